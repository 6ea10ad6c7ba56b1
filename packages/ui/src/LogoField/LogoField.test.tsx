import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { LogoField } from './LogoField';
import { exampleLogoLabels, exampleLogoUrl, pngFile } from './LogoField.fixtures';

const base = {
  label: 'Company Logo',
  imageUrl: exampleLogoUrl,
  file: null,
  removed: false,
  labels: exampleLogoLabels,
  onFileChange: vi.fn(),
  onRemove: vi.fn(),
  onRestore: vi.fn(),
};

describe('<LogoField />', () => {
  describe('imageUrl', () => {
    it('previews the saved logo', async () => {
      const screen = await renderWithTheme(<LogoField {...base} />);
      await expect
        .element(screen.getByRole('img', { name: 'Logo preview' }))
        .toHaveAttribute('src', exampleLogoUrl);
    });
  });

  describe('removed', () => {
    it('hides the preview, says it goes on save and offers Undo', async () => {
      const onRestore = vi.fn();
      const screen = await renderWithTheme(<LogoField {...base} removed onRestore={onRestore} />);
      expect(screen.getByRole('img').query()).toBeNull();
      await expect.element(screen.getByText(exampleLogoLabels.removed)).toBeVisible();
      await screen.getByRole('button', { name: 'Undo' }).click();
      expect(onRestore).toHaveBeenCalledTimes(1);
    });
  });

  describe('file', () => {
    it('previews a chosen file from a blob URL', async () => {
      const screen = await renderWithTheme(<LogoField {...base} file={pngFile()} />);
      await expect.element(screen.getByRole('img')).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    });

    it('reports a newly chosen file', async () => {
      const onFileChange = vi.fn();
      await renderWithTheme(<LogoField {...base} onFileChange={onFileChange} />);
      const input = document.querySelector('input[type="file"]') as HTMLInputElement;
      await userEvent.upload(input, pngFile());
      expect(onFileChange).toHaveBeenCalledWith(expect.any(File));
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(<LogoField {...base} error="Too large" hint="PNG, at most 2 MB" />);
    await expectNoAxeViolations();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { UploadSheetModal } from './UploadSheetModal';
import { exampleSheetFile, exampleUploadSheetLabels } from './UploadSheetModal.fixtures';

const props = () => ({
  id: 'upload-language-modal',
  open: true,
  onOpenChange: vi.fn(),
  labels: exampleUploadSheetLabels,
  accept: '.xlsx',
  file: null,
  onFileChange: vi.fn(),
  onDownload: vi.fn(),
  onUpload: vi.fn(),
});

describe('<UploadSheetModal />', () => {
  describe('file step', () => {
    it('has the given id, the text and the buttons; Upload waits for a file', async () => {
      const screen = await renderWithTheme(<UploadSheetModal {...props()} />);
      await expect.element(screen.getByRole('dialog')).toHaveAttribute('id', 'upload-language-modal');
      await expect.element(screen.getByText(exampleUploadSheetLabels.text as string)).toBeVisible();
      await expect.element(screen.getByRole('button', { name: 'Upload Translation' })).toBeDisabled();
      await expect.element(screen.getByRole('button', { name: /\+ Select File/ })).toBeVisible();
    });

    it('shows the chosen file and uploads it', async () => {
      const p = { ...props(), file: exampleSheetFile('mine.xlsx') };
      const screen = await renderWithTheme(<UploadSheetModal {...p} />);
      await expect.element(screen.getByText('mine.xlsx')).toBeVisible();
      await screen.getByRole('button', { name: 'Upload Translation' }).click();
      expect(p.onUpload).toHaveBeenCalledTimes(1);
    });

    it('closes on Escape', async () => {
      const p = props();
      await renderWithTheme(<UploadSheetModal {...p} />);
      await userEvent.keyboard('{Escape}');
      expect(p.onOpenChange).toHaveBeenCalledWith(false);
    });
  });

  describe('preview step', () => {
    it('shows the preview with Back and Apply instead of the file step', async () => {
      const p = { ...props(), file: exampleSheetFile(), preview: <p>3 changes</p>, onApply: vi.fn() };
      const screen = await renderWithTheme(<UploadSheetModal {...p} />);
      await expect.element(screen.getByText('3 changes')).toBeVisible();
      await screen.getByRole('button', { name: 'Apply' }).click();
      expect(p.onApply).toHaveBeenCalledTimes(1);
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(<UploadSheetModal {...props()} error="Refused" />);
    await expectNoAxeViolations();
  });
});

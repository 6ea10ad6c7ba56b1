import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { EditorShell } from './EditorShell';

const tabs = [
  { value: 'design', label: 'Design', content: 'Designer' },
  { value: 'preview', label: 'Preview', content: 'Frame' },
];
const devices = (onChange = vi.fn()) => ({
  label: 'Device',
  value: 'desktop' as const,
  onChange,
  options: [
    { value: 'desktop' as const, label: 'Desktop' },
    { value: 'tablet' as const, label: 'Tablet' },
    { value: 'mobile' as const, label: 'Mobile' },
  ],
});

describe('<EditorShell />', () => {
  it('names the page after the item and reports tab changes', async () => {
    const onValueChange = vi.fn();
    const screen = await renderWithTheme(
      <EditorShell
        title="Welcome"
        tabs={tabs}
        value="design"
        onValueChange={onValueChange}
        tabsLabel="Editor"
      />,
    );
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(onValueChange).toHaveBeenCalledWith('preview');
  });

  describe('devices', () => {
    it('reports the chosen device, and keeps the choice when it is pressed again', async () => {
      const onChange = vi.fn();
      const screen = await renderWithTheme(
        <EditorShell
          title="W"
          tabs={tabs}
          value="preview"
          onValueChange={vi.fn()}
          tabsLabel="Editor"
          devices={devices(onChange)}
        />,
      );
      await userEvent.click(screen.getByRole('radio', { name: 'Mobile' }));
      expect(onChange).toHaveBeenCalledWith('mobile');
      await userEvent.click(screen.getByRole('radio', { name: 'Desktop' }));
      expect(onChange).toHaveBeenCalledTimes(1);
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(
      <EditorShell
        title="W"
        status={{ label: 'Live', tone: 'success' }}
        tabs={tabs}
        value="preview"
        onValueChange={vi.fn()}
        tabsLabel="Editor"
        devices={devices()}
      />,
    );
    await expectNoAxeViolations();
  });
});

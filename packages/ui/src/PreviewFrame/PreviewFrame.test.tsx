import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { PreviewFrame } from './PreviewFrame';
import { exampleEmailSrc } from './PreviewFrame.fixtures';

describe('<PreviewFrame />', () => {
  it('frames the content fully sandboxed by default, without referrer', async () => {
    const screen = await renderWithTheme(<PreviewFrame src={exampleEmailSrc} title="Preview" />);
    const frame = screen.getByTitle('Preview');
    await expect.element(frame).toHaveAttribute('sandbox', '');
    await expect.element(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
  });

  describe('device', () => {
    it.each([
      ['desktop', 1024],
      ['tablet', 768],
      ['mobile', 375],
    ] as const)('%s is %i px wide', async (device, width) => {
      const screen = await renderWithTheme(
        <PreviewFrame src={exampleEmailSrc} title="Preview" device={device} />,
      );
      expect(screen.getByTitle('Preview').element().getBoundingClientRect().width).toBe(width);
    });
  });

  describe('fullPage', () => {
    it('fills the window', async () => {
      const screen = await renderWithTheme(<PreviewFrame src={exampleEmailSrc} title="Page" fullPage />);
      expect(screen.getByTitle('Page').element().getBoundingClientRect().width).toBe(window.innerWidth);
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(<PreviewFrame src={exampleEmailSrc} title="Preview" caption="Desktop · 1024 px" />);
    await expectNoAxeViolations();
  });
});

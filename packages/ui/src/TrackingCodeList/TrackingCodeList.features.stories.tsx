import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type TrackingCodeItem, TrackingCodeList } from './TrackingCodeList';
import { exampleCodes, exampleLabels } from './TrackingCodeList.fixtures';

const meta = {
  title: 'Components/TrackingCodeList/Features',
  component: TrackingCodeList,
  args: { codes: exampleCodes, labels: exampleLabels, onAdd: fn(), onEdit: fn(), onDelete: fn() },
} satisfies Meta<typeof TrackingCodeList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page without codes. */
export const Empty: Story = {
  args: { codes: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No tracking codes yet.')).toBeVisible();
  },
};

/** Edit from the keyboard. */
export const EditWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: 'Edit Analytics' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 'analytics' }));
  },
};

/** A script payload in a code's name and snippet is text on the screen, never run. */
export const HostileText: Story = {
  args: {
    codes: [
      {
        id: 'x',
        name: '<img src=x onerror="window.__pwned=1">',
        code: '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=1">',
        location: 'body',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('<img src=x onerror="window.__pwned=1">')).toBeVisible();
    await expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  },
};

/** A very long snippet shows its first three lines, whole; the rest scrolls inside its frame. */
export const LongCode: Story = {
  args: {
    codes: [
      {
        id: 'long',
        name: 'Tag manager',
        code: `<script>${'dataLayer.push({event:"x"});'.repeat(40)}</script>`,
        location: 'head',
      },
    ],
  },
};

const tagManager: TrackingCodeItem = {
  id: 'tags',
  name: 'Tag manager',
  code: [
    '<!-- Tag manager -->',
    '<script async src="https://tags.acme.example/gtag/js?id=G-ACME2026"></script>',
    '<script>',
    '  window.dataLayer = window.dataLayer || [];',
    '  function gtag(){dataLayer.push(arguments);}',
    "  gtag('js', new Date());",
    "  gtag('config', 'G-ACME2026');",
    '</script>',
  ].join('\n'),
  location: 'head',
};

/**
 * On a 390×844 phone the snippets wrap onto more lines than a row shows: a snippet that does not fit scrolls inside
 * its own frame, which Tab reaches (named after its code) so that the keyboard can scroll it too; nothing is cut off
 * out of reach.
 */
export const AtPhoneWidth: Story = {
  args: { codes: [...exampleCodes, tagManager] },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    let overflowing = 0;
    for (const item of args.codes) {
      const text = canvas.getByText(
        (_, element) => element?.tagName === 'CODE' && element.textContent === item.code,
      );
      // The element that clips the snippet, if any: the code itself or a frame around it inside its row.
      let clip: HTMLElement | null = text;
      while (clip && clip.tagName !== 'LI' && getComputedStyle(clip).overflowY === 'visible')
        clip = clip.parentElement;
      if (!clip || clip.tagName === 'LI' || clip.scrollHeight <= clip.clientHeight) continue;
      overflowing += 1;
      await expect(getComputedStyle(clip).overflowY, `${item.name} is cut off`).toMatch(/^(auto|scroll)$/);
      await expect(clip.tabIndex).toBe(0);
      await expect(clip).toHaveAccessibleName(item.name);
      clip.scrollTop = clip.scrollHeight;
      await expect(clip.scrollTop + clip.clientHeight).toBeGreaterThanOrEqual(clip.scrollHeight - 1);
      clip.scrollTop = 0;
    }
    // The tag manager's snippet at least is longer than a row shows at this width.
    await expect(overflowing).toBeGreaterThan(0);
  },
};

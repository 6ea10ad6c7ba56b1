import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TrackingCodeList } from './TrackingCodeList';
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

/** A very long snippet shows its first lines only. */
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

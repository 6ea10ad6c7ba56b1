import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  accessChange,
  emptyBefore,
  listChange,
  longText,
  valueChange,
} from '../ActivityTimeline/ActivityTimeline.fixtures';
import { uiCopy } from '../copy';
import { ChangeDiff } from './ChangeDiff';

const meta = {
  title: 'Components/ChangeDiff/Features',
  component: ChangeDiff,
  args: { change: valueChange },
} satisfies Meta<typeof ChangeDiff>;
export default meta;
type Story = StoryObj<typeof meta>;

const t = uiCopy.changeDiff;

/** Before and after are named for screen readers, not told apart by colour alone: struck out, and an arrow. */
export const Value: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement).toHaveTextContent(
      `Invoice email${t.before}:billing@example.com→${t.after}:invoices@example.com`,
    );
    await expect(canvas.getByText('billing@example.com').tagName).toBe('DEL');
    await expect(canvas.getByText('invoices@example.com').tagName).toBe('INS');
  },
};

/** An empty value reads "(none)". */
export const EmptyValue: Story = {
  args: { change: emptyBefore },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.none)).toBeVisible();
  },
};

/** A long text as a line diff, each changed line marked + or − and named. */
export const LongText: Story = {
  args: { change: longText },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll('del')).toHaveLength(1);
    await expect(canvasElement.querySelectorAll('ins')).toHaveLength(2);
    await expect(canvas.getByText('Backups are kept for 30 days.').closest('del')).toHaveTextContent(
      `${t.removedLine} − Backups are kept for 30 days.`,
    );
  },
};

/** The line diff is still being computed (the caller fetches the diff code the first time). */
export const Comparing: Story = {
  args: { change: { ...longText, lines: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t.comparing);
  },
};

/** Access: the flags granted and those removed, by name. */
export const Access: Story = {
  args: { change: accessChange },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: t.granted })).toHaveTextContent('Contacts');
    await expect(canvas.getByRole('list', { name: t.revoked })).toHaveTextContent('Settings');
  },
};

/** A list: the items added and removed. */
export const List: Story = {
  args: { change: listChange },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: t.added })).toHaveTextContent('welcome');
    await expect(canvas.getByRole('list', { name: t.removed })).toHaveTextContent('mail');
  },
};

/** At 390 px: the field's name above its values; long lines wrap. */
export const AtPhoneWidth: Story = {
  args: { change: longText },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
};

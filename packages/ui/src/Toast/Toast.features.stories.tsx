import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { uiCopy } from '../copy';
import { ToastProvider, useToast } from './Toast';

/** Shows the four variants once, as a page would after four events. */
function ShowAll() {
  const { toast } = useToast();
  useEffect(() => {
    toast({ title: 'Not implemented yet', variant: 'info' });
    toast({ title: 'Saved', description: 'Personal settings were updated.', variant: 'success' });
    toast({ title: 'Draft saved', description: 'Publish it to make it live.', variant: 'warning' });
    toast({ title: 'The list could not be loaded.', variant: 'danger' });
  }, [toast]);
  return null;
}

function ShowOne() {
  const { toast } = useToast();
  return (
    <Button
      onClick={() =>
        toast({ title: 'Preview email sent', description: 'ada@qone.example', variant: 'success' })
      }
    >
      Send Preview Email
    </Button>
  );
}

const meta = {
  title: 'Components/Toast/Features',
  component: ToastProvider,
  // An hour, so a slow machine never takes the screenshot after the toasts have closed by themselves.
  args: { children: <ShowOne />, duration: 3_600_000 },
} satisfies Meta<typeof ToastProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The four variants stacked; danger is announced assertively, the others politely. */
export const Variants: Story = {
  args: { children: <ShowAll /> },
  play: async () => {
    const body = within(document.body);
    await expect(await body.findByRole('region', { name: /Notifications/ })).toBeInTheDocument();
    await waitFor(() => expect(body.getAllByRole('status').length).toBeGreaterThanOrEqual(4));
  },
};

/** Keyboard: Enter on the trigger shows the toast; Tab reaches its close button; Enter closes it. */
export const KeyboardDismiss: Story = {
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Send Preview Email' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const close = await body.findByRole('button', { name: uiCopy.toast.dismiss });
    close.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('button', { name: uiCopy.toast.dismiss })).toBeNull());
  },
};

/** A long title and description wrap within the toast's width. */
export const WithLongText: Story = {
  args: { children: <ShowLong /> },
};

function ShowLong() {
  const { toast } = useToast();
  useEffect(() => {
    toast({
      title: 'Download the current translations for this event in .xlxs format',
      description:
        'Then translate the .xlxs file, select it from your computer and upload it. The upload replaces every translation of this event.',
    });
  }, [toast]);
  return null;
}

function ShowUndo({ onUndo }: { onUndo: () => void }) {
  const { toast } = useToast();
  return (
    <Button
      onClick={() =>
        toast({
          title: 'Surveys switched on',
          variant: 'success',
          action: { label: 'Undo', altText: 'Switch Surveys off again in the access tree', onSelect: onUndo },
        })
      }
    >
      Switch on
    </Button>
  );
}

/** A toast with one action (Undo): reached with Tab, chosen with Enter, which closes the toast. */
export const WithAction: Story = {
  args: { children: <ShowUndo onUndo={fn()} /> },
  render: (args) => <ToastProvider duration={args.duration}>{args.children}</ToastProvider>,
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Switch on' }));
    const undo = await body.findByRole('button', { name: 'Undo' });
    undo.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('button', { name: 'Undo' })).toBeNull());
    const element = args.children as { props: { onUndo: () => void } };
    await expect(element.props.onUndo).toHaveBeenCalledTimes(1);
  },
  parameters: { visual: { disable: true, reason: 'the toast closes in its play function' } },
};

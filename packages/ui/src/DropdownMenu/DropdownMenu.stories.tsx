import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { uiCopy } from '../copy';
import { ChevronDownIcon, CopyIcon, EyeIcon, PencilIcon, TrashIcon } from '../Icon';
import { DropdownMenu } from './DropdownMenu';

const onSelect = fn();

const meta = {
  title: 'Components/DropdownMenu',
  component: DropdownMenu,
  args: {
    onOpenChange: fn(),
    children: (
      <>
        <DropdownMenu.Trigger>
          <Button trailingVisual={<ChevronDownIcon />}>{uiCopy.common.actions}</Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content>
          <DropdownMenu.Item leadingVisual={<PencilIcon />} onSelect={() => onSelect('edit')}>
            Edit
          </DropdownMenu.Item>
          <DropdownMenu.Item leadingVisual={<CopyIcon />} onSelect={() => onSelect('copy')}>
            Copy
          </DropdownMenu.Item>
          <DropdownMenu.Item leadingVisual={<EyeIcon />} onSelect={() => onSelect('preview')}>
            Preview
          </DropdownMenu.Item>
          <DropdownMenu.Separator />
          <DropdownMenu.Item
            leadingVisual={<TrashIcon />}
            variant="danger"
            onSelect={() => onSelect('delete')}
          >
            {uiCopy.common.delete}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </>
    ),
  },
} satisfies Meta<typeof DropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A template row's actions (edit, copy, preview, delete) behind a button. */
export const Playground: Story = {};

/** Keyboard use: Enter opens on the first item, arrows move, typing jumps, Escape closes back to the trigger. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: uiCopy.common.actions });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Copy' })).toHaveFocus();
    await userEvent.keyboard('p');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Preview' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Enter on an item chooses it and closes the menu.
    await userEvent.keyboard('{Enter}');
    const reopened = await body.findByRole('menu');
    await waitFor(() => expect(within(reopened).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Enter}');
    await expect(onSelect).toHaveBeenLastCalledWith('delete');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};

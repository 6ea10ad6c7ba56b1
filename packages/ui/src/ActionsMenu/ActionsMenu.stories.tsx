import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { uiCopy } from '../copy';
import { CopyIcon, EyeIcon, PencilIcon, TrashIcon } from '../Icon';
import { ActionsMenu } from './ActionsMenu';

const onSelect = fn();

const meta = {
  title: 'Components/ActionsMenu',
  component: ActionsMenu,
  args: {
    'aria-label': 'Actions for Welcome email',
    size: 'small',
    align: 'end',
    onOpenChange: fn(),
    children: (
      <>
        <ActionsMenu.Item leadingVisual={<PencilIcon />} onSelect={() => onSelect('edit')}>
          Edit
        </ActionsMenu.Item>
        <ActionsMenu.Item leadingVisual={<CopyIcon />} onSelect={() => onSelect('copy')}>
          Copy
        </ActionsMenu.Item>
        <ActionsMenu.LinkItem leadingVisual={<EyeIcon />} href="/preview-web-page/welcome">
          Preview
        </ActionsMenu.LinkItem>
        <ActionsMenu.Separator />
        <ActionsMenu.Item leadingVisual={<TrashIcon />} variant="danger" onSelect={() => onSelect('delete')}>
          {uiCopy.common.delete}
        </ActionsMenu.Item>
      </>
    ),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    align: { control: 'inline-radio', options: ['start', 'end'] },
  },
} satisfies Meta<typeof ActionsMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A template row's "…" menu, driven by args. */
export const Playground: Story = {};

/** Tab to the "…" button, Enter opens, arrows and typeahead move, Escape closes back onto the button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    // Looked up afresh each time: focusing the button swaps it for the menu's own trigger (ActionsMenu's doc).
    const button = () => canvas.getByRole('button', { name: 'Actions for Welcome email' });
    await userEvent.tab();
    await expect(button()).toHaveFocus();
    await expect(button()).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Preview' })).toHaveFocus();
    await userEvent.keyboard('d');
    await expect(within(menu).getByRole('menuitem', { name: uiCopy.common.delete })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(button()).toHaveFocus();
    await expect(button()).toHaveAttribute('aria-expanded', 'false');
  },
};

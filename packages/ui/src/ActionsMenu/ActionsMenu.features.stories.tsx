import type { Meta, StoryObj } from '@storybook/react-vite';
import { ActionsMenu } from './ActionsMenu';

const meta = {
  title: 'Components/ActionsMenu/Features',
  component: ActionsMenu,
  args: { 'aria-label': 'Actions for ada@example.com' },
} satisfies Meta<typeof ActionsMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The user card's menu open: permission and password actions, then the destructive one apart. */
export const Open: Story = {
  args: {
    defaultOpen: true,
    align: 'start',
    children: (
      <>
        <ActionsMenu.Item>Permission Group</ActionsMenu.Item>
        <ActionsMenu.Item>Reset User Password</ActionsMenu.Item>
        <ActionsMenu.Separator />
        <ActionsMenu.Item variant="danger">Delete User</ActionsMenu.Item>
      </>
    ),
  },
};

/** Groups with headings for a longer list of actions. */
export const WithGroups: Story = {
  args: {
    defaultOpen: true,
    align: 'start',
    children: (
      <>
        <ActionsMenu.Group label="Invitation">
          <ActionsMenu.Item>Reinvite User</ActionsMenu.Item>
        </ActionsMenu.Group>
        <ActionsMenu.Separator />
        <ActionsMenu.Group label="Danger zone">
          <ActionsMenu.Item variant="danger">Delete Invited User</ActionsMenu.Item>
        </ActionsMenu.Group>
      </>
    ),
  },
};

/** A medium-sized button for use outside dense rows. */
export const Medium: Story = {
  args: {
    size: 'medium',
    children: <ActionsMenu.Item>Edit</ActionsMenu.Item>,
  },
};

/** A disabled "…" button while the row is being saved. */
export const Disabled: Story = {
  args: {
    disabled: true,
    children: <ActionsMenu.Item>Edit</ActionsMenu.Item>,
  },
};

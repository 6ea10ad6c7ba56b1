import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { expectWholeHeaders } from '../internal/overflow.play';
import { PermissionGroupTable } from './PermissionGroupTable';
import { exampleGroupRows, groupTableLabels } from './PermissionGroupTable.fixtures';

const meta = {
  title: 'Components/PermissionGroupTable',
  component: PermissionGroupTable,
  args: {
    groups: exampleGroupRows,
    labels: groupTableLabels,
    onEdit: fn(),
    onDelete: fn(),
    permissionsHref: (group) => `#/permissions/${group._id}`,
  },
  argTypes: { groups: { control: 'object' }, labels: { control: 'object' } },
} satisfies Meta<typeof PermissionGroupTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the rows and states. */
export const Playground: Story = {};

/** Three groups with their members and access; every column header shows its whole name. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectWholeHeaders(canvasElement);
  },
};

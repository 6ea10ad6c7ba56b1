import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RolesTable } from './RolesTable';
import { exampleRoles, rolesLabels } from './RolesTable.fixtures';

const meta = {
  title: 'Components/RolesTable',
  component: RolesTable,
  args: { roles: exampleRoles, labels: rolesLabels, onEdit: fn(), onDelete: fn() },
  argTypes: { roles: { control: 'object' }, labels: { control: 'object' } },
} satisfies Meta<typeof RolesTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the rows and states. */
export const Playground: Story = {};

/** Three roles, sorted by name. */
export const Default: Story = {};

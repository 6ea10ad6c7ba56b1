import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RoleModal } from './RoleModal';
import { roleLabels } from './RoleModal.fixtures';

const meta = {
  title: 'Components/RoleModal',
  component: RoleModal,
  args: { open: true, onOpenChange: fn(), labels: roleLabels, onSubmit: fn(async () => undefined) },
  argTypes: { labels: { control: 'object' }, role: { control: 'object' } },
} satisfies Meta<typeof RoleModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try creating and editing. */
export const Playground: Story = {};

/** Creating a role: Create is enabled once a name is typed. */
export const Default: Story = {};

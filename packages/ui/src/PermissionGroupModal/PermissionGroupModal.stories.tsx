import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PermissionGroupModal } from './PermissionGroupModal';
import { groupLabels, validateGroup } from './PermissionGroupModal.fixtures';

const meta = {
  title: 'Components/PermissionGroupModal',
  component: PermissionGroupModal,
  args: {
    open: true,
    onOpenChange: fn(),
    labels: groupLabels,
    validate: validateGroup,
    onSubmit: fn(async () => undefined),
  },
  argTypes: { labels: { control: 'object' }, group: { control: 'object' } },
} satisfies Meta<typeof PermissionGroupModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try creating and editing. */
export const Playground: Story = {};

/** A new group: Save waits for a name and a long enough description. */
export const Default: Story = {};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { exampleGroups } from '../internal/people.fixtures';
import { InviteUserModal } from './InviteUserModal';
import { inviteLabels, inviteRows, validateInvite } from './InviteUserModal.fixtures';

const meta = {
  title: 'Components/InviteUserModal',
  component: InviteUserModal,
  args: {
    open: true,
    onOpenChange: fn(),
    groups: exampleGroups,
    labels: inviteLabels,
    validate: validateInvite,
    onInvite: fn(async () => undefined),
    onInviteMany: fn(inviteRows),
  },
  argTypes: { labels: { control: 'object' }, groups: { control: 'object' } },
} satisfies Meta<typeof InviteUserModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try both ways of inviting. */
export const Playground: Story = {};

/** One person: Name, Email and the group; Create once changed and valid. */
export const Default: Story = {};

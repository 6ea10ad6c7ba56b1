import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { exampleGroups } from '../internal/people.fixtures';
import { AssignGroupModal } from './AssignGroupModal';
import { assignLabels } from './AssignGroupModal.fixtures';

const meta = {
  title: 'Components/AssignGroupModal',
  component: AssignGroupModal,
  args: {
    open: true,
    onOpenChange: fn(),
    groups: exampleGroups,
    currentGroupId: 'group-pm',
    labels: assignLabels,
    onSave: fn(async () => undefined),
  },
  argTypes: { labels: { control: 'object' }, groups: { control: 'object' } },
} satisfies Meta<typeof AssignGroupModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the groups and the current one. */
export const Playground: Story = {};

/** The user's current group is chosen; Save waits for another. */
export const Default: Story = {};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ActivityPanel } from './ActivityPanel';
import { activityLabels, exampleActivity } from './ActivityPanel.fixtures';

const meta = {
  title: 'Components/ActivityPanel',
  component: ActivityPanel,
  args: { items: exampleActivity, labels: activityLabels, hasMore: true, onLoadMore: fn() },
  argTypes: { items: { control: 'object' }, labels: { control: 'object' } },
} satisfies Meta<typeof ActivityPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the events and the paging. */
export const Playground: Story = {};

/** A user's history, newest first, with older events to load. */
export const Default: Story = {};

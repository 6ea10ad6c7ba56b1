import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EmptyState } from '../EmptyState';
import { ActivityTimeline } from './ActivityTimeline';
import { exampleTimeline } from './ActivityTimeline.fixtures';

const meta = {
  title: 'Components/ActivityTimeline',
  component: ActivityTimeline,
  args: {
    items: exampleTimeline,
    labels: { list: 'Activity' },
    empty: <EmptyState title="No activity matches these filters" />,
    hasMore: true,
    onLoadMore: fn(),
    autoLoad: false,
  },
  argTypes: { items: { control: 'object' }, labels: { control: 'object' } },
} satisfies Meta<typeof ActivityTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the events, the disclosure and the paging. */
export const Playground: Story = {};

/** A company's history across areas, newest first, each entry closed until opened. */
export const Default: Story = {};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ActivityFilters } from './ActivityFilters';
import { actionGroups, actors, areas, filterLabels, noFilter, ranges } from './ActivityFilters.fixtures';

const meta = {
  title: 'Components/ActivityFilters',
  component: ActivityFilters,
  args: {
    value: noFilter,
    onChange: fn(),
    onClear: fn(),
    actors,
    areas,
    actions: actionGroups,
    ranges,
    customRange: 'custom',
    labels: filterLabels,
  },
} satisfies Meta<typeof ActivityFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the filters. */
export const Playground: Story = {};

/** Nothing filtered yet. */
export const Default: Story = {};

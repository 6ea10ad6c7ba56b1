import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TimeZoneTable } from './TimeZoneTable';
import { exampleZoneLabels, exampleZones } from './TimeZoneTable.fixtures';

const meta = {
  title: 'Components/TimeZoneTable',
  component: TimeZoneTable,
  args: {
    rows: exampleZones(),
    query: '',
    labels: exampleZoneLabels,
    onQueryChange: fn(),
    onEnabledChange: fn(),
    onDefaultChange: fn(),
    onSelectAll: fn(),
  },
} satisfies Meta<typeof TimeZoneTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the rows and states. */
export const Playground: Story = {};

/** Berlin (default) and London enabled. */
export const Default: Story = {};

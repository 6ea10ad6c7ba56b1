import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from '../ErrorState';
import { type TimeZoneRow, TimeZoneTable, type TimeZoneTableProps } from './TimeZoneTable';
import { exampleZoneLabels, exampleZones } from './TimeZoneTable.fixtures';

const meta = {
  title: 'Components/TimeZoneTable/Features',
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

/** The table with its state kept here, as a page keeps it. */
function Stateful(props: TimeZoneTableProps) {
  const [rows, setRows] = useState<TimeZoneRow[]>([...props.rows]);
  const [query, setQuery] = useState('');
  const shown = rows.filter((row) => row.label.toLowerCase().includes(query.toLowerCase()));
  return (
    <TimeZoneTable
      {...props}
      rows={shown}
      query={query}
      onQueryChange={setQuery}
      onEnabledChange={(id, enabled) =>
        setRows((all) => all.map((row) => (row.id === id ? { ...row, enabled } : row)))
      }
      onDefaultChange={(id) =>
        setRows((all) =>
          all.map((row) => ({ ...row, default: row.id === id, enabled: row.id === id || row.enabled })),
        )
      }
      onSelectAll={(enabled) =>
        setRows((all) => all.map((row) => (shown.some((s) => s.id === row.id) ? { ...row, enabled } : row)))
      }
    />
  );
}

/** Search by city, enable a zone and make it the default with the keyboard. */
export const SearchEnableDefault: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search city' }), 'adel');
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    const enable = canvas.getByRole('checkbox', { name: 'Enable Australia/Adelaide' });
    enable.focus();
    await userEvent.keyboard(' ');
    await expect(enable).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Default Australia/Adelaide' }));
    await expect(canvas.getByRole('radio', { name: 'Default Australia/Adelaide' })).toBeChecked();
  },
};

/** Select All enables every shown zone; pressed again, it clears them. */
export const SelectAll: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'Select All' });
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(all);
    for (const box of canvas.getAllByRole('checkbox', { name: /^Enable / })) await expect(box).toBeChecked();
  },
};

/** A search that finds nothing. */
export const Empty: Story = {
  args: { rows: [], query: 'atlantis' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No time zone matches this search.')).toBeVisible();
  },
};

/** While the caller fetches. */
export const Loading: Story = { args: { rows: [], loading: true } };

/** The caller's error in place of the rows. */
export const WithError: Story = {
  args: {
    rows: [],
    error: <ErrorState compact title="Could not load" message="An error occured while fetching" />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

/** Every zone of a runtime (about 420 rows) scrolls inside the table. */
export const Many: Story = { args: { rows: exampleZones(420) } };

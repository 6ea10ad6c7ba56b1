import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from '../ErrorState';
import { EnableTable, type EnableTableProps } from './EnableTable';
import {
  type ExampleLanguage,
  type ExampleZone,
  exampleLanguageLabels,
  exampleLanguages,
  exampleZoneLabels,
  exampleZones,
  languageColumns,
  languageKey,
  languageName,
  zoneColumns,
  zoneKey,
} from './EnableTable.fixtures';

const meta = {
  title: 'Components/EnableTable/Features',
  component: EnableTable<ExampleLanguage>,
  args: {
    rows: exampleLanguages(),
    rowKey: languageKey,
    rowName: languageName,
    columns: languageColumns({ onCustomCodeChange: fn() }),
    defaultStaysEnabled: true,
    query: '',
    labels: exampleLanguageLabels,
    onQueryChange: fn(),
    onEnabledChange: fn(),
    onDefaultChange: fn(),
    onSelectAll: fn(),
  },
} satisfies Meta<typeof EnableTable<ExampleLanguage>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The languages with their state kept here, as a page keeps it. */
function Languages(props: EnableTableProps<ExampleLanguage>) {
  const [rows, setRows] = useState<ExampleLanguage[]>([...props.rows]);
  const [query, setQuery] = useState('');
  const shown = rows.filter((row) => `${row.name} ${row.code}`.toLowerCase().includes(query.toLowerCase()));
  const change = (code: string, fields: Partial<ExampleLanguage>) =>
    setRows((all) => all.map((row) => (row.code === code ? { ...row, ...fields } : row)));
  return (
    <EnableTable
      {...props}
      rows={shown}
      columns={languageColumns({ onCustomCodeChange: (code, customCode) => change(code, { customCode }) })}
      query={query}
      onQueryChange={setQuery}
      onEnabledChange={(code, enabled) => change(code, { enabled })}
      onDefaultChange={(code) =>
        setRows((all) =>
          all.map((row) => ({
            ...row,
            default: row.code === code,
            enabled: row.code === code || row.enabled,
          })),
        )
      }
      onSelectAll={(enabled) =>
        setRows((all) =>
          all.map((row) =>
            shown.some((s) => s.code === row.code) ? { ...row, enabled: enabled || row.default } : row,
          ),
        )
      }
    />
  );
}

/** The time zones with their state kept here, as a page keeps it. */
function Zones() {
  const [rows, setRows] = useState<ExampleZone[]>(exampleZones());
  const [query, setQuery] = useState('');
  const shown = rows.filter((row) => row.label.toLowerCase().includes(query.toLowerCase()));
  return (
    <EnableTable
      rows={shown}
      rowKey={zoneKey}
      rowName={zoneKey}
      columns={zoneColumns}
      labels={exampleZoneLabels}
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

/**
 * The enabled rows lead a long list, then the rest in the caller's order; a row switched on or off stays where it
 * is until the table is shown again.
 */
export const EnabledFirst: Story = {
  render: (args) => <Languages {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const names = () =>
      canvas
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('td:nth-child(2)')?.textContent);
    await expect(names().slice(0, 4)).toEqual(['English', 'French', 'German', 'Dutch; Flemish']);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Enable Polish' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Enable French' }));
    await expect(names()).toEqual([
      'English',
      'French',
      'German',
      'Dutch; Flemish',
      'Italian',
      'Japanese',
      'Polish',
      'Spanish; Castilian',
    ]);
  },
};

/** Search, enable Japanese with the keyboard, give it a custom code and make it the default. */
export const SearchEnableDefault: Story = {
  render: (args) => <Languages {...args} />,
  parameters: {
    visual: {
      disable: true,
      reason:
        'Chromium 150 and 156 lay out this one-row table differently (the ISO column takes its set width in one, ' +
        'less in the other), and CI installs whichever Debian ships; the Default and Select All stories keep the ' +
        "table's screenshot",
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'jap');
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    const enable = canvas.getByRole('checkbox', { name: 'Enable Japanese' });
    enable.focus();
    await userEvent.keyboard(' ');
    await expect(enable).toBeChecked();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Custom Code Japanese' }), 'ja-JP');
    await expect(canvas.getByRole('textbox', { name: 'Custom Code Japanese' })).toHaveValue('ja-JP');
    await userEvent.click(canvas.getByRole('radio', { name: 'Default Japanese' }));
    await expect(canvas.getByRole('radio', { name: 'Default Japanese' })).toBeChecked();
    // The default cannot be switched off.
    await expect(canvas.getByRole('checkbox', { name: 'Enable Japanese' })).toBeDisabled();
  },
};

/** Select All enables every shown language; clicking again switches them off, all but the default. */
export const SelectAll: Story = {
  render: (args) => <Languages {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select All' }));
    await expect(canvas.getByRole('checkbox', { name: 'Enable Polish' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select All' }));
    await expect(canvas.getByRole('checkbox', { name: 'Enable Polish' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Enable English' })).toBeChecked();
  },
};

/** A custom code the caller refuses, shown under its input. */
export const CustomCodeError: Story = {
  args: {
    columns: languageColumns({ onCustomCodeChange: fn(), customCodeErrors: { ger: 'Used by English' } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Custom Code German' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Time zones: search by city, enable a zone and make it the default with the keyboard. */
export const ZonesSearchEnableDefault: Story = {
  render: () => <Zones />,
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

/** Time zones: Select All is mixed while some are on, and enables every shown zone. */
export const ZonesSelectAll: Story = {
  render: () => <Zones />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'Select All' });
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(all);
    for (const box of canvas.getAllByRole('checkbox', { name: /^Enable / })) await expect(box).toBeChecked();
  },
};

/** The search finds nothing. */
export const Empty: Story = {
  args: { rows: [], query: 'klingon' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No language matches this search.')).toBeVisible();
  },
};

/** The caller is fetching. */
export const Loading: Story = { args: { rows: [], loading: true } };

/** The caller's error in place of the rows. */
export const ErrorLoading: Story = {
  args: {
    rows: [],
    error: <ErrorState compact message="The languages could not be loaded." onRetry={fn()} />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

/** The whole ISO list's length (about 480), in a scroll area, the enabled languages first. */
export const Many: Story = { args: { rows: exampleLanguages(480), maxHeight: '320px' } };

/** Every zone of a runtime (about 420 rows), the enabled ones first. */
export const ManyZones: Story = {
  render: (args) => (
    <EnableTable
      {...args}
      rows={exampleZones(420)}
      rowKey={zoneKey}
      rowName={zoneKey}
      columns={zoneColumns}
      labels={exampleZoneLabels}
      defaultStaysEnabled={false}
    />
  ),
};

/** Saving: every control disabled. */
export const Disabled: Story = { args: { disabled: true } };

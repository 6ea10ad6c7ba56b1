import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EnableTable } from './EnableTable';
import {
  type ExampleLanguage,
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
  title: 'Components/EnableTable',
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

/** Try the rows and states. */
export const Playground: Story = {};

/** Languages: English (default), French and German enabled, with their custom codes, first. */
export const Default: Story = {};

/** Time zones: Berlin (default) and London enabled; their own columns are the city and the offset. */
export const TimeZones: Story = {
  render: (args) => (
    <EnableTable
      {...args}
      rows={exampleZones()}
      rowKey={zoneKey}
      rowName={zoneKey}
      columns={zoneColumns}
      labels={exampleZoneLabels}
      defaultStaysEnabled={false}
    />
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LanguageTable } from './LanguageTable';
import { exampleLanguageLabels, exampleLanguages } from './LanguageTable.fixtures';

const meta = {
  title: 'Components/LanguageTable',
  component: LanguageTable,
  args: {
    rows: exampleLanguages(),
    query: '',
    labels: exampleLanguageLabels,
    onQueryChange: fn(),
    onEnabledChange: fn(),
    onDefaultChange: fn(),
    onCustomCodeChange: fn(),
    onSelectAll: fn(),
  },
} satisfies Meta<typeof LanguageTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the rows and states. */
export const Playground: Story = {};

/** English (default), French and German enabled, with their custom codes. */
export const Default: Story = {};

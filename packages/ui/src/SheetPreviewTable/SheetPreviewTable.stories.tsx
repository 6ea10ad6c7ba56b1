import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SheetPreviewTable } from './SheetPreviewTable';
import {
  exampleSheetCounts,
  exampleSheetPreviewLabels,
  exampleSheetRows,
} from './SheetPreviewTable.fixtures';

const meta = {
  title: 'Components/SheetPreviewTable',
  component: SheetPreviewTable,
  args: {
    languages: exampleSheetCounts(),
    rows: exampleSheetRows(),
    mode: 'fill-empty',
    onModeChange: fn(),
    labels: exampleSheetPreviewLabels,
  },
  argTypes: {
    mode: { control: 'inline-radio', options: ['fill-empty', 'overwrite'] },
    labels: { control: 'object' },
  },
} satisfies Meta<typeof SheetPreviewTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the rows, counts and modes. */
export const Playground: Story = {};

/** German and French: a new, a changed and an invalid German cell, a new French one; fill only empty chosen. */
export const Default: Story = {};

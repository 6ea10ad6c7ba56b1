import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type SheetImportMode, SheetPreviewTable, type SheetPreviewTableProps } from './SheetPreviewTable';
import {
  exampleSheetCounts,
  exampleSheetPreviewLabels,
  exampleSheetRows,
  manySheetRows,
} from './SheetPreviewTable.fixtures';

const meta = {
  title: 'Components/SheetPreviewTable/Features',
  component: SheetPreviewTable,
  args: {
    languages: exampleSheetCounts(),
    rows: exampleSheetRows(),
    mode: 'fill-empty',
    onModeChange: fn(),
    labels: exampleSheetPreviewLabels,
  },
} satisfies Meta<typeof SheetPreviewTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The table with its mode kept here, as a page keeps it. */
function Stateful(props: SheetPreviewTableProps) {
  const [mode, setMode] = useState<SheetImportMode>(props.mode);
  return (
    <SheetPreviewTable
      {...props}
      mode={mode}
      onModeChange={(next) => {
        setMode(next);
        props.onModeChange(next);
      }}
    />
  );
}

/** Counts per language (unchanged included), each cell's status with the invalid one's reason, before → after. */
export const StatusesAndCounts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const counts = within(canvas.getByRole('table', { name: 'Changes per language' }));
    const german = counts.getByRole('row', { name: /German/ });
    await expect(german).toHaveTextContent('German (de)11121');
    const cells = within(canvas.getByRole('table', { name: 'Cells to apply' }));
    await expect(cells.getAllByRole('row')).toHaveLength(5);
    await expect(cells.getByText('Placeholder mismatch: keep {{name}}')).toBeVisible();
    await expect(cells.getByText('Einladung')).toBeVisible();
    await expect(cells.getByText('Ihre Einladung zu {{event}}')).toBeVisible();
    // The arrow is read as a word.
    await expect(cells.getAllByText('becomes', { exact: false })[0]).toBeInTheDocument();
  },
};

/** The mode with the keyboard: arrow keys move between fill only empty and overwrite. */
export const ModeWithKeyboard: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const fill = canvas.getByRole('radio', { name: /Fill only empty translations/ });
    await expect(fill).toBeChecked();
    fill.focus();
    // Radix moves focus a tick after keydown and checks only while the arrow is held, as a real key press is.
    await userEvent.keyboard('{ArrowDown>}');
    const overwrite = canvas.getByRole('radio', { name: /Overwrite all/ });
    await waitFor(() => expect(overwrite).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(overwrite).toHaveFocus();
    await expect(args.onModeChange).toHaveBeenLastCalledWith('overwrite');
  },
};

/** A sheet that changes nothing: the counts say how many cells are unchanged, the table says so. */
export const NoChanges: Story = {
  args: {
    rows: [],
    languages: [
      { language: 'German (de)', new: 0, changed: 0, unchanged: 15, invalid: 0 },
      { language: 'French (fr)', new: 0, changed: 0, unchanged: 15, invalid: 0 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This sheet changes nothing.')).toBeVisible();
  },
};

/** Two hundred cells with long texts: each text cut to one line, the table scrolls. */
export const ManyLongTexts: Story = {
  args: {
    rows: manySheetRows(200),
    languages: [{ language: 'German (de)', new: 67, changed: 133, unchanged: 0, invalid: 0 }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [after] = canvas.getAllByText(/Der neue Text/);
    if (!after) throw new Error('no row shown');
    await expect(after.scrollWidth).toBeGreaterThan(after.clientWidth);
    await expect(after).toHaveAttribute('title', expect.stringContaining('gekürzt wird'));
  },
};

/** The app loads the listed cells a page at a time: how many of all are shown, and a button for the next ones. */
function Paged(props: SheetPreviewTableProps) {
  const all = manySheetRows(120);
  const [shown, setShown] = useState(50);
  return (
    <SheetPreviewTable
      {...props}
      rows={all.slice(0, shown)}
      total={all.length}
      onShowMore={() => {
        props.onShowMore?.();
        setShown((count) => count + 50);
      }}
    />
  );
}

/** The first 50 of 120 listed cells: how many of all are shown, and the button for more below the table. */
export const MoreToLoad: Story = {
  args: {
    rows: manySheetRows(120).slice(0, 50),
    total: 120,
    onShowMore: fn(),
    languages: [{ language: 'German (de)', new: 40, changed: 80, unchanged: 0, invalid: 0 }],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 50 of 120 cells, invalid ones first');
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(args.onShowMore).toHaveBeenCalledTimes(1);
  },
};

/** 120 listed cells, 50 at a time: 'Show more' loads the next ones until all are shown. */
export const ShowMore: Story = {
  args: {
    onShowMore: fn(),
    languages: [{ language: 'German (de)', new: 40, changed: 80, unchanged: 0, invalid: 0 }],
  },
  render: (args) => <Paged {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 50 of 120 cells, invalid ones first');
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(args.onShowMore).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Showing 100 of 120 cells, invalid ones first',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
  parameters: {
    visual: { disable: true, reason: 'ends with every cell shown, as ManyLongTexts; MoreToLoad is the shot' },
  },
};

/** While applying, the mode cannot change. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Overwrite all/ })).toBeDisabled();
  },
};

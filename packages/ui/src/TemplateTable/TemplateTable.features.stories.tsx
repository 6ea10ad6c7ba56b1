import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ErrorState } from '../ErrorState';
import { TemplateTable } from './TemplateTable';
import { exampleLabels, exampleRows } from './TemplateTable.fixtures';

const meta = {
  title: 'Components/TemplateTable/Features',
  component: TemplateTable,
  args: {
    'aria-label': 'Email templates',
    rows: exampleRows(5),
    labels: exampleLabels,
    editHref: (row) => `#edit-${row.id}`,
    onCopy: fn(),
    onPreview: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof TemplateTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No template matches: the caller's empty text. */
export const Empty: Story = {
  args: { rows: [], emptyText: 'No templates match these filters.' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByText('No templates match these filters.')).toBeVisible(),
    );
  },
};

/** While the caller fetches: skeleton rows, the table marked busy. */
export const Loading: Story = {
  args: { rows: [], loading: true },
  parameters: { visual: { disable: true, reason: 'skeleton shimmer is animated' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The caller's error in place of rows. */
export const WithError: Story = {
  args: { rows: [], error: <ErrorState compact message="An error occured while fetching" /> },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByText('An error occured while fetching')).toBeVisible(),
    );
  },
};

/** A thousand templates: only the rows in view are in the page, the rest are scrolled to. */
export const Many: Story = {
  args: { rows: exampleRows(1000), maxHeight: '400px' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    await expect(table).toHaveAttribute('aria-rowcount', '1001');
    await expect(within(table).getAllByRole('row').length).toBeLessThan(60);
    const region = canvas.getByRole('region', { name: 'Email templates' });
    region.scrollTop = region.scrollHeight;
    await waitFor(() =>
      expect(within(table).getByRole('link', { name: 'Payment confirmation 200' })).toBeVisible(),
    );
  },
};

/** Long names and descriptions are cut with an ellipsis rather than stretching the table. */
export const LongText: Story = {
  args: {
    rows: [
      {
        id: 'long',
        name: 'Quarterly panel member satisfaction survey invitation with a very long name indeed',
        description:
          'Sent to every active panel member at the start of each quarter, with a reminder a week later for those who have not answered yet.',
        status: 'live',
      },
    ],
  },
};

/** Button templates have no preview: their menu leaves it out; Delete asks the caller. */
export const WithoutPreview: Story = {
  args: { canPreview: () => false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Welcome email' }));
    const menu = within(document.body).getByRole('menu');
    await expect(within(menu).queryByRole('menuitem', { name: 'Preview' })).toBeNull();
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'template-0' }));
  },
};

/** A row with a notice (here a missing translation): a badge beside the status, its whole sentence read out. */
export const WithNotice: Story = {
  args: {
    rows: exampleRows(3).map((row, index) =>
      index === 0
        ? {
            ...row,
            notice: { label: 'Missing translation', description: 'Missing translation: German, French' },
          }
        : row,
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const badge = canvas.getByTitle('Missing translation: German, French');
    await expect(badge).toHaveTextContent('Missing translation: German, French');
    await expect(canvas.getAllByTitle(/^Missing translation/)).toHaveLength(1);
  },
};

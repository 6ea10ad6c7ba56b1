import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TemplateTable } from './TemplateTable';
import { exampleLabels, exampleRows } from './TemplateTable.fixtures';

const meta = {
  title: 'Components/TemplateTable',
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

/** The templates list driven by args. */
export const Playground: Story = {};

/** Five templates, Live and Draft; each name links to its editor and "…" holds Edit, Copy, Preview and Delete. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Email templates' });
    await expect(within(table).getByRole('link', { name: 'Welcome email' })).toHaveAttribute(
      'href',
      '#edit-template-0',
    );
    await expect(within(table).getAllByText('Draft')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Survey invitation' }));
    const menu = within(document.body).getByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Copy' }));
    await expect(args.onCopy).toHaveBeenCalledWith(expect.objectContaining({ id: 'template-1' }));
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ActionsMenu } from '../ActionsMenu';
import { uiCopy } from '../copy';
import { Table, type TableColumn } from './Table';
import { type SampleTemplate, sampleTemplates } from './Table.fixtures';

const TemplateTable = Table<SampleTemplate>;

const templateColumns: TableColumn<SampleTemplate>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: (t) => t.name,
    sortable: true,
    sortValue: (t) => t.name,
    width: 'large',
  },
  { id: 'description', header: 'Description', cell: (t) => t.description },
  {
    id: 'status',
    header: 'Status',
    cell: (t) => (t.status === 'live' ? 'Live' : 'Draft'),
    sortable: true,
    sortValue: (t) => t.status,
    width: 'medium',
  },
];

const meta = {
  title: 'Components/Table',
  component: TemplateTable,
  args: {
    'aria-label': 'Email templates',
    columns: templateColumns,
    rows: sampleTemplates,
    rowKey: (t) => t._id,
    loading: false,
    emptyText: uiCopy.common.noResults,
    onSortChange: fn(),
    rowActions: (t) => (
      <ActionsMenu aria-label={`${uiCopy.common.actions}: ${t.name}`}>
        <ActionsMenu.Item>Edit</ActionsMenu.Item>
        <ActionsMenu.Item variant="danger">{uiCopy.common.delete}</ActionsMenu.Item>
      </ActionsMenu>
    ),
  },
} satisfies Meta<typeof TemplateTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The templates list (Name, Description, Status, Actions) driven by args. */
export const Playground: Story = {};

/** Sorting from the keyboard: Enter on a header sorts ascending, again descending; `aria-sort` follows. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nameHeader = canvas.getByRole('columnheader', { name: 'Name' });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Email templates' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(nameHeader).getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ columnId: 'name', direction: 'ascending' });
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('Account deleted');
    await userEvent.keyboard(' ');
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('Welcome email');
  },
};

import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { uiCopy } from '../copy';
import { Table, type TableColumn, type TableProps } from './Table';
import { generateUsers, type SampleUser } from './Table.fixtures';

const columns: TableColumn<SampleUser>[] = [
  { id: 'name', header: 'Name', cell: (u) => u.name, sortable: true, sortValue: (u) => u.name },
  { id: 'email', header: 'Email', cell: (u) => u.email },
  {
    id: 'created',
    header: 'Created',
    cell: (u) => u.createdAt.toISOString().slice(0, 10),
    sortable: true,
    sortValue: (u) => u.createdAt,
    width: 'medium',
  },
];

const users = generateUsers(3);

function UserTable(props: Partial<TableProps<SampleUser>>) {
  return <Table aria-label="Users" columns={columns} rows={users} rowKey={(u) => u._id} {...props} />;
}

const bodyRowTexts = (table: HTMLElement) =>
  [...table.querySelectorAll('tbody tr:not([aria-hidden])')].map((row) => row.textContent);

describe('<Table />', () => {
  it('renders a named table with column headers and cells', async () => {
    const screen = await renderWithTheme(<UserTable />);
    await expect.element(screen.getByRole('table', { name: 'Users' })).toBeVisible();
    expect(screen.getByRole('columnheader').elements()).toHaveLength(3);
    await expect.element(screen.getByRole('cell', { name: 'ada.lovelace.0001@example.com' })).toBeVisible();
  });

  describe('rows (virtualised)', () => {
    it('keeps only a window of 5,000 rows in the DOM and tells screen readers the full count', async () => {
      const screen = await renderWithTheme(<UserTable rows={generateUsers(5000)} />);
      const table = screen.getByRole('table', { name: 'Users' });
      await expect.element(table).toHaveAttribute('aria-rowcount', '5001');
      await expect.element(screen.getByText('Ada Lovelace 0001')).toBeVisible();
      const rendered = screen.getByRole('row').elements().length;
      expect(rendered).toBeGreaterThan(5);
      expect(rendered).toBeLessThan(60);
      const firstBodyRow = table.element().querySelector('tbody tr:not([aria-hidden])');
      expect(firstBodyRow?.getAttribute('aria-rowindex')).toBe('2');
    });

    it('renders the rows scrolled into view with their aria-rowindex', async () => {
      const screen = await renderWithTheme(<UserTable rows={generateUsers(5000)} />);
      const region = screen.getByRole('region', { name: 'Users' }).element();
      region.scrollTop = 2500 * 48;
      const cell = screen.getByRole('cell', { name: 'Ada Thompson 2501' });
      await expect.element(cell).toBeInTheDocument();
      const row = cell.element().closest('tr');
      expect(row?.getAttribute('aria-rowindex')).toBe('2502');
      expect(screen.getByText('Ada Lovelace 0001').elements()).toHaveLength(0);
    });
  });

  describe('sortable', () => {
    it('sorts by click and toggles direction, with aria-sort on the header', async () => {
      const onSortChange = vi.fn();
      const screen = await renderWithTheme(<UserTable onSortChange={onSortChange} />);
      const header = screen.getByRole('columnheader', { name: 'Created' });
      await expect.element(header).toHaveAttribute('aria-sort', 'none');
      await userEvent.click(header.getByRole('button'));
      await expect.element(header).toHaveAttribute('aria-sort', 'ascending');
      expect(onSortChange).toHaveBeenLastCalledWith({ columnId: 'created', direction: 'ascending' });
      const table = screen.getByRole('table').element() as HTMLElement;
      expect(bodyRowTexts(table)[0]).toContain('Alan Lovelace 0003');
      await userEvent.keyboard('{Enter}');
      await expect.element(header).toHaveAttribute('aria-sort', 'descending');
      expect(bodyRowTexts(table)[0]).toContain('Ada Lovelace 0001');
    });

    it('leaves columns without `sortable` alone', async () => {
      const screen = await renderWithTheme(<UserTable />);
      const header = screen.getByRole('columnheader', { name: 'Email' });
      await expect.element(header).not.toHaveAttribute('aria-sort');
      expect(header.getByRole('button').elements()).toHaveLength(0);
    });
  });

  describe('sort (controlled) and manualSort', () => {
    it('shows the given order without reordering when manualSort', async () => {
      const screen = await renderWithTheme(
        <UserTable manualSort sort={{ columnId: 'name', direction: 'descending' }} />,
      );
      await expect
        .element(screen.getByRole('columnheader', { name: 'Name' }))
        .toHaveAttribute('aria-sort', 'descending');
      const table = screen.getByRole('table').element() as HTMLElement;
      expect(bodyRowTexts(table)[0]).toContain('Ada Lovelace 0001');
    });
  });

  describe('emptyText', () => {
    it('is shown when there are no rows', async () => {
      const screen = await renderWithTheme(
        <UserTable rows={[]} emptyText="No mailers have been configured yet." />,
      );
      await expect
        .element(screen.getByRole('cell', { name: 'No mailers have been configured yet.' }))
        .toBeVisible();
    });

    it('defaults to the catalogue text', async () => {
      const screen = await renderWithTheme(<UserTable rows={[]} />);
      await expect.element(screen.getByText(uiCopy.common.noResults)).toBeVisible();
    });
  });

  describe('loading', () => {
    it('shows skeleton rows and a status, not the empty text', async () => {
      const screen = await renderWithTheme(<UserTable rows={[]} loading loadingRows={3} />);
      await expect.element(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
      await expect.element(screen.getByRole('status')).toHaveTextContent(uiCopy.table.loading);
      expect(screen.getByText(uiCopy.common.noResults).elements()).toHaveLength(0);
      expect(screen.getByRole('row').elements()).toHaveLength(4);
    });
  });

  describe('error', () => {
    it('replaces the rows with the caller’s error', async () => {
      const screen = await renderWithTheme(<UserTable error={<span>The rows could not be loaded</span>} />);
      await expect.element(screen.getByText('The rows could not be loaded')).toBeVisible();
      expect(screen.getByText('Ada Lovelace 0001').elements()).toHaveLength(0);
    });
  });

  describe('rowActions', () => {
    it('adds an Actions column with one cell per row', async () => {
      const screen = await renderWithTheme(
        <UserTable rowActions={(u) => <button type="button">Edit {u.name}</button>} />,
      );
      await expect.element(screen.getByRole('columnheader', { name: uiCopy.common.actions })).toBeVisible();
      await expect.element(screen.getByRole('button', { name: 'Edit Ada Lovelace 0001' })).toBeVisible();
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(<UserTable rowActions={(u) => <button type="button">Edit {u.name}</button>} />);
    await expectNoAxeViolations();
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ActionsMenu } from '../ActionsMenu';
import { Button } from '../Button';
import { uiCopy } from '../copy';
import { Table, type TableColumn } from './Table';
import { generateUsers, type SampleUser } from './Table.fixtures';

const UserTable = Table<SampleUser>;

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

const userColumns: TableColumn<SampleUser>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: (u) => u.name,
    sortable: true,
    sortValue: (u) => u.name,
    width: 'large',
  },
  { id: 'email', header: 'Email', cell: (u) => u.email, sortable: true, sortValue: (u) => u.email },
  { id: 'status', header: 'Status', cell: (u) => u.status, width: 'small' },
  { id: 'group', header: 'Permission group', cell: (u) => u.permissionGroup, width: 'medium' },
  {
    id: 'created',
    header: 'Created',
    cell: (u) => dateFormat.format(u.createdAt),
    sortable: true,
    sortValue: (u) => u.createdAt,
    width: 'medium',
    align: 'end',
  },
];

const fiveThousandUsers = generateUsers(5000);
const someUsers = fiveThousandUsers.slice(0, 8);

const meta = {
  title: 'Components/Table/Features',
  component: UserTable,
  args: {
    'aria-label': 'Users',
    columns: userColumns,
    rows: someUsers,
    rowKey: (u) => u._id,
  },
} satisfies Meta<typeof UserTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 5,000 generated users: only a window of rows is in the DOM, the header sticks while scrolling. */
export const ThousandsOfRows: Story = {
  args: { rows: fiveThousandUsers, maxHeight: '70vh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Users' });
    await expect(table).toHaveAttribute('aria-rowcount', '5001');
    await waitFor(() => expect(canvas.getAllByRole('row').length).toBeGreaterThan(5));
    await expect(canvas.getAllByRole('row').length).toBeLessThan(80);
    const region = canvas.getByRole('region', { name: 'Users' });
    region.scrollTop = region.scrollHeight;
    await waitFor(() =>
      expect(canvas.getByRole('cell', { name: 'Niklaus Liskov 5000' })).toBeInTheDocument(),
    );
    await expect(canvas.getAllByRole('row').length).toBeLessThan(80);
    region.scrollTop = 0;
    await waitFor(() => expect(canvas.getByText('Ada Lovelace 0001')).toBeInTheDocument());
  },
};

/** Sorted by creation date, newest first, from the start. */
export const Sorted: Story = {
  args: { defaultSort: { columnId: 'created', direction: 'descending' } },
};

/** The caller is loading: skeleton rows, the table marked busy and a status for screen readers. */
export const Loading: Story = {
  args: { loading: true, rows: [] },
};

/** No rows: the caller's empty text, e.g. the domains table's. */
export const Empty: Story = {
  args: { rows: [], emptyText: 'No domains have been configured yet.' },
};

/** The caller reports an error; the table shows it in place of rows. */
export const WithError: Story = {
  args: {
    rows: [],
    error: (
      <div role="alert">
        The list could not be loaded.{' '}
        <Button size="small" variant="link">
          {uiCopy.common.retry}
        </Button>
      </div>
    ),
  },
};

/** A row-actions "…" menu per row, opened from the keyboard. */
export const WithRowActions: Story = {
  args: {
    rows: someUsers.slice(0, 4),
    rowActions: (u) => (
      <ActionsMenu aria-label={`${uiCopy.common.actions}: ${u.email}`}>
        <ActionsMenu.Item>Permission Group</ActionsMenu.Item>
        <ActionsMenu.Item>Reset User Password</ActionsMenu.Item>
        <ActionsMenu.Separator />
        <ActionsMenu.Item variant="danger">Delete User</ActionsMenu.Item>
      </ActionsMenu>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Looked up afresh after focusing: that swaps the button for the menu's own trigger (ActionsMenu's doc).
    const button = () =>
      canvas.getByRole('button', { name: `${uiCopy.common.actions}: ada.lovelace.0001@example.com` });
    button().focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Permission Group' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button()).toHaveFocus());
  },
};

/** Long values are cut with an ellipsis rather than growing the row. */
export const WithLongContent: Story = {
  args: {
    rows: [
      {
        _id: 'long',
        name: 'Maximiliane Alexandra Konstanze von Hohenzollern-Sigmaringen',
        email:
          'maximiliane.alexandra.konstanze.von.hohenzollern-sigmaringen@a-very-long-company-domain.example.com',
        status: 'Invited',
        permissionGroup: 'Panel Managers with Financial Access',
        createdAt: new Date(Date.UTC(2026, 0, 1)),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    // Cut with an ellipsis, whole on hover.
    const email =
      'maximiliane.alexandra.konstanze.von.hohenzollern-sigmaringen@a-very-long-company-domain.example.com';
    await expect(within(canvasElement).getByText(email)).toHaveAttribute('title', email);
  },
};

/**
 * A phone (390px): the columns keep their widths — Email, the one `auto` column, no narrower than a medium column —
 * and the table scrolls sideways inside its own frame; the page itself does not.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('columnheader', { name: 'Email' });
    await expect(email.getBoundingClientRect().width).toBeGreaterThanOrEqual(160);
    const frame = canvas.getByRole('region', { name: 'Users' });
    await expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
    const root = document.documentElement;
    await expect(root.scrollWidth).toBe(root.clientWidth);
  },
};

import type { MockDb } from '@qone/api-client/mocks';
import { uiCopy } from '@qone/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { activityCopy } from '../../copy';
import { withConsole } from '../../stories/withConsole';
import { withFixedNow } from '../../stories/withFixedNow';
import { ActivityPage } from './ActivityPage';
import { arrangeHistory, STORY_GROUP_ID } from './ActivityPage.fixtures';

const t = activityCopy;
const PATH = '/company-settings/activity';

/** /company-settings/activity: the whole console, against the fake API with a history across areas. */
const meta = {
  title: 'Pages/Activity',
  component: ActivityPage,
  decorators: [withConsole, withFixedNow],
  parameters: {
    layout: 'fullscreen',
    console: { path: PATH, session: 'admin' },
    arrange: (db: MockDb) => arrangeHistory(db),
  },
  globals: { viewport: { value: 'wide', isRotated: false } },
} satisfies Meta<typeof ActivityPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function timeline(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: t.title }, { timeout: 10_000 });
  const list = await canvas.findByRole('list', { name: t.list }, { timeout: 10_000 });
  return { canvas, list: within(list) };
}

const entryButton = (list: ReturnType<typeof within>, name: RegExp) => list.getByRole('button', { name });

/**
 * Newest first, each entry a sentence in the product's words with its area; the breadcrumb Home > Account Settings
 * > Activity; the sidebar's Activity entry is the current one.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, list } = await timeline(canvasElement);
    await expect(canvas.getByRole('navigation', { name: uiCopy.breadcrumbs.label })).toHaveTextContent(
      /Home.*Account Settings.*Activity/,
    );
    const buttons = list.getAllByRole('button');
    await expect(buttons[0]).toHaveAccessibleName(/saved a draft of Back-up and data retention policy/);
    await expect(buttons[1]).toHaveAccessibleName(/changed the permission group Regional managers/);
    await expect(list.queryByText(/permission-group\./)).toBeNull();
  },
};

/** An entry opens (keyboard) to its fields before → after; a long text as a line diff marked + and −. */
export const LongDiff: Story = {
  play: async ({ canvasElement }) => {
    const { list } = await timeline(canvasElement);
    const entry = entryButton(list, /saved a draft of Back-up and data retention policy/);
    await expect(entry).toHaveAttribute('aria-expanded', 'false');
    entry.focus();
    await userEvent.keyboard('{Enter}');
    await expect(entry).toHaveAttribute('aria-expanded', 'true');
    const panel = within(document.getElementById(entry.getAttribute('aria-controls') ?? '') as HTMLElement);
    await waitFor(() => expect(panel.getByText(/Backups are kept for 90 days/)).toBeVisible());
    await expect(panel.getByText(/Backups are kept for 30 days/).closest('del')).not.toBeNull();
    await expect(panel.getByText(/Deleted accounts are erased/).closest('ins')).not.toBeNull();
    await expect(panel.getByText(t.fields.paragraph ?? '')).toBeVisible();
  },
};

/** A group's access switches read as the flags granted and removed, by their names in the access tree. */
export const AccessDiff: Story = {
  play: async ({ canvasElement }) => {
    const { list } = await timeline(canvasElement);
    // The older of the two: a panel's right removed.
    const first = list.getAllByRole('button', { name: /changed the access of Regional managers/ })[1];
    if (!first) throw new Error('no access change');
    await userEvent.click(first);
    const panel = within(document.getElementById(first.getAttribute('aria-controls') ?? '') as HTMLElement);
    await expect(panel.getByRole('list', { name: uiCopy.changeDiff.revoked })).toHaveTextContent(
      'Spring panel: Export',
    );
  },
};

/** Filtering by area and action writes the address; a reload of that address shows the same filtered list. */
export const FilterByArea: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await timeline(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t.filters.area }), 'company');
    await waitFor(() =>
      expect(canvas.getAllByRole('button', { name: /changed the settings of/ })).toHaveLength(1),
    );
    await expect(canvas.queryByRole('button', { name: /invited/ })).toBeNull();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: t.filters.action }),
      'company.updated',
    );
    const open = await canvas.findByRole('button', { name: /changed the settings of/ });
    await userEvent.click(open);
    await expect(canvas.getByText('invoices@example.com').closest('ins')).not.toBeNull();
    await expect(canvas.getByText('billing@example.com').closest('del')).not.toBeNull();
  },
};

/** A shared address: the area, the text and a record (a removable chip naming it) come from the query. */
export const FilteredUrl: Story = {
  parameters: {
    console: {
      path: `${PATH}?area=permission-groups&q=regional&targetType=permission-group&targetId=${STORY_GROUP_ID}`,
      session: 'admin',
    },
  },
  play: async ({ canvasElement }) => {
    const { canvas, list } = await timeline(canvasElement);
    await expect(canvas.getByRole('combobox', { name: t.filters.area })).toHaveValue('permission-groups');
    await expect(canvas.getByRole('searchbox', { name: t.filters.search })).toHaveValue('regional');
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    const remove = canvas.getByRole('button', {
      name: `Remove filter ${t.filters.target}: Regional managers`,
    });
    await userEvent.click(remove);
    await waitFor(() => expect(canvas.queryByRole('button', { name: /Remove filter/ })).toBeNull());
    await expect(canvas.getByRole('combobox', { name: t.filters.area })).toHaveValue('permission-groups');
  },
};

/** Text search (debounced) over target and actor names; Clear filters brings back everything. */
export const SearchAndClear: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await timeline(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: t.filters.search }), 'lena');
    await waitFor(() =>
      expect(canvas.queryAllByRole('button', { name: /Regional managers/ })).toHaveLength(0),
    );
    await canvas.findByRole('button', { name: /invited lena/ }, { timeout: 10_000 });
    await userEvent.type(canvas.getByRole('searchbox', { name: t.filters.search }), 'zzz');
    await expect(await canvas.findByText(t.emptyTitle, {}, { timeout: 10_000 })).toBeVisible();
    // The empty state's way out (the filter bar has a Clear button too).
    const clear = canvas.getAllByRole('button', { name: t.clearFilters }).at(-1);
    if (!clear) throw new Error('no Clear filters');
    await userEvent.click(clear);
    await waitFor(() => expect(canvas.getByRole('searchbox', { name: t.filters.search })).toHaveValue(''));
    await waitFor(() =>
      expect(canvas.getAllByRole('button', { name: /Regional managers/ }).length).toBeGreaterThan(1),
    );
  },
  parameters: { visual: { disable: true, reason: 'the same screen as Default once cleared' } },
};

/** Hundreds of events: older pages load as the end scrolls into view, or by the Load older button. */
export const Many: Story = {
  parameters: { arrange: (db: MockDb) => arrangeHistory(db, 300) },
  play: async ({ canvasElement }) => {
    const { canvas, list } = await timeline(canvasElement);
    await expect(list.getAllByRole('listitem').length).toBe(50);
    await userEvent.click(canvas.getByRole('button', { name: t.loadOlder }));
    await waitFor(() => expect(list.getAllByRole('listitem').length).toBeGreaterThanOrEqual(100));
  },
};

/** The record could not be read: the console's failed-read state with Try again. */
export const LoadFailed: Story = {
  parameters: { scenario: 'error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t.loadError, {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** A user without the settings permission: the server refuses the record and the page says so. */
export const Viewer: Story = {
  parameters: { console: { path: PATH, session: 'viewer' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t.loadError, {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: t.list })).toBeNull();
  },
};

/** At 390 px: the filters fold behind a button; opened, with a long diff expanded. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { canvas, list } = await timeline(canvasElement);
    const toggle = canvas.getByRole('button', { name: t.filters.filters });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByRole('combobox', { name: t.filters.area })).toBeVisible();
    await userEvent.click(entryButton(list, /saved a draft of/));
    await waitFor(() => expect(list.getByText(/Deleted accounts are erased/)).toBeVisible());
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
    // The shot: the filters open above the expanded entry.
    canvas.getByRole('heading', { level: 1 }).scrollIntoView();
  },
};

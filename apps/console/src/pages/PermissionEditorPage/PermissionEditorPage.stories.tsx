import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@qone/api-client';
import { groupId } from '@qone/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { commonCopy, peopleCopy } from '../../copy';
import { withConsole } from '../../stories/withConsole';
import { PermissionEditorPage } from './PermissionEditorPage';

const t = peopleCopy.editor;
const pmGroup = groupId(1);

/** /company-settings/permission-group/permission/{id}: the access editor of Project managers, against the fake API. */
const meta = {
  title: 'Pages/Permission editor',
  component: PermissionEditorPage,
  decorators: [withConsole],
  parameters: {
    layout: 'fullscreen',
    console: { path: `/company-settings/permission-group/permission/${pmGroup}`, session: 'admin' },
  },
} satisfies Meta<typeof PermissionEditorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function tree(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const found = await canvas.findByRole(
    'tree',
    { name: t.treeLabel('Project managers') },
    { timeout: 10_000 },
  );
  return { canvas, tree: within(found) };
}
const row = (scope: ReturnType<typeof within>, name: string) =>
  scope.getByRole('treeitem', { name: new RegExp(`^${name}`) });
const eventually = (check: () => unknown) => waitFor(check, { timeout: 10_000 });

/**
 * The group's tree (Projects on with one right off: mixed; Surveys with Survey Designer; Panels with its panels),
 * "Affects N users" and what members see.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, tree: scope } = await tree(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Project managers' })).toBeVisible();
    await expect(canvas.getByText(t.affects(2), { selector: '[role="status"]' })).toBeVisible();
    await expect(row(scope, 'Projects')).toHaveAttribute('aria-checked', 'mixed');
    await expect(row(scope, 'Survey Designer')).toHaveAttribute('aria-checked', 'true');
    await expect(row(scope, 'Germany consumer panel')).toHaveAttribute('aria-checked', 'mixed');
    await expect(scope.queryByRole('treeitem', { name: /^Create panels/ })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    const preview = canvas.getByRole('region', { name: t.preview.title });
    await expect(within(preview).getByText(t.preview.settingsEmpty)).toBeVisible();
  },
};

/**
 * Another admin switched Scheduler on (through the same fake API) after the tree was read: switching Contacts off is
 * refused and saved nothing, the notice names what they changed and the tree waits; Reload shows their change.
 */
export const ChangedMeanwhile: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, tree: scope } = await tree(canvasElement);
    const other = await fetch(`/api/permission-groups/${pmGroup}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
      body: JSON.stringify({ target: 'scheduler', id: pmGroup, value: true, baseVersion: 1 }),
    });
    await expect(other.status).toBe(200);
    await userEvent.click(row(scope, 'Contacts'));
    const notice = within(await canvas.findByRole('alert', {}, { timeout: 10_000 }));
    await expect(notice.getByText(commonCopy.conflict.title)).toBeVisible();
    await expect(notice.getByRole('term')).toHaveTextContent(t.flags.scheduler);
    await expect(row(scope, 'Contacts')).toHaveAttribute('aria-disabled', 'true');
    await expect(row(scope, 'Scheduler')).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(notice.getByRole('button', { name: commonCopy.conflict.reload }));
    await eventually(() => expect(row(scope, 'Scheduler')).toHaveAttribute('aria-checked', 'true'));
    await expect(row(scope, 'Contacts')).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.queryByText(commonCopy.conflict.title)).toBeNull();
  },
  parameters: {
    visual: {
      disable: true,
      reason: 'ends as the Default tree with Scheduler on; the notice is pictured by Pages/Roles and the kit',
    },
  },
};

/**
 * By keyboard: down to Scheduler, Space switches it on (saved at once), Undo in the toast switches it back; the
 * preview follows.
 */
export const ToggleAndUndo: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, tree: scope } = await tree(canvasElement);
    row(scope, 'Projects').focus();
    await userEvent.keyboard('{End}');
    await userEvent.keyboard('sch');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/^Scheduler/));
    await userEvent.keyboard(' ');
    await eventually(() => expect(row(scope, 'Scheduler')).toHaveAttribute('aria-checked', 'true'));
    const body = within(document.body);
    const undo = await body.findByRole('button', { name: t.undo }, { timeout: 10_000 });
    undo.focus();
    await userEvent.keyboard('{Enter}');
    await eventually(() => expect(row(scope, 'Scheduler')).toHaveAttribute('aria-checked', 'false'));
    await expect(await body.findByText(t.undone(t.flags.scheduler))).toBeVisible();
    // Both switches are in the group's history.
    await eventually(() =>
      expect(canvas.getAllByText(/changed the access of Project managers/).length).toBe(2),
    );
  },
  parameters: { visual: { disable: true, reason: 'the toast is timed' } },
};

/** Switching Settings on for the group: the preview now shows the Account Settings menu. */
export const PreviewFollows: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, tree: scope } = await tree(canvasElement);
    await userEvent.click(within(row(scope, 'Settings')).getByText('Settings', { exact: true }));
    const preview = within(canvas.getByRole('region', { name: t.preview.title }));
    await eventually(() => expect(preview.getByText('User Management')).toBeVisible());
  },
  parameters: { visual: { disable: true, reason: 'the toast is timed' } },
};

/** A group that does not exist. */
export const NotFound: Story = {
  parameters: {
    console: {
      path: '/company-settings/permission-group/permission/00000000-0000-4000-8000-000000000000',
      session: 'admin',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t.notFound }, { timeout: 10_000 })).toBeVisible();
  },
};

/** Loading (1.5 s per answer). */
export const Loading: Story = {
  parameters: { scenario: 'slow', visual: { disable: true, reason: 'the skeleton shimmer is animated' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', undefined, { timeout: 10_000 })).toBeInTheDocument();
  },
};

/** The group could not be read. */
export const ServerError: Story = {
  parameters: { scenario: 'error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: t.loadError }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

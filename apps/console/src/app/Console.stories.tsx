import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withConsole } from '../stories/withConsole';

/** The console's frame and routing: guards, layouts bound to the session, unknown paths. */
const meta = {
  title: 'Console/App',
  decorators: [withConsole],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor without a session who opens a protected page lands on /login. */
export const SignedOutRedirect: Story = {
  parameters: {
    console: { path: '/company-settings/user-management-dashboard', session: null },
    scenario: 'signedOut',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The login page is a lazily loaded chunk: give it time on a cold start.
    await expect(await canvas.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /email/i })).toBeVisible();
  },
};

/** An unknown path shows the not-found page. */
export const NotFound: Story = {
  parameters: { console: { path: '/no/such/page', session: 'admin' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Page not found' })).toBeVisible();
  },
};

/** An Account-area page in its frame: header, side menu with the admin's entries, profile menu with the name. */
export const AccountArea: Story = {
  parameters: { console: { path: '/company-settings/permission-group', session: 'admin' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = await canvas.findByRole('link', { name: 'Permission Groups' });
    await expect(current).toHaveAttribute('aria-current', 'page');
  },
};

/** A Defaults-area page in its frame: top bar with 'Q ONE TECH' and the sidebar with the active marker. */
export const DefaultsArea: Story = {
  parameters: { console: { path: '/default-content', session: 'admin' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Q ONE TECH')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Default Content' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Log Out from the Account area ends the session and goes to /login. */
export const LogOut: Story = {
  parameters: { console: { path: '/company-settings/permission-group', session: 'admin' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = await within(canvasElement).findByRole('button', { name: /profile/i });
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('menuitem', { name: /log ?out/i }));
    await waitFor(() => expect(window.localStorage.getItem('user')).toBeNull());
    // The Account area's Log Out goes to /login.
    await expect(
      await within(canvasElement).findByRole('textbox', { name: /email/i }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

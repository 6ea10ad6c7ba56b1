import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { frameCopy } from '../copy';
import { paths } from '../routes';
import { withConsole } from '../stories/withConsole';

/** Pages are lazily loaded chunks; the first story of a cold run waits for Vite to transform them. */
const COLD_START = 15_000;

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
    visual: { disable: true, reason: "ends on the login page, whose look is its own stories' baseline" },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The login page is a lazily loaded chunk: give it time on a cold start.
    await expect(await canvas.findByRole('heading', { level: 1 }, { timeout: COLD_START })).toBeVisible();
    // A bare page: no Account-area navigation without a session.
    await expect(canvas.queryByRole('link', { name: 'Permission Groups' })).toBeNull();
  },
};

/** An unknown path shows the not-found page: what happened, and a link home. */
export const NotFound: Story = {
  parameters: { console: { path: '/no/such/page', session: 'admin' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Page not found' }, { timeout: COLD_START }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: frameCopy.notFound.home })).toHaveAttribute(
      'href',
      paths.home,
    );
  },
};

/** An Account-area page in its frame: header, side menu with the admin's entries, profile menu with the name. */
export const AccountArea: Story = {
  parameters: { console: { path: '/company-settings/permission-group', session: 'admin' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = await canvas.findByRole('link', { name: 'Permission Groups' }, { timeout: COLD_START });
    await expect(current).toHaveAttribute('aria-current', 'page');
  },
};

/** A Defaults-area page in its frame: top bar with 'Q ONE TECH' and the sidebar with the active marker. */
export const DefaultsArea: Story = {
  parameters: { console: { path: '/default-content', session: 'admin' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Q ONE TECH', {}, { timeout: COLD_START })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Default Content' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Log Out from the Account area ends the session and goes to /login. */
export const LogOut: Story = {
  parameters: {
    console: { path: '/company-settings/permission-group', session: 'admin' },
    visual: { disable: true, reason: "ends on the login page, whose look is its own stories' baseline" },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = await within(canvasElement).findByRole(
      'button',
      { name: /profile/i },
      { timeout: COLD_START },
    );
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('menuitem', { name: /log ?out/i }));
    await waitFor(() => expect(window.localStorage.getItem('user')).toBeNull());
    // The Account area's Log Out goes to /login: a bare page, the layout gone.
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1 }, { timeout: COLD_START }),
    ).toBeVisible();
    await waitFor(() => expect(within(canvasElement).queryByRole('button', { name: /profile/i })).toBeNull());
  },
};

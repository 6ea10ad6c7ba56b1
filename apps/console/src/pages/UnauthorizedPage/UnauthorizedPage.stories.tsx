import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { authCopy } from '../../copy';
import { withConsole } from '../../stories/withConsole';
import { UnauthorizedPage } from './UnauthorizedPage';

/**
 * /401: 'Unauthorized... redirecting', a 5-second countdown, then /. The page calls nothing, so the
 * fake's scenarios (slow, error, empty) do not change it; the stories show how it is reached and left instead.
 */
const meta = {
  title: 'Pages/Unauthorized',
  component: UnauthorizedPage,
  decorators: [withConsole],
  parameters: { layout: 'fullscreen', console: { path: '/401', session: 'admin' } },
} satisfies Meta<typeof UnauthorizedPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const liveCountdown = { disable: true, reason: 'live countdown: the seconds change while the shot is taken' };

/** The message and the running countdown; the stored session is dropped at once. */
export const Default: Story = {
  parameters: { visual: liveCountdown },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: authCopy.unauthorized.title },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent(/[1-5] seconds?/);
    await waitFor(() => expect(window.localStorage.getItem('user')).toBeNull());
  },
};

/**
 * After 5 seconds the console goes to /; without a session / asks for a sign-in, so the visitor ends on /login.
 * (The screenshot shows that login page.)
 */
export const RedirectsAfterCountdown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('timer', {}, { timeout: 10_000 });
    await expect(
      await canvas.findByRole('heading', { level: 1, name: authCopy.login.title }, { timeout: 8_000 }),
    ).toBeVisible();
  },
};

/** 'Go now' leaves without waiting. */
export const GoNow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: authCopy.unauthorized.goNow }, { timeout: 10_000 }),
    );
    await expect(await canvas.findByRole('heading', { level: 1, name: authCopy.login.title })).toBeVisible();
  },
};

/** How the page is reached: a signed-in page whose call answers 401 (the server session ended) sends the user here. */
export const FromAnExpiredSession: Story = {
  parameters: { console: { path: '/home', session: 'admin' }, visual: liveCountdown },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/permissions', () => HttpResponse.json({ error: 'Not signed in' }, { status: 401 })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: authCopy.unauthorized.title },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

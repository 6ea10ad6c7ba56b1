import { FAKE_INSTALLATION_LINKS } from '@qone/api-client/mocks';
import { uiCopy } from '@qone/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { frameCopy, homeCopy } from '../../copy';
import { withConsole } from '../../stories/withConsole';
import { HomePage } from './HomePage';

/** / and /home: one launcher card per module the signed-in user may open, in the Account area. */
const meta = {
  title: 'Pages/Home',
  component: HomePage,
  decorators: [withConsole],
  parameters: { layout: 'fullscreen', console: { path: '/home', session: 'admin' } },
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const cardTitles = [homeCopy.projects, homeCopy.surveyDesigner, homeCopy.panels];

async function heading(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: homeCopy.title }, { timeout: 10_000 });
  return canvas;
}

/** The admin has every flag: Projects, Survey Designer and Panels, each with its 'Go'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await heading(canvasElement);
    const cards = canvas.getByRole('list', { name: homeCopy.modulesLabel });
    for (const title of cardTitles) {
      await expect(within(cards).getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(
      within(cards).getByRole('link', { name: `${uiCopy.common.go} ${homeCopy.projects}` }),
    ).toHaveAttribute('href', '/panel-manager/projects');
    await expect(
      within(cards).getByRole('link', { name: `${uiCopy.common.go} ${homeCopy.surveyDesigner}` }),
    ).toHaveAttribute('href', '/survey-designer');
    await expect(
      within(cards).getByRole('link', { name: `${uiCopy.common.go} ${homeCopy.panels}` }),
    ).toHaveAttribute('href', '/panel-manager/overview');
  },
};

/** The same page at /, the console's start. */
export const AtRoot: Story = {
  parameters: { console: { path: '/', session: 'admin' } },
  play: async ({ canvasElement }) => {
    const canvas = await heading(canvasElement);
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThanOrEqual(cardTitles.length);
  },
};

/** 'Go' leads to the installation's address of the module (the fake's PROJECTS_URL), in the same tab. */
export const GoToProjects: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await heading(canvasElement);
    // Asked anew each time: the link is a console link until the addresses are known, then a plain one.
    const go = () => canvas.getByRole('link', { name: `${uiCopy.common.go} ${homeCopy.projects}` });
    await waitFor(() => expect(go()).toHaveAttribute('href', FAKE_INSTALLATION_LINKS.projects));
    await expect(go()).not.toHaveAttribute('target');
  },
};

/** On an installation without the modules' addresses, each card says so and offers no link. */
export const ModulesNotSetUp: Story = {
  parameters: { scenario: 'noInstallationLinks' },
  play: async ({ canvasElement }) => {
    const canvas = await heading(canvasElement);
    await waitFor(() => expect(canvas.getAllByText(frameCopy.modules.notSetUp)).toHaveLength(3));
    const cards = canvas.getByRole('list', { name: homeCopy.modulesLabel });
    await expect(within(cards).queryAllByRole('link')).toEqual([]);
  },
};

/** A user without any of the three flags (group Viewers) sees why there is nothing to open. */
export const NoModules: Story = {
  parameters: { console: { path: '/home', session: 'viewer' } },
  play: async ({ canvasElement }) => {
    const canvas = await heading(canvasElement);
    await expect(await canvas.findByRole('heading', { name: homeCopy.emptyTitle })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: homeCopy.modulesLabel })).toBeNull();
  },
};

/**
 * The permission group changed since sign-in: the server's answer wins (only Panels is left) and the stored
 * permissions follow, so the menus agree.
 */
export const PermissionsRefreshed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/permissions', () =>
        HttpResponse.json({
          data: {
            permissions: {
              projects: false,
              surveyDesigner: false,
              panels: true,
              contacts: false,
              defaults: false,
              settings: false,
            },
            userName: 'Anna Schmidt',
          },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await heading(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('heading', { name: homeCopy.projects })).toBeNull());
    await expect(canvas.getByRole('heading', { name: homeCopy.panels })).toBeVisible();
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('permissions') ?? '{}')).toMatchObject({
        projects: false,
        panels: true,
      }),
    );
  },
};

/** While the permissions load (1.5 s per answer) the cards already show from the stored permissions. */
export const Loading: Story = {
  parameters: { scenario: 'slow' },
  play: async ({ canvasElement }) => {
    const canvas = await heading(canvasElement);
    for (const title of cardTitles) await expect(canvas.getByRole('heading', { name: title })).toBeVisible();
  },
};

/** The permissions call fails: a warning with 'Try again', and the cards from the stored permissions. */
export const ServerError: Story = {
  parameters: { scenario: 'error' },
  play: async ({ canvasElement }) => {
    const canvas = await heading(canvasElement);
    await expect(await canvas.findByText(homeCopy.loadError)).toBeVisible();
    await expect(canvas.getByRole('button', { name: uiCopy.common.retry })).toBeVisible();
    for (const title of cardTitles) await expect(canvas.getByRole('heading', { name: title })).toBeVisible();
  },
};

/** The 'empty' scenario (no users, groups or templates yet) still has a signed-in admin with every flag. */
export const Empty: Story = {
  parameters: { scenario: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = await heading(canvasElement);
    for (const title of cardTitles) await expect(canvas.getByRole('heading', { name: title })).toBeVisible();
  },
};

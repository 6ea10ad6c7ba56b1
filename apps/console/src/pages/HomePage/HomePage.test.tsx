import { FAKE_INSTALLATION_LINKS } from '@qone/api-client/mocks';
import { uiCopy } from '@qone/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { renderConsole } from '../../../test/renderConsole';
import { clearSession, getSession, saveSession } from '../../app/session';
import { frameCopy, homeCopy } from '../../copy';

afterEach(() => clearSession());

const cardHeadings = (screen: Awaited<ReturnType<typeof renderConsole>>['screen']) =>
  screen
    .getByRole('list', { name: homeCopy.modulesLabel })
    .getByRole('heading')
    .elements()
    .map((element) => element.textContent);

describe('<HomePage />', () => {
  it('shows one card per granted flag, each linking to its module', async () => {
    const { screen } = await renderConsole('/home');
    await expect.element(screen.getByRole('heading', { name: homeCopy.panels })).toBeVisible();
    expect(cardHeadings(screen)).toEqual([homeCopy.projects, homeCopy.surveyDesigner, homeCopy.panels]);
    // The installation's address of the module (the fake's PROJECTS_URL … settings), in the same tab.
    const go = screen.getByRole('link', { name: `${uiCopy.common.go} ${homeCopy.surveyDesigner}` });
    await expect.element(go).toHaveAttribute('href', FAKE_INSTALLATION_LINKS.surveyDesigner);
    await expect.element(go).not.toHaveAttribute('target');
  });

  it('says a module is not set up for this installation, and offers no link to it', async () => {
    const { screen } = await renderConsole('/home', { scenario: 'noInstallationLinks' });
    await expect.poll(() => screen.getByText(frameCopy.modules.notSetUp).elements()).toHaveLength(3);
    expect(cardHeadings(screen)).toEqual([homeCopy.projects, homeCopy.surveyDesigner, homeCopy.panels]);
    const cards = screen.getByRole('list', { name: homeCopy.modulesLabel });
    expect(cards.getByRole('link').elements()).toEqual([]);
    expect(cards.getByRole('button').elements()).toEqual([]);
  });

  it('follows the server’s permissions over the stored ones, and stores them', async () => {
    const { screen } = await renderConsole('/home');
    const session = getSession();
    if (!session) throw new Error('no session');
    // As if the group had gained access since sign-in: stored says Panels only, the server says all three.
    saveSession({
      ...session,
      permissions: { ...session.permissions, projects: false, surveyDesigner: false, panels: true },
    });
    await expect.element(screen.getByRole('heading', { name: homeCopy.projects })).toBeVisible();
    await expect.poll(() => getSession()?.permissions.projects).toBe(true);
    expect(cardHeadings(screen)).toHaveLength(3);
  });

  it('explains an empty home when no module is allowed', async () => {
    const { screen } = await renderConsole('/home', { session: 'viewer' });
    await expect.element(screen.getByRole('heading', { name: homeCopy.emptyTitle })).toBeVisible();
    expect(screen.getByRole('list', { name: homeCopy.modulesLabel }).query()).toBeNull();
  });
});

import { createMockApi, type MockDb, type ScenarioName, VIEWER_USER_NUMBER } from '@qone/api-client/mocks';
import type { HttpHandler } from 'msw';
import { clearSession, saveSession, toSessionUser } from '../app/session';
import type { ConsoleStoryParameters } from './withConsole';

/**
 * Per story: a fresh fake API for `parameters.scenario` and the matching signed-in user (the console's
 * non-secret local-storage keys), so the fake and the console agree on who is signed in.
 */
export function setUpConsoleStory(parameters: Record<string, unknown>): HttpHandler[] {
  const scenario = (parameters.scenario ?? 'default') as ScenarioName;
  const { db, handlers } = createMockApi(scenario);
  // A story's own state on top of the scenario (e.g. an address whose mails fail).
  (parameters.arrange as ((db: MockDb) => void) | undefined)?.(db);
  const consoleParams = parameters.console as ConsoleStoryParameters | undefined;
  const who = consoleParams?.session === undefined ? 'admin' : consoleParams.session;
  clearSession();
  if (who === null || scenario === 'signedOut') {
    db.signOut();
    return handlers;
  }
  if (who === 'viewer') {
    const viewer = db.users[VIEWER_USER_NUMBER];
    if (viewer) db.signIn(viewer);
  }
  const user = db.currentUser();
  if (user) {
    saveSession({ user: toSessionUser(user), permissions: db.currentPermissions(), userEmail: user.email });
  }
  return handlers;
}

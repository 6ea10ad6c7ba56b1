import type { HttpHandler } from 'msw';
import { createMockDb, type MockDb, type MockDbOptions } from './db';
import { handlersFor } from './handlers';
import type { ScenarioName } from './scenarios';

/**
 * The handlers of the whole API for a scenario name (a fresh state each call) or for a state you
 * built with `createMockDb` (to inspect or arrange it). They match any origin, so the same list
 * serves Storybook, the console's offline mode (`./browser`) and Vitest (`./node`).
 */
export function createHandlers(
  source: ScenarioName | MockDb = 'default',
  options: MockDbOptions = {},
): HttpHandler[] {
  return handlersFor(typeof source === 'string' ? createMockDb(source, options) : source);
}

/** A fresh state and its handlers together. */
export function createMockApi(
  scenario: ScenarioName = 'default',
  options: MockDbOptions = {},
): { db: MockDb; handlers: HttpHandler[] } {
  const db = createMockDb(scenario, options);
  return { db, handlers: handlersFor(db) };
}

export {
  createMockDb,
  type MockDb,
  type MockDbOptions,
  type MockSession,
  type StoredGroup,
  type StoredMailer,
  type StoredPasskey,
  type StoredTemplate,
  type StoredUser,
} from './db';
export * from './fixtures';
export { handlersByTag, handlersFor } from './handlers';
export { SMS_MAX_LENGTH } from './handlers/defaults';
export { MockHttpError, routesFor } from './http';
export {
  isScenarioName,
  type Scenario,
  type ScenarioData,
  type ScenarioName,
  scenarioNames,
  scenarios,
} from './scenarios';
export { VIEWER_USER_NUMBER } from './seed';
export { editTranslationSheet, fillTranslationSheet, type SheetEdit } from './sheet-files';
export { activityEvent } from './store/activity';

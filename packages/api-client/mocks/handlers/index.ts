import type { HttpHandler } from 'msw';
import type { MockDb } from '../db';
import { activityHandlers } from './activity';
import { authHandlers } from './auth';
import { autoTranslateHandlers } from './auto-translate';
import { communicationHandlers } from './communication';
import { companyHandlers } from './companies';
import { dashboardHandlers } from './dashboard';
import { defaultsHandlers } from './defaults';
import { languageHandlers } from './languages';
import { legalHandlers } from './legal';
import { metaHandlers } from './meta';
import { permissionGroupHandlers } from './permission-groups';
import { permissionHandlers } from './permissions';
import { platformSettingsHandlers } from './platform-settings';
import { secondFactorHandlers } from './second-factors';
import { sessionHandlers } from './sessions';
import { timeZoneHandlers } from './time-zones';
import { translationSheetHandlers } from './translation-sheet';
import { translationHandlers } from './translations';
import { userRoleHandlers } from './user-roles';
import { userSearchHandlers } from './user-search';
import { userHandlers } from './users';

/** One factory per tag of openapi.yaml, in the order the tags are declared there. */
export const handlersByTag = {
  auth: (db: MockDb) => [...sessionHandlers(db), ...authHandlers(db)],
  users: (db: MockDb) => [...userSearchHandlers(db), ...userHandlers(db)],
  'second-factors': secondFactorHandlers,
  companies: companyHandlers,
  dashboard: dashboardHandlers,
  'permission-groups': permissionGroupHandlers,
  permissions: permissionHandlers,
  'user-roles': userRoleHandlers,
  'platform-settings': platformSettingsHandlers,
  defaults: defaultsHandlers,
  languages: languageHandlers,
  'time-zones': timeZoneHandlers,
  // auto-translate's fixed paths before the translations' `{templateId}/{language}` ones
  translations: (db: MockDb) => [
    ...translationSheetHandlers(db),
    ...autoTranslateHandlers(db),
    ...translationHandlers(db),
  ],
  legal: legalHandlers,
  communication: communicationHandlers,
  activity: activityHandlers,
  meta: metaHandlers,
} satisfies Record<string, (db: MockDb) => HttpHandler[]>;

/** Every handler of every tag, bound to `db`. Within a tag, fixed paths come before `{param}` ones. */
export function handlersFor(db: MockDb): HttpHandler[] {
  return Object.values(handlersByTag).flatMap((factory) => factory(db));
}

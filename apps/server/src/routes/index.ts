import { activityExportOperations } from './activity/export.js';
import { activityOperations } from './activity/index.js';
import { latestChangeOperations } from './activity/latest.js';
import { authOperations } from './auth/index.js';
// settings (company and platform settings)
import { communicationOperations } from './communication/index.js';
import { companyOperations } from './companies/index.js';
import { dashboardOperations } from './dashboard/index.js';
import { defaultsOperations } from './defaults/index.js';
import type { OperationHandlers } from './define.js';
// languages and translations
import { languageOperations } from './languages/index.js';
import { legalOperations } from './legal/index.js';
import { metaOperations } from './meta/index.js';
import { permissionGroupOperations } from './permission-groups/index.js';
import { permissionOperations } from './permissions/index.js';
import { platformSettingsOperations } from './platform-settings/index.js';
import { installationLinkOperations } from './platform-settings/installation-links.js';
import { mailStatusOperations } from './platform-settings/mail-status.js';
import { secondFactorOperations } from './second-factors/index.js';
import { passkeyOperations } from './second-factors/passkeys.js';
import { timeZoneOperations } from './time-zones/index.js';
import { autoTranslateOperations } from './translations/auto-translate.js';
import { translationOperations } from './translations/index.js';
import { translationSheetOperations } from './translations/sheet.js';
import { userRoleOperations } from './user-roles/index.js';
import { usersOperations } from './users/index.js';

/** Every resource folder's handlers, merged into the registry the app resolves operationIds against. */
export const operationHandlers: OperationHandlers = {
  ...metaOperations,
  ...authOperations,
  ...usersOperations,
  ...secondFactorOperations,
  ...passkeyOperations,
  ...permissionGroupOperations,
  ...permissionOperations,
  ...userRoleOperations,
  ...companyOperations,
  ...dashboardOperations,
  ...activityOperations,
  ...activityExportOperations,
  ...latestChangeOperations,
  ...defaultsOperations,
  // settings
  ...platformSettingsOperations,
  ...mailStatusOperations,
  ...installationLinkOperations,
  ...timeZoneOperations,
  ...legalOperations,
  ...communicationOperations,
  // languages and translations
  ...languageOperations,
  ...translationOperations,
  ...translationSheetOperations,
  ...autoTranslateOperations,
};

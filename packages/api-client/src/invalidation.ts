import { matchAll, matchPaths, type QueryPath } from './keys';

const USERS = [
  '/api/users',
  '/api/users/all',
  '/api/users/invited-users',
  '/api/users/{id}',
] as const satisfies QueryPath[];
const GROUPS = ['/api/permission-groups', '/api/permission-groups/{id}'] as const satisfies QueryPath[];
const SELF = ['/api/permissions', '/api/companies/auth'] as const satisfies QueryPath[];
const COMPANY = [
  '/api/companies',
  '/api/companies/{id}',
  '/api/companies/auth',
  '/api/company-setting',
] as const satisfies QueryPath[];
const DASHBOARD = '/api/dashboard/summary' satisfies QueryPath;
const SECOND_FACTORS = '/api/users/me/second-factors' satisfies QueryPath;
const MY_SESSIONS = '/api/users/me/sessions' satisfies QueryPath;
/** What the company keeps against its storage quota: template versions, uploaded files, previews. */
const STORAGE = '/api/platform-settings/storage' satisfies QueryPath;
const TEMPLATES = [
  '/api/defaults',
  '/api/defaults/default/{id}',
  '/api/defaults/default/{id}/versions',
  '/api/defaults/slug/{slug}',
  '/api/defaults/slug/{slug}/page',
  '/api/defaults/button/{id}/settings',
  '/api/translations/{templateId}/{language}',
  '/api/translation-progress/{language}',
  DASHBOARD,
  STORAGE,
] as const satisfies QueryPath[];
const TRANSLATIONS = [
  '/api/translations/{templateId}/{language}',
  '/api/translation-progress/{language}',
] as const satisfies QueryPath[];
const LEGAL = [
  '/api/legal-documents',
  '/api/legal-documents/{path}',
  '/api/legal-documents/{path}/versions',
] as const satisfies QueryPath[];

/**
 * What each non-GET operation changes: the cached paths (every parameter value) revalidated after
 * it succeeds. `'all'` revalidates everything (login); `'clear'` empties the cache (logout).
 * Keyed by operationId; the contract test checks that every non-GET operation has an entry.
 */
export const invalidates = {
  // auth
  login: 'all',
  loginSecondFactor: 'all',
  loginWithPasskey: 'all',
  // Challenges for the browser change nothing shown.
  startSecurityKeyStep: [],
  startPasskeySignIn: [],
  logout: 'clear',
  forgotPassword: [],
  setPassword: [],
  register: [],
  createAccount: [],
  // The address shown everywhere (lists, the signed-in user) changes.
  confirmEmailChange: [...USERS, ...SELF],
  endMySession: [MY_SESSIONS],
  endMyOtherSessions: [MY_SESSIONS],
  // A fresh proof changes nothing shown.
  stepUp: [],
  startStepUpWithKey: [],
  // users
  inviteUser: [...USERS, ...GROUPS, DASHBOARD],
  updateUserPermissionGroup: [...USERS, ...GROUPS, ...SELF],
  updateUserByEmail: [...USERS, ...GROUPS, ...SELF],
  deleteUser: [...USERS, ...GROUPS, DASHBOARD],
  updateUserProfile: [...USERS, ...SELF],
  resetUserPassword: [...USERS, DASHBOARD],
  reinviteUser: [...USERS],
  deleteInvitedUser: [...USERS, ...GROUPS, DASHBOARD],
  inviteUsers: [...USERS, ...GROUPS, DASHBOARD],
  // second factors: the caller's own list, and the kinds every user list and card shows
  startTotpEnrolment: [SECOND_FACTORS],
  confirmTotpEnrolment: [SECOND_FACTORS, ...USERS],
  removeTotp: [SECOND_FACTORS, ...USERS],
  regenerateRecoveryCodes: [SECOND_FACTORS],
  startPasskeyRegistration: [],
  addPasskey: [SECOND_FACTORS, ...USERS],
  renamePasskey: [SECOND_FACTORS],
  removePasskey: [SECOND_FACTORS, ...USERS],
  resetUserSecondFactors: [...USERS, DASHBOARD],
  // The caller's own list, when they signed themselves out everywhere.
  signOutEverywhere: [MY_SESSIONS],
  signOutEveryone: [MY_SESSIONS],
  // companies
  getCompanySettingByUser: [],
  updateCompany: [...COMPANY, DASHBOARD, STORAGE],
  uploadCompanyLogo: [STORAGE],
  // permission groups
  createPermissionGroup: [...GROUPS],
  updatePermissionGroup: [...GROUPS, ...USERS, '/api/permissions'],
  deletePermissionGroup: [...GROUPS],
  // user roles
  createUserRole: ['/api/user-roles', '/api/user-roles/{id}'],
  updateUserRole: ['/api/user-roles', '/api/user-roles/{id}'],
  deleteUserRole: ['/api/user-roles', '/api/user-roles/{id}'],
  // platform settings (domains also change the domain names shown by mailers)
  createDomain: ['/api/platform-settings/domains', '/api/platform-settings/mailers'],
  updateDomain: ['/api/platform-settings/domains', '/api/platform-settings/mailers'],
  deleteDomain: ['/api/platform-settings/domains', '/api/platform-settings/mailers'],
  // A mailer's type decides which records its domain needs.
  createMailer: ['/api/platform-settings/mailers', '/api/platform-settings/domains'],
  updateMailer: ['/api/platform-settings/mailers', '/api/platform-settings/domains'],
  deleteMailer: ['/api/platform-settings/mailers', '/api/platform-settings/domains'],
  verifyDomain: ['/api/platform-settings/domains'],
  sendMailerTest: [],
  // default content
  createTemplate: [...TEMPLATES],
  updateTemplate: [...TEMPLATES],
  deleteTemplate: [...TEMPLATES],
  copyTemplate: [...TEMPLATES],
  restoreTemplateVersion: [...TEMPLATES],
  // a preview is read once, by its own URL; it counts in the company's storage until it expires
  createTemplatePreview: [STORAGE],
  sendPreviewEmail: [],
  sendPreviewSms: [],
  updateButtonSettings: ['/api/defaults/button/{id}/settings'],
  // tracking codes are part of the template and of its public page
  saveTrackingCode: ['/api/defaults/default/{id}', '/api/defaults/slug/{slug}/page'],
  deleteTrackingCode: ['/api/defaults/default/{id}', '/api/defaults/slug/{slug}/page'],
  // languages and time zones
  updateLanguages: ['/api/languages', DASHBOARD],
  updateTimeZones: ['/api/time-zones', DASHBOARD],
  // translations
  updateTranslations: [...TRANSLATIONS],
  // translation sheet: a preview writes nothing
  previewTranslationSheet: [],
  importTranslationSheet: [...TRANSLATIONS],
  autoTranslate: [...TRANSLATIONS],
  // auto-translate: progress, and the templates list's missing-translation badges
  autoTranslateTemplates: [...TRANSLATIONS, '/api/defaults'],
  // legal
  saveLegalDraft: [...LEGAL],
  discardLegalDraft: [...LEGAL],
  publishLegalDraft: [...LEGAL, DASHBOARD],
  setLegalChoice: [...LEGAL],
  acceptLegalDocument: [...LEGAL, DASHBOARD],
  // communication
  createCommunicationIntegration: ['/api/communication-integrations'],
  updateCommunicationIntegration: ['/api/communication-integrations'],
  deleteCommunicationIntegration: ['/api/communication-integrations'],
} as const satisfies Record<string, readonly QueryPath[] | 'all' | 'clear'>;

/** The operationId of every non-GET operation. */
export type MutationName = keyof typeof invalidates;

/** Every write the server makes is recorded in the activity record, which any change therefore revalidates. */
const ACTIVITY = ['/api/activity', '/api/activity/latest'] as const satisfies QueryPath[];

/** The filter handed to SWR's `mutate` after `name` succeeds, or `undefined` when nothing is cached from it. */
export function invalidationMatcher(name: MutationName): ((key: unknown) => boolean) | undefined {
  const target: readonly QueryPath[] | 'all' | 'clear' = invalidates[name];
  if (target === 'all' || target === 'clear') return matchAll;
  return target.length > 0 ? matchPaths([...target, ...ACTIVITY]) : undefined;
}

import type { ComponentType } from 'react';

/**
 * Every path of the console, written once: the route table below, the menus (`navigation.ts`) and every link and
 * redirect read them from here. Parameters use react-router's `:name`; fill them with `generatePath`.
 */
export const paths = {
  // Signed out
  login: '/login',
  register: '/register/:registerToken',
  forgotPassword: '/forgot-password',
  createAccount: '/create-account',
  setPassword: '/password',
  confirmEmail: '/confirm-email',
  unauthorized: '/401',
  /** Where a company's second-factor policy holds a signed-in user until they set one up. */
  enrolSecondFactor: '/enrol-second-factor',
  // Signed in: home and the user's own password
  root: '/',
  home: '/home',
  resetPassword: '/reset-password/:resetToken',
  /** Sign-in & security: one's own second factors and sessions. */
  accountSecurity: '/account/security',
  // Company settings (Account area)
  companyOverview: '/company-settings/overview',
  userManagement: '/company-settings/user-management-dashboard',
  roles: '/company-settings/user-management-dashboard/roles',
  permissionGroups: '/company-settings/permission-group',
  permissionEditor: '/company-settings/permission-group/permission/:id',
  companySettings: '/company-settings/company-settings/:companyId',
  currentCompanySettings: '/company-settings/:company',
  companyTranslations: '/company-settings/languages-and-translations',
  companyTranslationEditor: '/company-settings/translations-editor/:id',
  communication: '/company-settings/communication',
  companySettingsAndDefaults: '/company-settings/settings-and-defaults',
  companySettingsLanding: '/company-settings/settings',
  companyLegalAndSecurity: '/company-settings/legal-and-security',
  /** The company's activity timeline; its filters live in the query (`?area=…&q=…`), so a view can be shared. */
  activity: '/company-settings/activity',
  // System defaults (Defaults area)
  translations: '/languages-and-translations',
  translationEditor: '/translations-editor/:id',
  settingsAndDefaults: '/settings-and-defaults',
  legalAndSecurity: '/legal-and-security',
  legalDocument: '/legalsecurity/:documentPath',
  defaultContent: '/default-content',
  emailEditor: '/edit-content-email/:id',
  pageEditor: '/edit-content-page/:id',
  newSmsTemplate: '/edit-content-sms',
  smsEditor: '/edit-content-sms/:id',
  newButtonTemplate: '/edit-content-button',
  buttonEditor: '/edit-content-button/:id',
  /** A company's public page: the address names the company (its alias, or its id when it has none). */
  publicPage: '/p/:company/:slug',
  /** The older public address without a company: the server still answers it where it is unambiguous. */
  previewWebPage: '/preview-web-page/:slug',
  timeZones: '/tzn',
  // The platform's other modules
  contactManager: '/contact-manager',
  reports: '/reports',
  contentManager: '/content-manager',
  projects: '/panel-manager/projects',
  panels: '/panel-manager/overview',
  surveyDesigner: '/survey-designer',
  // Platform settings
  platformSettings: '/company-settings/edit',
  domains: '/company-settings/edit/domain',
  mailers: '/company-settings/edit/mailer',
} as const;

/**
 * `access`: 'public' routes send a signed-in visitor to /home; 'protected' routes send a visitor without a session
 * to `redirectTo` (/login, or / for the template editors); 'open' routes have no client guard (the platform
 * settings, the /401 notice, the public page preview) — the server still refuses the API calls, and a 401 leads to
 * /401. `layout`: the frame the page sits in, the Defaults area or the Account area.
 */
export type RouteAccess = 'public' | 'protected' | 'open';
export type RouteLayout = 'none' | 'defaults' | 'account';

/** Which menu entry a page highlights, in whichever area's menu it is shown. */
export type PageMarker =
  | 'home'
  | 'settingsAndDefaults'
  | 'companyOverview'
  | 'userManagement'
  | 'permissionGroups'
  | 'companySettings'
  | 'communications'
  | 'legalAndSecurity'
  | 'activity'
  | 'languages'
  | 'timeZones'
  | 'defaultContent'
  | 'contacts'
  | 'reports'
  | 'platformSettings'
  | 'domains'
  | 'mailers';

export interface ConsoleRoute {
  path: string;
  access: RouteAccess;
  layout: RouteLayout;
  /** Where a visitor without a session goes (protected routes only). */
  redirectTo?: typeof paths.login | typeof paths.root;
  /** The menu entry the page highlights. */
  marker?: PageMarker;
  /** The page's module (`src/pages/<Name>/index.ts`): its own chunk, named in the build's size budgets. */
  module: string;
  load: () => Promise<{ default: ComponentType }>;
}

type Page = Pick<ConsoleRoute, 'module' | 'load'>;

/** Every page folder's entry, each loaded lazily as a chunk of its own. */
const pageModules = import.meta.glob<{ default: ComponentType }>('./pages/*/index.ts');

/** The page in `src/pages/<folder>/` (its `index.ts` default-exports the page component). */
function page(folder: string): Page {
  const load = pageModules[`./pages/${folder}/index.ts`];
  if (!load) throw new Error(`src/pages/${folder}/index.ts does not exist`);
  return { module: `src/pages/${folder}/index.ts`, load };
}

const pub = (path: string, page: Page): ConsoleRoute => ({
  path,
  access: 'public',
  layout: 'none',
  ...page,
});
const open = (path: string, layout: RouteLayout, page: Page, marker?: PageMarker): ConsoleRoute => ({
  path,
  access: 'open',
  layout,
  ...page,
  ...(marker ? { marker } : {}),
});
const account = (path: string, page: Page, marker?: PageMarker): ConsoleRoute => ({
  path,
  access: 'protected',
  layout: 'account',
  redirectTo: paths.login,
  ...page,
  ...(marker ? { marker } : {}),
});
const defaults = (
  path: string,
  marker: PageMarker | undefined,
  page: Page,
  redirectTo: ConsoleRoute['redirectTo'] = paths.login,
): ConsoleRoute => ({
  path,
  access: 'protected',
  layout: 'defaults',
  redirectTo,
  ...page,
  ...(marker ? { marker } : {}),
});

const Login = page('LoginPage');
const Register = page('RegisterPage');
const ForgotPassword = page('ForgotPasswordPage');
const CreateAccount = page('CreateAccountPage');
const SetPassword = page('SetPasswordPage');
const ConfirmEmail = page('ConfirmEmailPage');
const Unauthorized = page('UnauthorizedPage');
const EnrolSecondFactor = page('EnrolSecondFactorPage');
const Home = page('HomePage');
const ResetPassword = page('ResetPasswordPage');
const Security = page('SecurityPage');
const CompanyOverview = page('CompanyOverviewPage');
const UserManagement = page('UserManagementPage');
const Roles = page('RolesPage');
const PermissionGroups = page('PermissionGroupsPage');
const PermissionEditor = page('PermissionEditorPage');
const CompanySettings = page('CompanySettingsPage');
const Translations = page('TranslationsPage');
const TranslationEditor = page('TranslationEditorPage');
const Communication = page('CommunicationPage');
const SettingsAndDefaults = page('SettingsAndDefaultsPage');
const LegalAndSecurity = page('LegalAndSecurityPage');
const Activity = page('ActivityPage');
const LegalDocument = page('LegalDocumentPage');
const DefaultContent = page('DefaultContentPage');
const EmailEditor = page('EmailEditorPage');
const PageEditor = page('PageEditorPage');
const SmsEditor = page('SmsEditorPage');
const ButtonEditor = page('ButtonEditorPage');
const PreviewWebPage = page('PreviewWebPage');
const TimeZones = page('TimeZonesPage');
const PlatformSettings = page('PlatformSettingsPage');
const Domains = page('DomainsPage');
const Mailers = page('MailersPage');
const Module = page('ModulePage');
const NotFound = page('NotFoundPage');

export const routes: ConsoleRoute[] = [
  // Signed out: a visitor with a session goes on to /home.
  pub(paths.login, Login),
  pub(paths.register, Register),
  pub(paths.forgotPassword, ForgotPassword),
  pub(paths.createAccount, CreateAccount),
  pub(paths.setPassword, SetPassword),
  // Opened from a mail, signed in or not: confirming ends the account's sessions either way.
  open(paths.confirmEmail, 'none', ConfirmEmail),
  open(paths.unauthorized, 'none', Unauthorized),
  // Signed in, but held by the company's policy: no frame, no menus — only enrolment and Log Out.
  {
    path: paths.enrolSecondFactor,
    access: 'protected',
    layout: 'none',
    redirectTo: paths.login,
    ...EnrolSecondFactor,
  },

  // Signed in
  account(paths.root, Home, 'home'),
  account(paths.home, Home, 'home'),
  // A user's own reset token and a user id (the links of user management) both land here.
  account(paths.resetPassword, ResetPassword),
  account(paths.accountSecurity, Security),
  account(paths.companyOverview, CompanyOverview, 'companyOverview'),
  account(paths.userManagement, UserManagement, 'userManagement'),
  account(paths.roles, Roles, 'userManagement'),
  account(paths.permissionGroups, PermissionGroups, 'permissionGroups'),
  account(paths.permissionEditor, PermissionEditor, 'permissionGroups'),
  account(paths.companySettings, CompanySettings, 'companySettings'),
  account(paths.companyTranslations, Translations, 'languages'),
  // :id is a template id, or email-{id} / page-{id} as the translation links write it.
  account(paths.companyTranslationEditor, TranslationEditor, 'languages'),
  account(paths.communication, Communication, 'communications'),
  account(paths.companySettingsAndDefaults, SettingsAndDefaults, 'settingsAndDefaults'),
  account(paths.companySettingsLanding, SettingsAndDefaults, 'settingsAndDefaults'),
  account(paths.companyLegalAndSecurity, LegalAndSecurity, 'legalAndSecurity'),
  account(paths.activity, Activity, 'activity'),
  // The company settings of the signed-in user's own company, whatever the last segment says.
  account(paths.currentCompanySettings, CompanySettings, 'companySettings'),
  defaults(paths.translations, 'languages', Translations),
  defaults(paths.translationEditor, 'languages', TranslationEditor),
  defaults(paths.settingsAndDefaults, 'settingsAndDefaults', SettingsAndDefaults),
  defaults(paths.legalAndSecurity, 'legalAndSecurity', LegalAndSecurity),
  defaults(paths.legalDocument, 'legalAndSecurity', LegalDocument),
  defaults(paths.defaultContent, 'defaultContent', DefaultContent),
  // The template editors send a visitor without a session to / (and from there to /login).
  defaults(paths.emailEditor, 'defaultContent', EmailEditor, paths.root),
  defaults(paths.pageEditor, 'defaultContent', PageEditor, paths.root),
  defaults(paths.newSmsTemplate, 'defaultContent', SmsEditor, paths.root),
  defaults(paths.smsEditor, 'defaultContent', SmsEditor, paths.root),
  defaults(paths.newButtonTemplate, 'defaultContent', ButtonEditor, paths.root),
  defaults(paths.buttonEditor, 'defaultContent', ButtonEditor, paths.root),
  open(paths.publicPage, 'none', PreviewWebPage),
  open(paths.previewWebPage, 'none', PreviewWebPage),
  defaults(paths.timeZones, 'timeZones', TimeZones),
  // The other modules live at the installation's addresses (GET /api/installation-links): these go on there, or say
  // plainly that the installation has not set the module up.
  defaults(paths.contactManager, 'contacts', Module),
  defaults(paths.reports, 'reports', Module),
  account(paths.projects, Module),
  account(paths.panels, Module),
  account(paths.surveyDesigner, Module),
  // The product's content manager is the templates list.
  defaults(paths.contentManager, 'defaultContent', DefaultContent),

  // Platform settings: no client guard.
  open(paths.platformSettings, 'account', PlatformSettings, 'platformSettings'),
  open(paths.domains, 'account', Domains, 'domains'),
  open(paths.mailers, 'account', Mailers, 'mailers'),

  open('*', 'none', NotFound),
];

import type { ComponentType } from 'react';

/**
 * The route table of SPEC.md section 2, one lazily loaded module (one chunk) per page.
 * `access`: 'public' routes send a signed-in visitor to /home; 'protected' routes send a visitor without a session
 * to `redirectTo` (/login, or / for the editors the spec says redirect there); 'open' routes have no client guard
 * (the platform settings of SPEC 2.8) — the server still refuses the API calls, and a 401 leads to /401.
 * `layout`: which frame the page sits in (SPEC 2.9); `marker`: the Defaults-area sidebar's page marker.
 */
export type RouteAccess = 'public' | 'protected' | 'open';
export type RouteLayout = 'none' | 'defaults' | 'account';
export type PageMarker =
  | 'usr'
  | 'cst'
  | 'las'
  | 'languages'
  | 'timezones'
  | 'defaults'
  | 'contacts'
  | 'reports';
/** The Account-area side menu's highlighted entry. */
export type AccountPage = 'home' | 'overview' | 'usr' | 'groups' | 'cst' | 'communications' | 'las';

export interface ConsoleRoute {
  path: string;
  access: RouteAccess;
  layout: RouteLayout;
  /** Where a visitor without a session goes (protected routes only). */
  redirectTo?: '/login' | '/';
  marker?: PageMarker;
  accountPage?: AccountPage;
  load: () => Promise<{ default: ComponentType }>;
}

const pub = (path: string, load: ConsoleRoute['load']): ConsoleRoute => ({
  path,
  access: 'public',
  layout: 'none',
  load,
});
const account = (path: string, load: ConsoleRoute['load'], accountPage?: AccountPage): ConsoleRoute => ({
  path,
  access: 'protected',
  layout: 'account',
  redirectTo: '/login',
  load,
  ...(accountPage ? { accountPage } : {}),
});
const defaults = (
  path: string,
  marker: PageMarker | undefined,
  load: ConsoleRoute['load'],
  redirectTo: '/login' | '/' = '/login',
): ConsoleRoute => ({
  path,
  access: 'protected',
  layout: 'defaults',
  redirectTo,
  load,
  ...(marker ? { marker } : {}),
});

const Login = () => import('./pages/LoginPage');
const Register = () => import('./pages/RegisterPage');
const ForgotPassword = () => import('./pages/ForgotPasswordPage');
const CreateAccount = () => import('./pages/CreateAccountPage');
const SetPassword = () => import('./pages/SetPasswordPage');
const Unauthorized = () => import('./pages/UnauthorizedPage');
const Home = () => import('./pages/HomePage');
const ResetPassword = () => import('./pages/ResetPasswordPage');
const CompanyOverview = () => import('./pages/CompanyOverviewPage');
const UserManagement = () => import('./pages/UserManagementPage');
const Roles = () => import('./pages/RolesPage');
const PermissionGroups = () => import('./pages/PermissionGroupsPage');
const PermissionEditor = () => import('./pages/PermissionEditorPage');
const CompanySettings = () => import('./pages/CompanySettingsPage');
const Translations = () => import('./pages/TranslationsPage');
const TranslationEditor = () => import('./pages/TranslationEditorPage');
const Communication = () => import('./pages/CommunicationPage');
const SettingsAndDefaults = () => import('./pages/SettingsAndDefaultsPage');
const LegalAndSecurity = () => import('./pages/LegalAndSecurityPage');
const LegalDocument = () => import('./pages/LegalDocumentPage');
const DefaultContent = () => import('./pages/DefaultContentPage');
const EmailEditor = () => import('./pages/EmailEditorPage');
const PageEditor = () => import('./pages/PageEditorPage');
const SmsEditor = () => import('./pages/SmsEditorPage');
const ButtonEditor = () => import('./pages/ButtonEditorPage');
const PreviewWebPage = () => import('./pages/PreviewWebPage');
const TimeZones = () => import('./pages/TimeZonesPage');
const PlatformSettings = () => import('./pages/PlatformSettingsPage');
const Domains = () => import('./pages/DomainsPage');
const Mailers = () => import('./pages/MailersPage');
const OtherModule = () => import('./pages/OtherModulePage');
const NotFound = () => import('./pages/NotFoundPage');

export const routes: ConsoleRoute[] = [
  // 2.1 Public routes
  pub('/login', Login),
  pub('/register/:registerToken', Register),
  pub('/forgot-password', ForgotPassword),
  pub('/create-account', CreateAccount),
  pub('/password', SetPassword),
  { path: '/401', access: 'open', layout: 'none', load: Unauthorized },

  // 2.2 Protected routes
  account('/', Home, 'home'),
  account('/home', Home, 'home'),
  // Both the spec's reset-password/{resetToken} and /reset-password/{userId} land here.
  account('/reset-password/:resetToken', ResetPassword),
  account('/company-settings/overview', CompanyOverview, 'overview'),
  account('/company-settings/user-management-dashboard', UserManagement, 'usr'),
  account('/company-settings/user-management-dashboard/roles', Roles, 'usr'),
  account('/company-settings/permission-group', PermissionGroups, 'groups'),
  account('/company-settings/permission-group/permission/:id', PermissionEditor, 'groups'),
  account('/company-settings/company-settings/:companyId', CompanySettings, 'cst'),
  account('/company-settings/languages-and-translations', Translations),
  // :id is a template id, or email-{id} / page-{id} as the spec's links write it.
  account('/company-settings/translations-editor/:id', TranslationEditor),
  account('/company-settings/communication', Communication, 'communications'),
  account('/company-settings/settings-and-defaults', SettingsAndDefaults),
  account('/company-settings/settings', SettingsAndDefaults),
  account('/company-settings/legal-and-security', LegalAndSecurity, 'las'),
  // "The company settings route is also reached as /company-settings/{company}, using the current company."
  account('/company-settings/:company', CompanySettings, 'cst'),
  defaults('/languages-and-translations', 'languages', Translations),
  defaults('/translations-editor/:id', 'languages', TranslationEditor),
  defaults('/settings-and-defaults', undefined, SettingsAndDefaults),
  defaults('/legal-and-security', 'las', LegalAndSecurity),
  defaults('/legalsecurity/:documentPath', 'las', LegalDocument),
  defaults('/default-content', 'defaults', DefaultContent),
  defaults('/edit-content-email/:id', 'defaults', EmailEditor, '/'),
  defaults('/edit-content-page/:id', 'defaults', PageEditor, '/'),
  defaults('/edit-content-sms', 'defaults', SmsEditor, '/'),
  defaults('/edit-content-sms/:id', 'defaults', SmsEditor, '/'),
  defaults('/edit-content-button', 'defaults', ButtonEditor, '/'),
  defaults('/edit-content-button/:id', 'defaults', ButtonEditor, '/'),
  { path: '/preview-web-page/:slug', access: 'open', layout: 'none', load: PreviewWebPage },
  defaults('/tzn', 'timezones', TimeZones),
  defaults('/contact-manager', 'contacts', OtherModule),
  defaults('/reports', 'reports', OtherModule),
  account('/content-manager', OtherModule),
  account('/panel-manager/projects', OtherModule),
  account('/panel-manager/overview', OtherModule),
  account('/survey-designer', OtherModule),

  // 2.8 Platform settings: the spec gives them no guard.
  { path: '/company-settings/edit', access: 'open', layout: 'account', load: PlatformSettings },
  { path: '/company-settings/edit/domain', access: 'open', layout: 'account', load: Domains },
  { path: '/company-settings/edit/mailer', access: 'open', layout: 'account', load: Mailers },

  { path: '*', access: 'open', layout: 'none', load: NotFound },
];

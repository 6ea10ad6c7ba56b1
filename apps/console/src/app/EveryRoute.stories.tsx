import {
  ADMIN_USER_ID,
  COMPANY_ID,
  createRandom,
  fixtureId,
  groupId,
  hashSeed,
  randomToken,
} from '@qone/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { contentCopy } from '../copy';
import { withConsole } from '../stories/withConsole';
import { withFixedNow } from '../stories/withFixedNow';

/** A page's chunks load lazily; the first story of a cold run waits for Vite to transform them. */
const COLD_START = 15_000;

/**
 * Every routed page of the console (each page module in each layout it has in `routes.tsx`), shot at the two sizes
 * the product is checked at — 1440×900 and a 390×844 phone — against the fake API on its fixed date, with axe
 * (every story's) and one check of its own: the page never scrolls sideways as a whole (a wide table scrolls inside
 * its own frame). `test/every-route.test.ts` fails when a route of the table has no story here at either size. The
 * pages' behaviour is in their own stories; these are only the frame and the layout.
 */
const meta = {
  title: 'Pages/Every route',
  decorators: [withConsole, withFixedNow],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

type RouteSize = 'wide' | 'phone';

interface RouteShot {
  /** Who is signed in (default the admin). */
  session?: 'admin' | null;
  /** What shows once the page has loaded (default: its level-1 heading). */
  ready?: (canvas: ReturnType<typeof within>) => Promise<unknown>;
  /** Why this page cannot be compared pixel by pixel (axe and the sideways check still run). */
  noScreenshot?: string;
  /** The fake's scenario (default: the default data). */
  scenario?: string;
}

const heading = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('heading', { level: 1 }, { timeout: COLD_START });

/** The story of one route at one size: loaded, settled, and no sideways scroll of the page. */
function shot(
  size: RouteSize,
  path: string,
  { session = 'admin', ready = heading, noScreenshot, scenario }: RouteShot = {},
): Story {
  return {
    parameters: {
      console: { path, session },
      ...(scenario ? { scenario } : {}),
      ...(noScreenshot ? { visual: { disable: true, reason: noScreenshot } } : {}),
    },
    globals: { viewport: { value: size, isRotated: false } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await ready(canvas);
      await waitFor(() => expect(document.querySelector('[aria-busy="true"]:not(button)')).toBeNull(), {
        timeout: COLD_START,
      });
      const root = document.documentElement;
      await expect({ path, scrollWidth: root.scrollWidth }, 'the page scrolls sideways as a whole').toEqual({
        path,
        scrollWidth: root.clientWidth,
      });
    },
  };
}

const wide = (path: string, options?: RouteShot) => shot('wide', path, options);
const phone = (path: string, options?: RouteShot) => shot('phone', path, options);
const signedOut = { session: null } as const;

const registerToken = randomToken(createRandom(hashSeed('register:1')), 32);
const email = `/edit-content-email/${fixtureId('template', 0)}?tab=html`;
const webPage = `/edit-content-page/${fixtureId('template', 1)}?tab=settings`;
const sms = `/edit-content-sms/${fixtureId('template', 2)}`;
const button = `/edit-content-button/${fixtureId('template', 3)}`;
const translationEditor = `email-${fixtureId('template', 0)}?target=ger`;
const permissionEditor = `/company-settings/permission-group/permission/${groupId(1)}`;
const publicPage = {
  session: null,
  noScreenshot: 'the frame loads the page from the server route, which Storybook does not serve',
  ready: (canvas: ReturnType<typeof within>) =>
    canvas.findByTitle('Page welcome-page', {}, { timeout: COLD_START }),
} as const;

// Signed out
export const LoginWide = wide('/login', signedOut);
export const LoginPhone = phone('/login', signedOut);
export const RegisterWide = wide(`/register/${registerToken}`, signedOut);
export const RegisterPhone = phone(`/register/${registerToken}`, signedOut);
export const ForgotPasswordWide = wide('/forgot-password', signedOut);
export const ForgotPasswordPhone = phone('/forgot-password', signedOut);
export const CreateAccountWide = wide('/create-account', signedOut);
export const CreateAccountPhone = phone('/create-account', signedOut);
export const SetPasswordWide = wide('/password?utoken=Zm9yZ290LXBhc3N3b3JkLWxpbmstdG9rZW4', signedOut);
export const SetPasswordPhone = phone('/password?utoken=Zm9yZ290LXBhc3N3b3JkLWxpbmstdG9rZW4', signedOut);
export const ConfirmEmailWide = wide('/confirm-email?token=Y29uZmlybS1lbWFpbC1saW5rLXRva2Vu', signedOut);
export const ConfirmEmailPhone = phone('/confirm-email?token=Y29uZmlybS1lbWFpbC1saW5rLXRva2Vu', signedOut);
const countdown = {
  ...signedOut,
  noScreenshot: 'live countdown: the seconds change while the shot is taken',
};
export const UnauthorizedWide = wide('/401', countdown);
export const UnauthorizedPhone = phone('/401', countdown);
export const PublicPageWide = wide('/p/acme/welcome-page', publicPage);
export const PublicPagePhone = phone('/p/acme/welcome-page', publicPage);
export const NotFoundWide = wide('/no/such/page');
export const NotFoundPhone = phone('/no/such/page');

// Account area
export const HomeWide = wide('/home');
export const HomePhone = phone('/home');
export const ResetPasswordWide = wide(`/reset-password/${ADMIN_USER_ID}`);
export const ResetPasswordPhone = phone(`/reset-password/${ADMIN_USER_ID}`);
export const SecurityWide = wide('/account/security');
export const SecurityPhone = phone('/account/security');
export const EnrolSecondFactorWide = wide('/enrol-second-factor');
export const EnrolSecondFactorPhone = phone('/enrol-second-factor');
export const CompanyOverviewWide = wide('/company-settings/overview');
export const CompanyOverviewPhone = phone('/company-settings/overview');
export const UserManagementWide = wide('/company-settings/user-management-dashboard');
export const UserManagementPhone = phone('/company-settings/user-management-dashboard');
export const RolesWide = wide('/company-settings/user-management-dashboard/roles');
export const RolesPhone = phone('/company-settings/user-management-dashboard/roles');
export const PermissionGroupsWide = wide('/company-settings/permission-group');
export const PermissionGroupsPhone = phone('/company-settings/permission-group');
export const PermissionEditorWide = wide(permissionEditor);
export const PermissionEditorPhone = phone(permissionEditor);
export const CompanySettingsWide = wide(`/company-settings/company-settings/${COMPANY_ID}`);
export const CompanySettingsPhone = phone(`/company-settings/company-settings/${COMPANY_ID}`);
export const CompanyTranslationsWide = wide('/company-settings/languages-and-translations?target=ger');
export const CompanyTranslationsPhone = phone('/company-settings/languages-and-translations?target=ger');
export const CompanyTranslationEditorWide = wide(
  `/company-settings/translations-editor/${translationEditor}`,
);
export const CompanyTranslationEditorPhone = phone(
  `/company-settings/translations-editor/${translationEditor}`,
);
export const CommunicationWide = wide('/company-settings/communication');
export const CommunicationPhone = phone('/company-settings/communication');
export const CompanySettingsAndDefaultsWide = wide('/company-settings/settings-and-defaults');
export const CompanySettingsAndDefaultsPhone = phone('/company-settings/settings-and-defaults');
export const CompanyLegalAndSecurityWide = wide('/company-settings/legal-and-security');
export const CompanyLegalAndSecurityPhone = phone('/company-settings/legal-and-security');
export const ActivityWide = wide('/company-settings/activity');
export const ActivityPhone = phone('/company-settings/activity');
// A module the installation has set up leaves the console for its address, which a story cannot show: these show
// the page of a module that is not set up.
const notSetUp = { scenario: 'noInstallationLinks' } as const;
export const OtherModuleWide = wide('/panel-manager/projects', notSetUp);
export const OtherModulePhone = phone('/panel-manager/projects', notSetUp);
export const PlatformSettingsWide = wide('/company-settings/edit');
export const PlatformSettingsPhone = phone('/company-settings/edit');
export const DomainsWide = wide('/company-settings/edit/domain');
export const DomainsPhone = phone('/company-settings/edit/domain');
export const MailersWide = wide('/company-settings/edit/mailer');
export const MailersPhone = phone('/company-settings/edit/mailer');

// Defaults area
export const TranslationsWide = wide('/languages-and-translations?target=ger');
export const TranslationsPhone = phone('/languages-and-translations?target=ger');
export const TranslationEditorWide = wide(`/translations-editor/${translationEditor}`);
export const TranslationEditorPhone = phone(`/translations-editor/${translationEditor}`);
export const SettingsAndDefaultsWide = wide('/settings-and-defaults');
export const SettingsAndDefaultsPhone = phone('/settings-and-defaults');
export const LegalAndSecurityWide = wide('/legal-and-security');
export const LegalAndSecurityPhone = phone('/legal-and-security');
export const LegalDocumentWide = wide('/legalsecurity/data-breach-notification-procedure');
export const LegalDocumentPhone = phone('/legalsecurity/data-breach-notification-procedure');
export const DefaultContentWide = wide('/default-content');
export const DefaultContentPhone = phone('/default-content');
/** The code editor arrives in a chunk of its own after the page. */
const codeEditor = {
  ready: (canvas: ReturnType<typeof within>) =>
    canvas.findByRole('textbox', { name: contentCopy.code.label }, { timeout: COLD_START }),
};
export const EmailEditorWide = wide(email, codeEditor);
export const EmailEditorPhone = phone(email, codeEditor);
export const PageEditorWide = wide(webPage);
export const PageEditorPhone = phone(webPage);
export const SmsEditorWide = wide(sms);
export const SmsEditorPhone = phone(sms);
export const ButtonEditorWide = wide(button);
export const ButtonEditorPhone = phone(button);
export const TimeZonesWide = wide('/tzn');
export const TimeZonesPhone = phone('/tzn');
export const ContactManagerWide = wide('/contact-manager', notSetUp);
export const ContactManagerPhone = phone('/contact-manager', notSetUp);

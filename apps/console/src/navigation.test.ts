import type { components } from '@qone/api-client';
import { createMockApi, FAKE_INSTALLATION_LINKS } from '@qone/api-client/mocks';
import type { NavSection } from '@qone/ui';
import { describe, expect, it, vi } from 'vitest';
import { frameCopy } from './copy';
import {
  accountNavigation,
  breadcrumbsOf,
  defaultsNavigation,
  moduleOfPath,
  type NavigationContext,
} from './navigation';
import { type PageMarker, paths, routes } from './routes';

type Permissions = components['schemas']['Permissions'];
type Flag = keyof Permissions;

/** The fake's admin holds every flag: the flag names come from there, not typed again here. */
const adminPermissions = createMockApi('default').db.currentPermissions();

/** Every flag set to `value`, then the listed flags flipped. */
function flags(value: boolean, ...flipped: Flag[]): Permissions {
  const all = { ...adminPermissions };
  for (const flag of Object.keys(all) as Flag[]) all[flag] = flipped.includes(flag) ? !value : value;
  return all;
}

type Links = NonNullable<NavigationContext['links']>;
const noLinks = Object.fromEntries(Object.keys(FAKE_INSTALLATION_LINKS).map((key) => [key, null])) as Links;

function context(permissions: Permissions, marker?: PageMarker, links?: Links): NavigationContext {
  return {
    permissions,
    companyId: 'c 7',
    ...(marker ? { marker } : {}),
    ...(links ? { links } : {}),
    onPersonalSettings: vi.fn(),
    onLogout: vi.fn(),
  };
}

/** The labels an app user sees: hidden sections and entries left out. */
const shown = (sections: NavSection[]) =>
  sections
    .filter((section) => section.visible !== false)
    .flatMap((section) => section.items.filter((item) => item.visible !== false).map((item) => item.label));

const active = (sections: NavSection[]) =>
  sections.flatMap((section) => section.items.filter((item) => item.active).map((item) => item.label));

const d = frameCopy.defaultsSidebar;
const p = frameCopy.defaultsProfileMenu;
const a = frameCopy.accountMenu;

const items = (sections: NavSection[]) => sections.flatMap((section) => section.items);
const entry = (sections: NavSection[], label: string) => {
  const found = items(sections).find((item) => item.label === label);
  if (!found) throw new Error(`no entry ${label}`);
  return found;
};
const n = frameCopy.navigation;

describe('one sidebar for both areas', () => {
  it('is the same in the Defaults and the Account area, whatever the flags', () => {
    for (const permissions of [
      flags(true),
      flags(false),
      flags(true, 'settings'),
      flags(false, 'defaults'),
    ]) {
      expect(
        defaultsNavigation(context(permissions, 'home', { ...FAKE_INSTALLATION_LINKS })).sidebar,
      ).toEqual(accountNavigation(context(permissions, 'home', { ...FAKE_INSTALLATION_LINKS })).sidebar);
    }
  });

  it('holds every screen with every flag: Home and the dashboard, Account Settings, System Defaults, Platform Settings', () => {
    const { sidebar } = defaultsNavigation(context(flags(true), undefined, { ...FAKE_INSTALLATION_LINKS }));
    expect(sidebar.map((section) => [section.label, section.shortLabel])).toEqual([
      [undefined, undefined],
      [d.accountSettings, d.accountSettingsShort],
      [d.systemDefaults, d.systemDefaultsShort],
      [n.platformSettings, n.platformSettingsShort],
    ]);
    expect(shown(sidebar)).toEqual([
      d.home,
      n.settingsAndDefaults,
      a.overview,
      d.userManagement,
      a.permissionGroups,
      d.companySettings,
      a.communications,
      d.legalAndSecurity,
      a.activity,
      d.languages,
      d.timeZones,
      d.defaultContent,
      d.contactManager,
      d.reports,
      n.platformOverview,
      n.domains,
      n.mailers,
    ]);
    expect(items(sidebar).map((item) => item.href)).toEqual([
      paths.home,
      paths.companySettingsAndDefaults,
      paths.companyOverview,
      paths.userManagement,
      paths.permissionGroups,
      '/company-settings/company-settings/c%207',
      paths.communication,
      paths.companyLegalAndSecurity,
      paths.activity,
      paths.companyTranslations,
      paths.timeZones,
      paths.defaultContent,
      FAKE_INSTALLATION_LINKS.contacts,
      FAKE_INSTALLATION_LINKS.reports,
      paths.platformSettings,
      paths.domains,
      paths.mailers,
    ]);
  });

  it('gives every page of an area an entry, shown as active — on sub-pages (an editor, a policy, roles) too', () => {
    // One's own account (a password change; Sign-in & security, from Personal Settings) is no area's page.
    const ownAccount: string[] = [paths.resetPassword, paths.accountSecurity];
    const modulePaths = Object.keys(moduleOfPath);
    for (const route of routes) {
      if (route.layout === 'none' || ownAccount.includes(route.path) || modulePaths.includes(route.path))
        continue;
      expect(route.marker, route.path).toBeDefined();
      const marker = route.marker as PageMarker;
      for (const build of [defaultsNavigation, accountNavigation]) {
        const active = items(build(context(flags(true), marker)).sidebar).filter((item) => item.active);
        expect(active, route.path).toHaveLength(1);
      }
    }
    const editor = routes.find((route) => route.path === paths.emailEditor);
    expect(active(defaultsNavigation(context(flags(true), editor?.marker)).sidebar)).toEqual([
      d.defaultContent,
    ]);
    const policy = routes.find((route) => route.path === paths.legalDocument);
    expect(active(defaultsNavigation(context(flags(true), policy?.marker)).sidebar)).toEqual([
      d.legalAndSecurity,
    ]);
  });

  it('keeps the Defaults links on Home (Account area)', () => {
    expect(shown(accountNavigation(context(flags(true), 'home')).sidebar)).toEqual(
      expect.arrayContaining([d.languages, d.timeZones, d.defaultContent, d.reports]),
    );
  });

  it('hides Account Settings and Platform Settings without `settings`, System Defaults without `defaults`, Contact Manager without `contacts`', () => {
    expect(shown(defaultsNavigation(context(flags(true, 'settings', 'defaults'))).sidebar)).toEqual([d.home]);
    expect(shown(defaultsNavigation(context(flags(true, 'contacts'))).sidebar)).not.toContain(
      d.contactManager,
    );
    expect(shown(defaultsNavigation(context(flags(false, 'defaults'))).sidebar)).toEqual([
      d.home,
      n.settingsAndDefaults,
      d.languages,
      d.timeZones,
      d.defaultContent,
      d.reports,
    ]);
  });
});

describe('the other modules and Help (installation links)', () => {
  it("lead to the installation's addresses: modules in the same tab, Help in a new one", () => {
    const ctx = context(flags(true), undefined, { ...FAKE_INSTALLATION_LINKS });
    const menu = defaultsNavigation(ctx).profileMenu;
    expect(entry(menu, p.eventManagement)).toMatchObject({ href: FAKE_INSTALLATION_LINKS.projects });
    expect(entry(menu, p.eventManagement).newTab).toBeUndefined();
    expect(entry(menu, p.surveyDesigner)).toMatchObject({ href: FAKE_INSTALLATION_LINKS.surveyDesigner });
    expect(entry(menu, p.qOnePlatform)).toMatchObject({ href: FAKE_INSTALLATION_LINKS.panels });
    expect(entry(menu, p.tutorials)).toMatchObject({ href: FAKE_INSTALLATION_LINKS.tutorials, newTab: true });
    expect(entry(menu, p.faq)).toMatchObject({ href: FAKE_INSTALLATION_LINKS.faq, newTab: true });
    expect(entry(menu, p.contactSupport)).toMatchObject({
      href: FAKE_INSTALLATION_LINKS.support,
      newTab: true,
    });
    const account = accountNavigation(ctx).profileMenu;
    expect(entry(account, a.contacts)).toMatchObject({ href: FAKE_INSTALLATION_LINKS.contacts });
  });

  it('say "Not set up" and offer no link where the installation has none', () => {
    const ctx = context(flags(true), undefined, noLinks);
    const notSetUp = { disabled: true, note: frameCopy.modules.notSetUpShort };
    const sidebar = defaultsNavigation(ctx).sidebar;
    const menu = defaultsNavigation(ctx).profileMenu;
    const account = accountNavigation(ctx).profileMenu;
    for (const item of [
      entry(sidebar, d.contactManager),
      entry(sidebar, d.reports),
      entry(menu, p.eventManagement),
      entry(menu, p.surveyDesigner),
      entry(menu, p.qOnePlatform),
      entry(menu, p.tutorials),
      entry(menu, p.faq),
      entry(menu, p.contactSupport),
      entry(account, a.projects),
      entry(account, a.surveys),
      entry(account, a.panels),
      entry(account, a.contacts),
    ]) {
      expect(item, item.label).toMatchObject(notSetUp);
      expect(item.href, item.label).toBeUndefined();
      expect(item.onSelect, item.label).toBeUndefined();
    }
  });

  it("lead to the console's own address of a module until the links are known; Help waits disabled", () => {
    const ctx = context(flags(true));
    expect(entry(defaultsNavigation(ctx).sidebar, d.reports)).toMatchObject({ href: paths.reports });
    expect(entry(accountNavigation(ctx).profileMenu, a.projects)).toMatchObject({ href: paths.projects });
    expect(entry(defaultsNavigation(ctx).profileMenu, p.faq)).toMatchObject({ disabled: true });
  });
});

describe('breadcrumbsOf', () => {
  it('follows the sidebar: Home, the section (its first entry), the entry, then what is below it', () => {
    expect(breadcrumbsOf('userManagement', 'c 7')).toEqual([
      { label: d.home, href: paths.home },
      { label: d.accountSettings, href: paths.companyOverview },
      { label: d.userManagement },
    ]);
    expect(breadcrumbsOf('userManagement', 'c 7', [{ label: 'Roles' }])).toEqual([
      { label: d.home, href: paths.home },
      { label: d.accountSettings, href: paths.companyOverview },
      { label: d.userManagement, href: paths.userManagement },
      { label: 'Roles' },
    ]);
    expect(breadcrumbsOf('domains', 'c 7')).toEqual([
      { label: d.home, href: paths.home },
      { label: n.platformSettings, href: paths.platformSettings },
      { label: n.domains },
    ]);
    expect(breadcrumbsOf('settingsAndDefaults', 'c 7')).toEqual([
      { label: d.home, href: paths.home },
      { label: n.settingsAndDefaults },
    ]);
  });
});

describe('defaultsNavigation', () => {
  it('filters the profile menu Pages by flag and keeps Personal settings, Help and Log Out', () => {
    expect(shown(defaultsNavigation(context(flags(false))).profileMenu)).toEqual([
      p.personalSettings,
      p.tutorials,
      p.faq,
      p.contactSupport,
      p.logOut,
    ]);
    expect(shown(defaultsNavigation(context(flags(false, 'panels', 'defaults'))).profileMenu)).toEqual([
      p.personalSettings,
      p.qOnePlatform,
      p.settingsAndDefaults,
      p.tutorials,
      p.faq,
      p.contactSupport,
      p.logOut,
    ]);
    expect(shown(defaultsNavigation(context(flags(false, 'settings'))).profileMenu)).toContain(
      p.settingsAndDefaults,
    );
  });

  it('marks the entry of the current page', () => {
    expect(active(defaultsNavigation(context(flags(true), 'timeZones')).sidebar)).toEqual([d.timeZones]);
    expect(active(defaultsNavigation(context(flags(true))).sidebar)).toEqual([]);
  });

  it('wires the actions', () => {
    const ctx = context(flags(true));
    for (const item of items(defaultsNavigation(ctx).profileMenu)) item.onSelect?.();
    expect(ctx.onPersonalSettings).toHaveBeenCalledOnce();
    expect(ctx.onLogout).toHaveBeenCalledOnce();
  });
});

describe('accountNavigation', () => {
  it('lists every profile entry with every flag', () => {
    expect(shown(accountNavigation(context(flags(true))).profileMenu)).toEqual([
      a.personalSettings,
      a.home,
      a.projects,
      a.surveys,
      a.panels,
      a.contacts,
      a.defaults,
      a.settings,
      a.logout,
    ]);
  });

  it('filters Modules and System by flag, keeping Personal Settings, Home and Logout', () => {
    expect(shown(accountNavigation(context(flags(false))).profileMenu)).toEqual([
      a.personalSettings,
      a.home,
      a.logout,
    ]);
    expect(shown(accountNavigation(context(flags(false, 'surveyDesigner', 'contacts'))).profileMenu)).toEqual(
      [a.personalSettings, a.home, a.surveys, a.contacts, a.logout],
    );
  });

  it('marks the entry of the current page', () => {
    expect(active(accountNavigation(context(flags(true), 'permissionGroups')).sidebar)).toEqual([
      a.permissionGroups,
    ]);
  });
});

import type { components } from '@qone/api-client';
import { createMockApi } from '@qone/api-client/mocks';
import type { NavSection } from '@qone/ui';
import { describe, expect, it, vi } from 'vitest';
import { frameCopy } from './copy';
import { accountNavigation, defaultsNavigation, type NavigationContext } from './navigation';
import { type PageMarker, paths } from './routes';

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

function context(permissions: Permissions, marker?: PageMarker): NavigationContext {
  return {
    permissions,
    companyId: 'c 7',
    ...(marker ? { marker } : {}),
    onPersonalSettings: vi.fn(),
    onHelp: vi.fn(),
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

describe('defaultsNavigation', () => {
  it('shows every sidebar entry with every flag, linking to the route table', () => {
    const { sidebar } = defaultsNavigation(context(flags(true)));
    expect(shown(sidebar)).toEqual([
      d.home,
      d.userManagement,
      d.companySettings,
      d.legalAndSecurity,
      d.languages,
      d.timeZones,
      d.defaultContent,
      d.contactManager,
      d.reports,
    ]);
    const hrefs = sidebar.flatMap((section) => section.items.map((item) => item.href));
    expect(hrefs).toEqual([
      paths.home,
      paths.userManagement,
      '/company-settings/company-settings/c%207',
      paths.companyLegalAndSecurity,
      paths.companyTranslations,
      paths.timeZones,
      paths.defaultContent,
      paths.contactManager,
      paths.reports,
    ]);
  });

  it('gives the titled sections the short titles of the collapsed sidebar', () => {
    const { sidebar } = defaultsNavigation(context(flags(true)));
    expect(sidebar.map((section) => section.shortLabel)).toEqual([
      undefined,
      d.accountSettingsShort,
      d.systemDefaultsShort,
    ]);
  });

  it('hides Account Settings without `settings`, System Defaults without `defaults`, Contact Manager without `contacts`', () => {
    expect(shown(defaultsNavigation(context(flags(true, 'settings', 'defaults'))).sidebar)).toEqual([d.home]);
    expect(shown(defaultsNavigation(context(flags(true, 'contacts'))).sidebar)).not.toContain(
      d.contactManager,
    );
    expect(shown(defaultsNavigation(context(flags(false, 'defaults'))).sidebar)).toEqual([
      d.home,
      d.languages,
      d.timeZones,
      d.defaultContent,
      d.reports,
    ]);
  });

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
    const items = defaultsNavigation(ctx).profileMenu.flatMap((section) => section.items);
    for (const item of items) item.onSelect?.();
    expect(ctx.onPersonalSettings).toHaveBeenCalledOnce();
    expect(ctx.onHelp).toHaveBeenCalledTimes(3);
    expect(ctx.onLogout).toHaveBeenCalledOnce();
  });
});

describe('accountNavigation', () => {
  it('shows the Account Settings group only with `settings`', () => {
    expect(shown(accountNavigation(context(flags(true))).sidebar)).toEqual([
      a.home,
      a.overview,
      a.userManagement,
      a.permissionGroups,
      a.companySettings,
      a.communications,
      a.legalAndSecurity,
    ]);
    expect(shown(accountNavigation(context(flags(true, 'settings'))).sidebar)).toEqual([a.home]);
  });

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

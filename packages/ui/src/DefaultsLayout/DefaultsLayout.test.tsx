import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { en } from '../copy';
import { allPermissions, noPermissions } from '../layout-shared/types';
import { DefaultsLayout, type DefaultsLayoutProps } from './DefaultsLayout';

function Layout(props: Partial<DefaultsLayoutProps>) {
  return (
    <DefaultsLayout
      permissions={allPermissions}
      user={{ firstName: 'Ada', lastName: 'Lovelace' }}
      companyId="42"
      {...props}
    >
      {props.children ?? <h1>Page</h1>}
    </DefaultsLayout>
  );
}

const sidebar = () => page.getByRole('navigation', { name: en.layout.sidebarLabel });
const toggle = () => page.getByRole('button', { name: en.defaultsLayout.toggleMenu });
const profileButton = () => page.getByRole('button', { name: en.defaultsLayout.profileMenu });

async function openProfileMenu() {
  await userEvent.click(profileButton());
  await expect.element(page.getByRole('menu')).toBeVisible();
  return page.getByRole('menu');
}

describe('<DefaultsLayout />', () => {
  it('renders the logo text, a banner, the sidebar and the page in main', async () => {
    await renderWithTheme(<Layout />);
    await expect.element(page.getByRole('banner')).toHaveTextContent(en.brand.logoText);
    await expect.element(sidebar()).toBeVisible();
    await expect.element(page.getByRole('main')).toHaveTextContent('Page');
  });

  describe('children', () => {
    it('are reachable through the skip link', async () => {
      await renderWithTheme(<Layout />);
      await userEvent.tab();
      const skip = page.getByRole('link', { name: en.layout.skipToContent });
      await expect.element(skip).toHaveFocus();
      expect(skip.element().getAttribute('href')).toBe(`#${page.getByRole('main').element().id}`);
    });
  });

  describe('permissions', () => {
    it('shows every sidebar group with all flags', async () => {
      await renderWithTheme(<Layout />);
      const links = sidebar()
        .getByRole('link')
        .elements()
        .map((link) => link.textContent);
      expect(links).toEqual([
        en.defaultsLayout.home,
        en.defaultsLayout.userManagement,
        en.defaultsLayout.companySettings,
        en.defaultsLayout.legalAndSecurity,
        en.defaultsLayout.languages,
        en.defaultsLayout.timeZones,
        en.defaultsLayout.defaultContent,
        en.defaultsLayout.contactManager,
        en.defaultsLayout.reports,
      ]);
      await expect
        .element(sidebar().getByRole('list', { name: en.defaultsLayout.accountSettings }))
        .toBeVisible();
    });

    it('hides Account Settings without `settings` and System Defaults without `defaults`', async () => {
      await renderWithTheme(<Layout permissions={{ ...allPermissions, settings: false, defaults: false }} />);
      const links = sidebar()
        .getByRole('link')
        .elements()
        .map((link) => link.textContent);
      expect(links).toEqual([en.defaultsLayout.home]);
    });

    it('needs `contacts` for Contact Manager', async () => {
      await renderWithTheme(<Layout permissions={{ ...allPermissions, contacts: false }} />);
      expect(sidebar().getByRole('link', { name: en.defaultsLayout.contactManager }).elements()).toHaveLength(
        0,
      );
      await expect.element(sidebar().getByRole('link', { name: en.defaultsLayout.reports })).toBeVisible();
    });

    it('filters the profile menu Pages by flag and keeps Personal settings, Help and Log Out', async () => {
      await renderWithTheme(<Layout permissions={{ ...noPermissions, panels: true, defaults: true }} />);
      const menu = await openProfileMenu();
      const items = menu
        .getByRole('menuitem')
        .elements()
        .map((item) => item.textContent);
      expect(items).toEqual([
        en.profileMenu.personalSettings,
        en.profileMenu.qOnePlatform,
        en.profileMenu.settingsAndDefaults,
        en.profileMenu.tutorials,
        en.profileMenu.faq,
        en.profileMenu.contactSupport,
        en.profileMenu.logOut,
      ]);
    });

    it('drops the Pages group when no page is allowed', async () => {
      await renderWithTheme(<Layout permissions={noPermissions} />);
      const menu = await openProfileMenu();
      expect(menu.getByRole('group', { name: en.profileMenu.pages }).elements()).toHaveLength(0);
      await expect.element(menu.getByRole('group', { name: en.profileMenu.help })).toBeVisible();
    });
  });

  describe('user', () => {
    it('shows the full name at the top of the profile menu', async () => {
      await renderWithTheme(<Layout user={{ firstName: 'Grace', lastName: 'Hopper' }} />);
      const menu = await openProfileMenu();
      await expect.element(menu.getByText('Grace Hopper')).toBeVisible();
    });
  });

  describe('page', () => {
    it('marks the matching sidebar link as the current page', async () => {
      await renderWithTheme(<Layout page="timezones" />);
      await expect
        .element(sidebar().getByRole('link', { name: en.defaultsLayout.timeZones }))
        .toHaveAttribute('aria-current', 'page');
      expect(
        sidebar()
          .getByRole('link')
          .elements()
          .filter((l) => l.hasAttribute('aria-current')),
      ).toHaveLength(1);
    });
  });

  describe('companyId', () => {
    it('builds the Company Settings link', async () => {
      await renderWithTheme(<Layout companyId="42" />);
      await expect
        .element(sidebar().getByRole('link', { name: en.defaultsLayout.companySettings }))
        .toHaveAttribute('href', '/company-settings/company-settings/42');
    });
  });

  describe('sidebarOpen and onSidebarOpenChange', () => {
    it('collapses from the keyboard, keeping names for screen readers', async () => {
      const onSidebarOpenChange = vi.fn();
      await renderWithTheme(<Layout onSidebarOpenChange={onSidebarOpenChange} />);
      await expect.element(toggle()).toHaveAttribute('aria-expanded', 'true');
      expect(toggle().element().getAttribute('aria-controls')).toBe(sidebar().element().id);
      toggle().element().focus();
      await userEvent.keyboard('{Enter}');
      expect(onSidebarOpenChange).toHaveBeenLastCalledWith(false);
      await expect.element(toggle()).toHaveAttribute('aria-expanded', 'false');
      await expect.element(sidebar().getByText(en.defaultsLayout.accountSettingsShort)).toBeVisible();
      await expect.element(sidebar().getByRole('link', { name: en.defaultsLayout.languages })).toBeVisible();
      expect(sidebar().element().getBoundingClientRect().width).toBe(100);
    });

    it('follows the controlled value', async () => {
      const onSidebarOpenChange = vi.fn();
      await renderWithTheme(<Layout sidebarOpen={false} onSidebarOpenChange={onSidebarOpenChange} />);
      await userEvent.click(toggle());
      expect(onSidebarOpenChange).toHaveBeenCalledWith(true);
      await expect.element(toggle()).toHaveAttribute('aria-expanded', 'false');
    });

    it('is 240px wide when open', async () => {
      await renderWithTheme(<Layout />);
      expect(sidebar().element().getBoundingClientRect().width).toBe(240);
    });
  });

  describe('onPersonalSettings, onHelp and onLogout', () => {
    it('are called from the profile menu', async () => {
      const onPersonalSettings = vi.fn();
      const onHelp = vi.fn();
      const onLogout = vi.fn();
      await renderWithTheme(
        <Layout onPersonalSettings={onPersonalSettings} onHelp={onHelp} onLogout={onLogout} />,
      );
      let menu = await openProfileMenu();
      await userEvent.click(menu.getByRole('menuitem', { name: en.profileMenu.personalSettings }));
      expect(onPersonalSettings).toHaveBeenCalledOnce();
      menu = await openProfileMenu();
      await userEvent.click(menu.getByRole('menuitem', { name: en.profileMenu.faq }));
      expect(onHelp).toHaveBeenCalledWith('faq');
      menu = await openProfileMenu();
      await userEvent.click(menu.getByRole('menuitem', { name: en.profileMenu.logOut }));
      expect(onLogout).toHaveBeenCalledOnce();
    });

    it('opens with Enter, moves with arrows and closes with Escape back onto the button', async () => {
      await renderWithTheme(<Layout />);
      profileButton().element().focus();
      await userEvent.keyboard('{Enter}');
      await expect
        .element(page.getByRole('menuitem', { name: en.profileMenu.personalSettings }))
        .toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect
        .element(page.getByRole('menuitem', { name: en.profileMenu.eventManagement }))
        .toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
      await expect.element(profileButton()).toHaveFocus();
    });
  });

  describe('linkComponent', () => {
    it('renders the sidebar, menu and page links through it', async () => {
      await renderWithTheme(
        <Layout linkComponent={({ href, ...rest }) => <a href={`#router${href}`} {...rest} />}>
          <a href="/elsewhere">plain</a>
        </Layout>,
      );
      await expect
        .element(sidebar().getByRole('link', { name: en.defaultsLayout.home }))
        .toHaveAttribute('href', '#router/home');
      const menu = await openProfileMenu();
      await expect
        .element(menu.getByRole('menuitem', { name: en.profileMenu.eventManagement }))
        .toHaveAttribute('href', '#router/panel-manager/projects');
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(<Layout page="usr" />);
    await expectNoAxeViolations();
    await openProfileMenu();
    await expectNoAxeViolations();
  });
});

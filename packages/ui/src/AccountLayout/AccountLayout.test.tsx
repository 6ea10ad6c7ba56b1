import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { en } from '../copy';
import { allPermissions, noPermissions } from '../layout-shared/types';
import { AccountLayout, type AccountLayoutProps } from './AccountLayout';

function Layout(props: Partial<AccountLayoutProps>) {
  return (
    <AccountLayout
      permissions={allPermissions}
      user={{ firstName: 'Ada', lastName: 'Lovelace' }}
      companyId="7"
      {...props}
    >
      {props.children ?? <h1>Page</h1>}
    </AccountLayout>
  );
}

const sideMenu = () => page.getByRole('navigation', { name: en.layout.sideMenuLabel });
const profileButton = () => page.getByRole('button', { name: en.defaultsLayout.profileMenu });

async function openProfileMenu() {
  await userEvent.click(profileButton());
  await expect.element(page.getByRole('menu')).toBeVisible();
  return page.getByRole('menu');
}

const texts = (elements: Element[]) => elements.map((element) => element.textContent);

describe('<AccountLayout />', () => {
  it('renders the product title, the side menu and the page in main', async () => {
    await renderWithTheme(<Layout />);
    await expect.element(page.getByRole('banner')).toHaveTextContent(en.brand.productTitle);
    await expect.element(sideMenu()).toBeVisible();
    await expect.element(page.getByRole('main')).toHaveTextContent('Page');
  });

  describe('permissions', () => {
    it('shows the Account Settings group with `settings`', async () => {
      await renderWithTheme(<Layout />);
      expect(texts(sideMenu().getByRole('link').elements())).toEqual([
        en.accountLayout.home,
        en.accountLayout.overview,
        en.accountLayout.userManagement,
        en.accountLayout.permissionGroups,
        en.accountLayout.companySettings,
        en.accountLayout.communications,
        en.accountLayout.legalAndSecurity,
      ]);
    });

    it('hides the Account Settings group without `settings`', async () => {
      await renderWithTheme(<Layout permissions={{ ...allPermissions, settings: false }} />);
      expect(texts(sideMenu().getByRole('link').elements())).toEqual([en.accountLayout.home]);
    });

    it('filters Modules and System in the profile menu by flag', async () => {
      await renderWithTheme(
        <Layout permissions={{ ...noPermissions, surveyDesigner: true, contacts: true }} />,
      );
      const menu = await openProfileMenu();
      expect(texts(menu.getByRole('menuitem').elements())).toEqual([
        en.accountLayout.personalSettings,
        en.accountLayout.home,
        en.accountLayout.surveys,
        en.accountLayout.contacts,
        en.accountLayout.logout,
      ]);
      await expect.element(menu.getByRole('group', { name: en.accountLayout.modules })).toBeVisible();
      await expect.element(menu.getByRole('group', { name: en.accountLayout.system })).toBeVisible();
    });

    it('lists every entry with all flags', async () => {
      await renderWithTheme(<Layout />);
      const menu = await openProfileMenu();
      expect(texts(menu.getByRole('menuitem').elements())).toEqual([
        en.accountLayout.personalSettings,
        en.accountLayout.home,
        en.accountLayout.projects,
        en.accountLayout.surveys,
        en.accountLayout.panels,
        en.accountLayout.contacts,
        en.accountLayout.defaults,
        en.accountLayout.settings,
        en.accountLayout.logout,
      ]);
    });
  });

  describe('user', () => {
    it('shows the user name in the profile menu', async () => {
      await renderWithTheme(<Layout user={{ firstName: 'Grace', lastName: 'Hopper' }} />);
      const menu = await openProfileMenu();
      await expect.element(menu.getByText('Grace Hopper')).toBeVisible();
    });
  });

  describe('page', () => {
    it('marks the matching side-menu link', async () => {
      await renderWithTheme(<Layout page="groups" />);
      await expect
        .element(sideMenu().getByRole('link', { name: en.accountLayout.permissionGroups }))
        .toHaveAttribute('aria-current', 'page');
    });
  });

  describe('companyId', () => {
    it('builds the Company Settings link', async () => {
      await renderWithTheme(<Layout companyId="7" />);
      await expect
        .element(sideMenu().getByRole('link', { name: en.accountLayout.companySettings }))
        .toHaveAttribute('href', '/company-settings/company-settings/7');
    });
  });

  describe('onPersonalSettings and onLogout', () => {
    it('are called from the profile menu', async () => {
      const onPersonalSettings = vi.fn();
      const onLogout = vi.fn();
      await renderWithTheme(<Layout onPersonalSettings={onPersonalSettings} onLogout={onLogout} />);
      let menu = await openProfileMenu();
      await userEvent.click(menu.getByRole('menuitem', { name: en.accountLayout.personalSettings }));
      expect(onPersonalSettings).toHaveBeenCalledOnce();
      menu = await openProfileMenu();
      await userEvent.click(menu.getByRole('menuitem', { name: en.accountLayout.logout }));
      expect(onLogout).toHaveBeenCalledOnce();
    });
  });

  describe('drawerOpen and onDrawerOpenChange (phones)', () => {
    it('opens the drawer from the menu button and closes it on Escape and on a followed link', async () => {
      await page.viewport(375, 812);
      try {
        const onDrawerOpenChange = vi.fn();
        await renderWithTheme(<Layout onDrawerOpenChange={onDrawerOpenChange} />);
        const button = page.getByRole('button', { name: en.accountLayout.openDrawer });
        await expect.element(sideMenu()).not.toBeInTheDocument();
        button.element().focus();
        await userEvent.keyboard('{Enter}');
        const drawer = page.getByRole('dialog');
        await expect.element(drawer).toBeVisible();
        expect(onDrawerOpenChange).toHaveBeenLastCalledWith(true);
        await userEvent.keyboard('{Escape}');
        await expect.element(drawer).not.toBeInTheDocument();
        await expect.element(button).toHaveFocus();
        await userEvent.click(button);
        const link = drawer.getByRole('link', { name: en.accountLayout.userManagement });
        link.element().addEventListener('click', (event) => event.preventDefault());
        await userEvent.click(link);
        await expect.element(drawer).not.toBeInTheDocument();
      } finally {
        await page.viewport(1200, 900);
      }
    });

    it('follows the controlled value', async () => {
      await page.viewport(375, 812);
      try {
        await renderWithTheme(<Layout drawerOpen />);
        await expect.element(page.getByRole('dialog')).toBeVisible();
      } finally {
        await page.viewport(1200, 900);
      }
    });

    it('closes when the window grows past the phone breakpoint', async () => {
      await page.viewport(375, 812);
      const onDrawerOpenChange = vi.fn();
      await renderWithTheme(<Layout defaultDrawerOpen onDrawerOpenChange={onDrawerOpenChange} />);
      await expect.element(page.getByRole('dialog')).toBeVisible();
      await page.viewport(1200, 900);
      await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
      expect(onDrawerOpenChange).toHaveBeenLastCalledWith(false);
    });
  });

  describe('linkComponent', () => {
    it('renders the links through it', async () => {
      await renderWithTheme(
        <Layout linkComponent={({ href, ...rest }) => <a href={`#router${href}`} {...rest} />} />,
      );
      await expect
        .element(sideMenu().getByRole('link', { name: en.accountLayout.home }))
        .toHaveAttribute('href', '#router/home');
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(<Layout page="usr" />);
    await expectNoAxeViolations();
    await openProfileMenu();
    await expectNoAxeViolations();
  });
});

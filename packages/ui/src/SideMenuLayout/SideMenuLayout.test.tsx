import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { uiCopy } from '../copy';
import {
  type ExampleMenuOptions,
  type ExampleProfileActions,
  exampleSideMenu,
  exampleSideMenuProfileMenu,
} from '../layout-shared/layout.fixtures';
import { SideMenuLayout, type SideMenuLayoutProps } from './SideMenuLayout';

function Layout({
  menu,
  actions,
  ...props
}: Partial<SideMenuLayoutProps> & { menu?: ExampleMenuOptions; actions?: ExampleProfileActions }) {
  return (
    <SideMenuLayout
      brand="Acme"
      userName="Ada Lovelace"
      navigation={exampleSideMenu(menu)}
      profileMenu={exampleSideMenuProfileMenu(actions, menu)}
      {...props}
    >
      {props.children ?? <h1>Page</h1>}
    </SideMenuLayout>
  );
}

const sideMenu = () => page.getByRole('navigation', { name: uiCopy.layout.sideMenuLabel });
const profileButton = () => page.getByRole('button', { name: uiCopy.layout.profileMenu });

async function openProfileMenu() {
  await userEvent.click(profileButton());
  await expect.element(page.getByRole('menu')).toBeVisible();
  return page.getByRole('menu');
}

const texts = (elements: Element[]) => elements.map((element) => element.textContent);

describe('<SideMenuLayout />', () => {
  it('renders the side menu and the page in main', async () => {
    await renderWithTheme(<Layout />);
    await expect.element(sideMenu()).toBeVisible();
    await expect.element(page.getByRole('main')).toHaveTextContent('Page');
  });

  describe('brand', () => {
    it('is shown in the header', async () => {
      await renderWithTheme(<Layout brand="Northwind" />);
      await expect.element(page.getByRole('banner')).toHaveTextContent('Northwind');
    });
  });

  describe('navigation', () => {
    it('shows every section and entry in order', async () => {
      await renderWithTheme(<Layout />);
      expect(texts(sideMenu().getByRole('link').elements())).toEqual([
        'Dashboard',
        'Overview',
        'Members',
        'Roles',
        'Organisation',
        'Messages',
        'Privacy',
      ]);
      await expect
        .element(sideMenu().getByRole('link', { name: 'Organisation' }))
        .toHaveAttribute('href', '/example/organisation/1');
    });

    it('leaves out a hidden section', async () => {
      await renderWithTheme(<Layout menu={{ hidden: ['admin'] }} />);
      expect(texts(sideMenu().getByRole('link').elements())).toEqual(['Dashboard']);
    });

    it('marks the active entry as the current page', async () => {
      await renderWithTheme(<Layout menu={{ active: 'roles' }} />);
      await expect
        .element(sideMenu().getByRole('link', { name: 'Roles' }))
        .toHaveAttribute('aria-current', 'page');
    });
  });

  describe('navigationLabel', () => {
    it('names the side menu landmark', async () => {
      await renderWithTheme(<Layout navigationLabel="Company menu" />);
      await expect.element(page.getByRole('navigation', { name: 'Company menu' })).toBeVisible();
    });
  });

  describe('profileMenu', () => {
    it('lists the visible entries in their titled groups', async () => {
      await renderWithTheme(<Layout menu={{ hidden: ['studio', 'insights', 'library', 'admin'] }} />);
      const menu = await openProfileMenu();
      expect(texts(menu.getByRole('menuitem').elements())).toEqual([
        'Profile',
        'Dashboard',
        'Forms',
        'Address Book',
        'Sign out',
      ]);
      await expect.element(menu.getByRole('group', { name: 'Apps' })).toBeVisible();
      await expect.element(menu.getByRole('group', { name: 'More' })).toBeVisible();
    });

    it('calls the actions of its entries', async () => {
      const onProfile = vi.fn();
      const onSignOut = vi.fn();
      await renderWithTheme(<Layout actions={{ onProfile, onSignOut }} />);
      let menu = await openProfileMenu();
      await userEvent.click(menu.getByRole('menuitem', { name: 'Profile' }));
      expect(onProfile).toHaveBeenCalledOnce();
      menu = await openProfileMenu();
      await userEvent.click(menu.getByRole('menuitem', { name: 'Sign out' }));
      expect(onSignOut).toHaveBeenCalledOnce();
    });
  });

  describe('userName', () => {
    it('is shown in the profile menu', async () => {
      await renderWithTheme(<Layout userName="Grace Hopper" />);
      const menu = await openProfileMenu();
      await expect.element(menu.getByText('Grace Hopper')).toBeVisible();
    });
  });

  describe('drawerOpen and onDrawerOpenChange (phones)', () => {
    it('opens the drawer from the menu button and closes it on Escape and on a followed link', async () => {
      await page.viewport(375, 812);
      try {
        const onDrawerOpenChange = vi.fn();
        await renderWithTheme(<Layout onDrawerOpenChange={onDrawerOpenChange} />);
        const button = page.getByRole('button', { name: uiCopy.layout.openDrawer });
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
        const link = drawer.getByRole('link', { name: 'Members' });
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
        .element(sideMenu().getByRole('link', { name: 'Dashboard' }))
        .toHaveAttribute('href', '#router/example');
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(<Layout menu={{ active: 'members' }} />);
    await expectNoAxeViolations();
    await openProfileMenu();
    await expectNoAxeViolations();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { uiCopy } from '../copy';
import {
  type ExampleMenuOptions,
  type ExampleProfileActions,
  exampleProfileMenu,
  exampleSidebar,
} from '../layout-shared/layout.fixtures';
import { SidebarLayout, type SidebarLayoutProps } from './SidebarLayout';

function Layout({
  menu,
  actions,
  ...props
}: Partial<SidebarLayoutProps> & { menu?: ExampleMenuOptions; actions?: ExampleProfileActions }) {
  return (
    <SidebarLayout
      brand="ACME"
      userName="Ada Lovelace"
      navigation={exampleSidebar(menu)}
      profileMenu={exampleProfileMenu(actions, menu)}
      {...props}
    >
      {props.children ?? <h1>Page</h1>}
    </SidebarLayout>
  );
}

const sidebar = () => page.getByRole('navigation', { name: uiCopy.layout.sidebarLabel });
const toggle = () => page.getByRole('button', { name: uiCopy.layout.toggleMenu });
const profileButton = () => page.getByRole('button', { name: uiCopy.layout.profileMenu });
const texts = (elements: Element[]) => elements.map((element) => element.textContent);

async function openProfileMenu() {
  await userEvent.click(profileButton());
  await expect.element(page.getByRole('menu')).toBeVisible();
  return page.getByRole('menu');
}

describe('<SidebarLayout />', () => {
  it('renders a banner, the sidebar and the page in main', async () => {
    await renderWithTheme(<Layout />);
    await expect.element(sidebar()).toBeVisible();
    await expect.element(page.getByRole('main')).toHaveTextContent('Page');
  });

  describe('brand', () => {
    it('is shown in the top bar', async () => {
      await renderWithTheme(<Layout brand="NORTHWIND" />);
      await expect.element(page.getByRole('banner')).toHaveTextContent('NORTHWIND');
    });
  });

  describe('children', () => {
    it('are reachable through the skip link', async () => {
      await renderWithTheme(<Layout />);
      await userEvent.tab();
      const skip = page.getByRole('link', { name: uiCopy.layout.skipToContent });
      await expect.element(skip).toHaveFocus();
      expect(skip.element().getAttribute('href')).toBe(`#${page.getByRole('main').element().id}`);
    });
  });

  describe('navigation', () => {
    it('shows every section and entry in order, each titled list named by its title', async () => {
      await renderWithTheme(<Layout />);
      expect(texts(sidebar().getByRole('link').elements())).toEqual([
        'Dashboard',
        'Members',
        'Organisation',
        'Privacy',
        'Locales',
        'Schedules',
        'Templates',
        'Address Book',
        'Analytics',
      ]);
      await expect.element(sidebar().getByRole('list', { name: 'Workspace' })).toBeVisible();
      await expect
        .element(sidebar().getByRole('link', { name: 'Organisation' }))
        .toHaveAttribute('href', '/example/organisation/1');
    });

    it('leaves out hidden sections and entries', async () => {
      await renderWithTheme(<Layout menu={{ hidden: ['workspace', 'addresses'] }} />);
      expect(texts(sidebar().getByRole('link').elements())).toEqual([
        'Dashboard',
        'Locales',
        'Schedules',
        'Templates',
        'Analytics',
      ]);
    });

    it('leaves out a section whose entries are all hidden', async () => {
      await renderWithTheme(
        <Layout
          menu={{ hidden: ['locales', 'schedules', 'templates', 'addresses', 'analytics', 'workspace'] }}
        />,
      );
      expect(texts(sidebar().getByRole('link').elements())).toEqual(['Dashboard']);
      expect(sidebar().getByRole('list').elements()).toHaveLength(1);
    });

    it('marks the active entry as the current page, and only that one', async () => {
      await renderWithTheme(<Layout menu={{ active: 'schedules' }} />);
      await expect
        .element(sidebar().getByRole('link', { name: 'Schedules' }))
        .toHaveAttribute('aria-current', 'page');
      expect(
        sidebar()
          .getByRole('link')
          .elements()
          .filter((link) => link.hasAttribute('aria-current')),
      ).toHaveLength(1);
    });
  });

  describe('navigationLabel', () => {
    it('names the sidebar landmark', async () => {
      await renderWithTheme(<Layout navigationLabel="Module menu" />);
      await expect.element(page.getByRole('navigation', { name: 'Module menu' })).toBeVisible();
    });
  });

  describe('userName', () => {
    it('is shown at the top of the profile menu', async () => {
      await renderWithTheme(<Layout userName="Grace Hopper" />);
      const menu = await openProfileMenu();
      await expect.element(menu.getByText('Grace Hopper')).toBeVisible();
    });
  });

  describe('profileMenu', () => {
    it('lists the visible entries, dropping a section whose entries are all hidden', async () => {
      await renderWithTheme(<Layout menu={{ hidden: ['studio', 'forms', 'insights', 'admin'] }} />);
      const menu = await openProfileMenu();
      expect(texts(menu.getByRole('menuitem').elements())).toEqual([
        'Profile',
        'Guides',
        'Questions',
        'Write to us',
        'Sign out',
      ]);
      expect(menu.getByRole('group', { name: 'Apps' }).elements()).toHaveLength(0);
      await expect.element(menu.getByRole('group', { name: 'Support' })).toBeVisible();
    });

    it('calls the actions of its entries', async () => {
      const onProfile = vi.fn();
      const onHelp = vi.fn();
      const onSignOut = vi.fn();
      await renderWithTheme(<Layout actions={{ onProfile, onHelp, onSignOut }} />);
      let menu = await openProfileMenu();
      await userEvent.click(menu.getByRole('menuitem', { name: 'Profile' }));
      expect(onProfile).toHaveBeenCalledOnce();
      menu = await openProfileMenu();
      await userEvent.click(menu.getByRole('menuitem', { name: 'Questions' }));
      expect(onHelp).toHaveBeenCalledWith('questions');
      menu = await openProfileMenu();
      await userEvent.click(menu.getByRole('menuitem', { name: 'Sign out' }));
      expect(onSignOut).toHaveBeenCalledOnce();
    });

    it('opens with Enter, moves with arrows and closes with Escape back onto the button', async () => {
      await renderWithTheme(<Layout />);
      profileButton().element().focus();
      await userEvent.keyboard('{Enter}');
      await expect.element(page.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect.element(page.getByRole('menuitem', { name: 'Studio' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
      await expect.element(profileButton()).toHaveFocus();
    });
  });

  describe('sidebarOpen and onSidebarOpenChange', () => {
    it('collapses from the keyboard to short titles, keeping link names for screen readers', async () => {
      const onSidebarOpenChange = vi.fn();
      await renderWithTheme(<Layout onSidebarOpenChange={onSidebarOpenChange} />);
      await expect.element(toggle()).toHaveAttribute('aria-expanded', 'true');
      expect(toggle().element().getAttribute('aria-controls')).toBe(sidebar().element().id);
      toggle().element().focus();
      await userEvent.keyboard('{Enter}');
      expect(onSidebarOpenChange).toHaveBeenLastCalledWith(false);
      await expect.element(toggle()).toHaveAttribute('aria-expanded', 'false');
      await expect.element(sidebar().getByText('Work', { exact: true })).toBeVisible();
      await expect.element(sidebar().getByRole('link', { name: 'Locales' })).toBeVisible();
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

  describe('drawerOpen and onDrawerOpenChange (phones)', () => {
    it('starts closed below the tablet breakpoint, whatever defaultSidebarOpen says, and opens as a dialog', async () => {
      await page.viewport(390, 844);
      try {
        const onDrawerOpenChange = vi.fn();
        await renderWithTheme(<Layout defaultSidebarOpen onDrawerOpenChange={onDrawerOpenChange} />);
        await expect.element(page.getByRole('main')).toBeVisible();
        await expect.element(sidebar()).not.toBeInTheDocument();
        await userEvent.click(page.getByRole('button', { name: uiCopy.layout.openDrawer }));
        await expect.element(page.getByRole('dialog')).toBeVisible();
        expect(onDrawerOpenChange).toHaveBeenLastCalledWith(true);
      } finally {
        await page.viewport(1200, 900);
      }
    });

    it('closes when the window grows past the phone breakpoint, where the sidebar shows again', async () => {
      await page.viewport(390, 844);
      const onDrawerOpenChange = vi.fn();
      await renderWithTheme(<Layout defaultDrawerOpen onDrawerOpenChange={onDrawerOpenChange} />);
      await expect.element(page.getByRole('dialog')).toBeVisible();
      await page.viewport(1200, 900);
      await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
      expect(onDrawerOpenChange).toHaveBeenLastCalledWith(false);
      await expect.element(sidebar()).toBeVisible();
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
        .element(sidebar().getByRole('link', { name: 'Dashboard' }))
        .toHaveAttribute('href', '#router/example');
      const menu = await openProfileMenu();
      await expect
        .element(menu.getByRole('menuitem', { name: 'Studio' }))
        .toHaveAttribute('href', '#router/example/studio');
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(<Layout menu={{ active: 'members' }} />);
    await expectNoAxeViolations();
    await openProfileMenu();
    await expectNoAxeViolations();
  });
});

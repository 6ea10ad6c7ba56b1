import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { uiCopy } from '../copy';
import { playPhoneDrawer } from '../layout-shared/drawer.play';
import {
  exampleSideMenu,
  exampleSideMenuProfileMenu,
  longUserName,
  SamplePage,
  sampleUserName,
} from '../layout-shared/layout.fixtures';
import { SideMenuLayout } from './SideMenuLayout';

const meta = {
  title: 'Layouts/SideMenuLayout/Features',
  component: SideMenuLayout,
  parameters: {
    layout: 'fullscreen',
    chromatic: {
      modes: {
        desktop: { viewport: 'desktop' },
        tablet: { viewport: 'tablet' },
        mobile: { viewport: 'mobile' },
      },
    },
  },
  args: {
    brand: 'Acme',
    userName: sampleUserName,
    navigation: exampleSideMenu({ active: 'overview' }),
    profileMenu: exampleSideMenuProfileMenu({ onProfile: fn(), onSignOut: fn() }),
    children: <SamplePage />,
    onDrawerOpenChange: fn(),
  },
} satisfies Meta<typeof SideMenuLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Entries the app hides: the side menu keeps only Dashboard; the profile menu Profile, Dashboard and Sign out. */
const hiddenEntries = {
  active: 'dashboard',
  hidden: ['admin', 'studio', 'forms', 'insights', 'addresses', 'library'],
};

/** Hidden entries: the side menu has only Dashboard; the profile menu keeps Profile, Dashboard and Sign out. */
export const HiddenEntries: Story = {
  args: {
    navigation: exampleSideMenu(hiddenEntries),
    profileMenu: exampleSideMenuProfileMenu({}, hiddenEntries),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sideMenu = canvas.getByRole('navigation', { name: uiCopy.layout.sideMenuLabel });
    await expect(within(sideMenu).getAllByRole('link')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: uiCopy.layout.profileMenu }));
    const menu = await within(document.body).findByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    await expect(items).toEqual(['Profile', 'Dashboard', 'Sign out']);
  },
};

/**
 * A very long name at the top of the profile menu (shown open) stays on one line, cut short with an ellipsis (the
 * whole name its text and title), so that the menu does not grow a scrollbar.
 */
export const LongName: Story = {
  args: { userName: longUserName },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: uiCopy.layout.profileMenu }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    // The name stays on one line: the whole menu fits without scrolling, Sign out in view.
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeVisible());
    await expect(menu.scrollHeight, 'the menu scrolls').toBeLessThanOrEqual(menu.clientHeight);
    await expect(within(menu).getByText(longUserName)).toHaveAttribute('title', longUserName);
  },
};

/** A phone (375px) with the menu collapsed into the header's menu button. */
export const Collapsed: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.queryByRole('navigation', { name: uiCopy.layout.sideMenuLabel }),
    ).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: uiCopy.layout.openDrawer })).toBeVisible());
  },
};

/**
 * A phone (375px): Enter on the menu button opens the drawer with focus inside, Escape closes it and focus
 * returns to the button; then it is opened again to show it.
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const menuButton = canvas.getByRole('button', { name: uiCopy.layout.openDrawer });
    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await body.findByRole('dialog');
    await expect(args.onDrawerOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await expect(within(drawer).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(menuButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog');
  },
};

/**
 * A phone (390px): the drawer over the page — focus moves in and stays there, the page behind is inert, Escape
 * closes it back onto the menu button, so do a click on the scrim and a followed entry. Shown open.
 */
export const PhoneDrawer: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await playPhoneDrawer(canvasElement, uiCopy.layout.sideMenuLabel, 'Members');
  },
};

/** A tablet (768px): the side menu stays beside the page. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { en } from '../copy';
import { longNameUser, SamplePage, sampleUser } from '../layout-shared/layout.fixtures';
import { allPermissions, noPermissions } from '../layout-shared/types';
import { AccountLayout } from './AccountLayout';

const meta = {
  title: 'Layouts/AccountLayout/Features',
  component: AccountLayout,
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
    permissions: allPermissions,
    user: sampleUser,
    companyId: '1',
    page: 'overview',
    children: <SamplePage />,
    onDrawerOpenChange: fn(),
    onPersonalSettings: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof AccountLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No flags: the side menu has only Home; the profile menu keeps Personal Settings, Home and Logout. */
export const NoPermissions: Story = {
  args: { permissions: noPermissions, page: 'home' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sideMenu = canvas.getByRole('navigation', { name: en.layout.sideMenuLabel });
    await expect(within(sideMenu).getAllByRole('link')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: en.defaultsLayout.profileMenu }));
    const menu = await within(document.body).findByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    await expect(items).toEqual([
      en.accountLayout.personalSettings,
      en.accountLayout.home,
      en.accountLayout.logout,
    ]);
  },
};

/** A very long name wraps at the top of the profile menu (shown open). */
export const LongName: Story = {
  args: { user: longNameUser },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: en.defaultsLayout.profileMenu }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: en.accountLayout.personalSettings })).toHaveFocus(),
    );
  },
};

/** A phone (375px) with the menu collapsed into the header's menu button. */
export const Collapsed: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: en.layout.sideMenuLabel })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: en.accountLayout.openDrawer })).toBeVisible();
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
    const menuButton = canvas.getByRole('button', { name: en.accountLayout.openDrawer });
    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await body.findByRole('dialog');
    await expect(args.onDrawerOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await expect(within(drawer).getByRole('link', { name: en.accountLayout.overview })).toHaveAttribute(
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

/** A tablet (768px): the side menu stays beside the page. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

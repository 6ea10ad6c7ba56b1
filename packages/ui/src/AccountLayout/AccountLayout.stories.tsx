import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { en } from '../copy';
import { SamplePage, sampleUser } from '../layout-shared/layout.fixtures';
import { allPermissions } from '../layout-shared/types';
import { AccountLayout } from './AccountLayout';

const meta = {
  title: 'Layouts/AccountLayout',
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
    page: 'usr',
    children: <SamplePage />,
    onDrawerOpenChange: fn(),
    onPersonalSettings: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof AccountLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The Account area with every permission, on the User Management page, driven by args. */
export const Playground: Story = {};

/**
 * Keyboard use on a desktop: the side menu marks the current page; Enter on the profile button opens the menu,
 * arrows move through Personal Settings, Modules and System, Escape closes it and focus returns to the button.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const sideMenu = canvas.getByRole('navigation', { name: en.layout.sideMenuLabel });
    await expect(
      within(sideMenu).getByRole('link', { name: en.accountLayout.userManagement }),
    ).toHaveAttribute('aria-current', 'page');
    await userEvent.tab(); // skip link
    await userEvent.tab();
    const profile = canvas.getByRole('button', { name: en.defaultsLayout.profileMenu });
    await expect(profile).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByText('Ada Lovelace')).toBeVisible();
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: en.accountLayout.personalSettings })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: en.accountLayout.projects })).toHaveFocus();
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(profile).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(profile).toHaveFocus();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { en } from '../copy';
import { SamplePage, sampleUser } from '../layout-shared/layout.fixtures';
import { allPermissions } from '../layout-shared/types';
import { DefaultsLayout } from './DefaultsLayout';

const meta = {
  title: 'Layouts/DefaultsLayout',
  component: DefaultsLayout,
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
    onSidebarOpenChange: fn(),
    onPersonalSettings: fn(),
    onHelp: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof DefaultsLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The Defaults area with every permission, on the User Management page, driven by args. */
export const Playground: Story = {};

/**
 * Keyboard use: Enter on the menu toggle collapses and reopens the sidebar; Enter on the profile button opens the
 * menu on its first entry, arrows move through the entries, Escape closes it and focus returns to the button.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const toggle = canvas.getByRole('button', { name: en.defaultsLayout.toggleMenu });
    const sidebar = canvas.getByRole('navigation', { name: en.layout.sidebarLabel });
    await expect(toggle).toHaveAttribute('aria-controls', sidebar.id);
    await expect(
      within(sidebar).getByRole('link', { name: en.defaultsLayout.userManagement }),
    ).toHaveAttribute('aria-current', 'page');

    await userEvent.tab(); // skip link
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onSidebarOpenChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByText(en.defaultsLayout.accountSettingsShort)).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(en.defaultsLayout.accountSettings)).toBeVisible();

    await userEvent.tab();
    const profile = canvas.getByRole('button', { name: en.defaultsLayout.profileMenu });
    await expect(profile).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByText('Ada Lovelace')).toBeVisible();
    const first = within(menu).getByRole('menuitem', { name: en.profileMenu.personalSettings });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: en.profileMenu.eventManagement })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: en.profileMenu.qOnePlatform })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(profile).toHaveFocus();
  },
};

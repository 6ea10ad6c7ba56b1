import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { uiCopy } from '../copy';
import {
  exampleProfileMenu,
  exampleSidebar,
  SamplePage,
  sampleUserName,
} from '../layout-shared/layout.fixtures';
import { DefaultsLayout } from './DefaultsLayout';

const onLogout = fn();

/**
 * A frame with a collapsible sidebar, shown with example menus: the app passes the brand, the user's name, the
 * sidebar and profile menu (hiding what the user may not open) and marks the current page's entry.
 */
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
    brand: 'Q ONE TECH',
    userName: sampleUserName,
    navigation: exampleSidebar({ active: 'users' }),
    profileMenu: exampleProfileMenu({ onPersonalSettings: fn(), onHelp: fn(), onLogout }),
    children: <SamplePage />,
    onSidebarOpenChange: fn(),
  },
} satisfies Meta<typeof DefaultsLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every entry shown, on the User Management page, driven by args. */
export const Playground: Story = {};

/**
 * Keyboard use: Enter on the menu toggle collapses and reopens the sidebar; Enter on the profile button opens the
 * menu on its first entry, arrows move through the entries, Escape closes it and focus returns to the button.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const toggle = canvas.getByRole('button', { name: uiCopy.layout.toggleMenu });
    const sidebar = canvas.getByRole('navigation', { name: uiCopy.layout.sidebarLabel });
    await expect(toggle).toHaveAttribute('aria-controls', sidebar.id);
    await expect(within(sidebar).getByRole('link', { name: 'User Management' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.tab(); // skip link
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onSidebarOpenChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByText('Account', { exact: true })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Account Settings')).toBeVisible();

    await userEvent.tab();
    const profile = canvas.getByRole('button', { name: uiCopy.layout.profileMenu });
    await expect(profile).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByText(sampleUserName)).toBeVisible();
    const first = within(menu).getByRole('menuitem', { name: 'Personal settings' });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Event Management' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Q One Platform' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(profile).toHaveFocus();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { uiCopy } from '../copy';
import {
  exampleProfileMenu,
  exampleSidebar,
  SamplePage,
  sampleUserName,
} from '../layout-shared/layout.fixtures';
import { SidebarLayout } from './SidebarLayout';

/**
 * A frame with a collapsible sidebar, shown with example menus: the app passes the brand, the user's name, the
 * sidebar and profile menu (hiding what the user may not open) and marks the current page's entry.
 */
const meta = {
  title: 'Layouts/SidebarLayout',
  component: SidebarLayout,
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
    brand: 'ACME STUDIO',
    userName: sampleUserName,
    navigation: exampleSidebar({ active: 'members' }),
    profileMenu: exampleProfileMenu({ onProfile: fn(), onHelp: fn(), onSignOut: fn() }),
    children: <SamplePage />,
    onSidebarOpenChange: fn(),
  },
} satisfies Meta<typeof SidebarLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every entry shown, on the Members page, driven by args. */
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
    await expect(within(sidebar).getByRole('link', { name: 'Members' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.tab(); // skip link
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onSidebarOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(canvas.getByText('Work', { exact: true })).toBeVisible());
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByText('Workspace')).toBeVisible());

    await userEvent.tab();
    const profile = canvas.getByRole('button', { name: uiCopy.layout.profileMenu });
    await expect(profile).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getByText(sampleUserName)).toBeVisible());
    const first = within(menu).getByRole('menuitem', { name: 'Profile' });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Studio' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Insights' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(profile).toHaveFocus();
  },
};

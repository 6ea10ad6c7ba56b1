import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { uiCopy } from '../copy';
import {
  exampleSideMenu,
  exampleSideMenuProfileMenu,
  SamplePage,
  sampleUserName,
} from '../layout-shared/layout.fixtures';
import { SideMenuLayout } from './SideMenuLayout';

const onSignOut = fn();

/**
 * A frame with a fixed side menu (a drawer on phones), shown with example menus: the app passes the brand, the
 * user's name, the side menu and profile menu (hiding what the user may not open) and marks the current entry.
 */
const meta = {
  title: 'Layouts/SideMenuLayout',
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
    navigation: exampleSideMenu({ active: 'members' }),
    profileMenu: exampleSideMenuProfileMenu({ onProfile: fn(), onSignOut }),
    children: <SamplePage />,
    onDrawerOpenChange: fn(),
  },
} satisfies Meta<typeof SideMenuLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every entry shown, on the Members page, driven by args. */
export const Playground: Story = {};

/**
 * Keyboard use on a desktop: the side menu marks the current page; Enter on the profile button opens the menu,
 * arrows move through its entries, Escape closes it and focus returns to the button.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const sideMenu = canvas.getByRole('navigation', { name: uiCopy.layout.sideMenuLabel });
    await expect(within(sideMenu).getByRole('link', { name: 'Members' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.tab(); // skip link
    await userEvent.tab();
    const profile = canvas.getByRole('button', { name: uiCopy.layout.profileMenu });
    await expect(profile).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getByText(sampleUserName)).toBeVisible());
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Studio' })).toHaveFocus();
    await userEvent.keyboard('{End}{Enter}');
    await expect(onSignOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(profile).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(profile).toHaveFocus();
  },
};

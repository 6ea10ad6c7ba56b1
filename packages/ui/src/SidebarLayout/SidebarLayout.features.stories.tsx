import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { uiCopy } from '../copy';
import { playPhoneDrawer } from '../layout-shared/drawer.play';
import {
  exampleProfileMenu,
  exampleSidebar,
  longUserName,
  SamplePage,
  sampleUserName,
} from '../layout-shared/layout.fixtures';
import { SidebarLayout } from './SidebarLayout';

const meta = {
  title: 'Layouts/SidebarLayout/Features',
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
    navigation: exampleSidebar({ active: 'locales' }),
    profileMenu: exampleProfileMenu({ onProfile: fn(), onSignOut: fn() }),
    children: <SamplePage />,
    onSidebarOpenChange: fn(),
  },
} satisfies Meta<typeof SidebarLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Entries the app hides: everything but Dashboard in the sidebar; the profile menu keeps its actions. */
const hiddenEntries = {
  active: 'dashboard',
  hidden: ['workspace', 'library', 'studio', 'forms', 'insights', 'admin'],
};

/** The collapsed 100px sidebar: icons, short section titles, names in tooltips and to screen readers. */
export const Collapsed: Story = {
  args: { defaultSidebarOpen: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Lib', { exact: true })).toBeVisible());
    const languages = canvas.getByRole('link', { name: 'Locales' });
    await expect(languages).toHaveAttribute('aria-current', 'page');
    languages.focus();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('Locales');
  },
};

/** Hidden entries: only Dashboard in the sidebar; the profile menu keeps Profile, Support and Sign out. */
export const HiddenEntries: Story = {
  args: {
    navigation: exampleSidebar(hiddenEntries),
    profileMenu: exampleProfileMenu({}, hiddenEntries),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sidebar = canvas.getByRole('navigation', { name: uiCopy.layout.sidebarLabel });
    await expect(within(sidebar).getAllByRole('link')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: uiCopy.layout.profileMenu }));
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).queryByText('Apps')).not.toBeInTheDocument();
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeVisible());
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
    await waitFor(() => expect(within(menu).getByText(longUserName)).toBeVisible());
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    // The name stays on one line: the whole menu fits without scrolling, Sign out in view.
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeVisible());
    await expect(menu.scrollHeight, 'the menu scrolls').toBeLessThanOrEqual(menu.clientHeight);
    await expect(within(menu).getByText(longUserName)).toHaveAttribute('title', longUserName);
  },
};

/** One section hidden and one entry of another: the second section without its Address Book entry. */
export const PartlyHidden: Story = {
  args: {
    navigation: exampleSidebar({ active: 'schedules', hidden: ['workspace', 'addresses'] }),
    profileMenu: exampleProfileMenu({}, { hidden: ['studio', 'forms', 'insights'] }),
  },
};

/** A phone (390px): the page loads with the sidebar closed; the menu button in the top bar opens it. */
export const Phone: Story = {
  args: { navigation: exampleSidebar({ active: 'members' }) },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.queryByRole('navigation', { name: uiCopy.layout.sidebarLabel }),
    ).not.toBeInTheDocument();
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: uiCopy.layout.openDrawer })).toBeVisible());
    await expect(canvas.getByRole('heading', { name: 'Members' })).toBeVisible();
  },
};

/**
 * A phone (390px): the sidebar opens as a drawer over the page — focus moves in and stays there, the page behind is
 * inert, Escape closes it back onto the menu button, so do a click on the scrim and a followed entry. Shown open.
 */
export const PhoneDrawer: Story = {
  args: { navigation: exampleSidebar({ active: 'members' }), onDrawerOpenChange: fn() },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    await playPhoneDrawer(canvasElement, uiCopy.layout.sidebarLabel, 'Schedules');
    await expect(args.onDrawerOpenChange).toHaveBeenLastCalledWith(true);
    await expect(args.onSidebarOpenChange).not.toHaveBeenCalled();
  },
};

/** A tablet (768px): the sidebar stays beside the page. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { uiCopy } from '../copy';
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

/** A very long name wraps at the top of the profile menu (shown open). */
export const LongName: Story = {
  args: { userName: longUserName },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: uiCopy.layout.profileMenu }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() => expect(within(menu).getByText(longUserName)).toBeVisible());
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
  },
};

/** One section hidden and one entry of another: the second section without its Address Book entry. */
export const PartlyHidden: Story = {
  args: {
    navigation: exampleSidebar({ active: 'schedules', hidden: ['workspace', 'addresses'] }),
    profileMenu: exampleProfileMenu({}, { hidden: ['studio', 'forms', 'insights'] }),
  },
};

/** A phone (375px): the sidebar is hidden until the toggle opens it over the page; a link closes it. */
export const Mobile: Story = {
  args: { defaultSidebarOpen: false, navigation: exampleSidebar({ active: 'members' }) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: uiCopy.layout.toggleMenu });
    await expect(
      canvas.queryByRole('navigation', { name: uiCopy.layout.sidebarLabel }),
    ).not.toBeInTheDocument();
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('navigation', { name: uiCopy.layout.sidebarLabel })).toBeVisible(),
    );
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Schedules' })).toBeVisible());
  },
};

/** A tablet (768px): the sidebar stays beside the page. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

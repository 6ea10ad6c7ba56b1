import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { en } from '../copy';
import { longNameUser, SamplePage, sampleUser } from '../layout-shared/layout.fixtures';
import { allPermissions, noPermissions } from '../layout-shared/types';
import { DefaultsLayout } from './DefaultsLayout';

const meta = {
  title: 'Layouts/DefaultsLayout/Features',
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
    page: 'languages',
    children: <SamplePage />,
    onSidebarOpenChange: fn(),
    onPersonalSettings: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof DefaultsLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The collapsed 100px sidebar: icons, short headings (Account, Defaults), names in tooltips and to screen readers. */
export const Collapsed: Story = {
  args: { defaultSidebarOpen: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(en.defaultsLayout.systemDefaultsShort)).toBeVisible();
    const languages = canvas.getByRole('link', { name: en.defaultsLayout.languages });
    await expect(languages).toHaveAttribute('aria-current', 'page');
    languages.focus();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(
      en.defaultsLayout.languages,
    );
  },
};

/** No flags: only Home in the sidebar; the profile menu keeps Personal settings, Help and Log Out. */
export const NoPermissions: Story = {
  args: { permissions: noPermissions, page: 'home' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sidebar = canvas.getByRole('navigation', { name: en.layout.sidebarLabel });
    await expect(within(sidebar).getAllByRole('link')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: en.defaultsLayout.profileMenu }));
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).queryByText(en.profileMenu.pages)).not.toBeInTheDocument();
    await expect(within(menu).getByRole('menuitem', { name: en.profileMenu.logOut })).toBeVisible();
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
    await expect(
      within(menu).getByText('Maximiliane Alexandra Konstanze von Hohenzollern-Sigmaringen'),
    ).toBeVisible();
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: en.profileMenu.personalSettings })).toHaveFocus(),
    );
  },
};

/** Only the Defaults flag: the System Defaults group without Contact Manager (which also needs `contacts`). */
export const DefaultsOnly: Story = {
  args: { permissions: { ...noPermissions, defaults: true }, page: 'timezones' },
};

/** A phone (375px): the sidebar is hidden until the toggle opens it over the page; a link closes it. */
export const Mobile: Story = {
  args: { defaultSidebarOpen: false, page: 'usr' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: en.defaultsLayout.toggleMenu });
    await expect(canvas.queryByRole('navigation', { name: en.layout.sidebarLabel })).not.toBeInTheDocument();
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('navigation', { name: en.layout.sidebarLabel })).toBeVisible();
    await expect(canvas.getByRole('link', { name: en.defaultsLayout.timeZones })).toBeVisible();
  },
};

/** A tablet (768px): the sidebar stays beside the page. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

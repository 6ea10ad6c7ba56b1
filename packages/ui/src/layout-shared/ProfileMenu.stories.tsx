import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { copy } from '../copy';
import { filterNav, type NavSection } from './nav';
import { ProfileMenu } from './ProfileMenu';
import type { LayoutPermissions } from './types';

const everything: LayoutPermissions = {
  projects: true,
  surveyDesigner: true,
  panels: true,
  contacts: true,
  defaults: true,
  settings: true,
};
const nothing: LayoutPermissions = {
  projects: false,
  surveyDesigner: false,
  panels: false,
  contacts: false,
  defaults: false,
  settings: false,
};

const onLogout = fn();
const sections: NavSection[] = [
  { id: 'me', items: [{ id: 'personal', label: copy.profileMenu.personalSettings, onSelect: fn() }] },
  {
    id: 'pages',
    label: copy.profileMenu.pages,
    items: [
      {
        id: 'events',
        label: copy.profileMenu.eventManagement,
        href: '/panel-manager/projects',
        requires: 'projects',
      },
      {
        id: 'designer',
        label: copy.profileMenu.surveyDesigner,
        href: '/survey-designer',
        requires: 'surveyDesigner',
      },
      {
        id: 'platform',
        label: copy.profileMenu.qOnePlatform,
        href: '/panel-manager/overview',
        requires: 'panels',
      },
    ],
  },
  { id: 'out', items: [{ id: 'logout', label: copy.profileMenu.logOut, onSelect: onLogout }] },
];

/** The profile button and menu both layouts share: the full name, then the sections the user's flags allow. */
const meta = {
  title: 'Layouts/Shared/ProfileMenu',
  component: ProfileMenu,
  args: {
    name: 'Ada Lovelace',
    sections: filterNav(sections, everything),
    'aria-label': copy.defaultsLayout.profileMenu,
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof ProfileMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the profile icon button, named for screen readers. */
export const Default: Story = {};

/** Opened with the keyboard: Enter opens, arrows move, Escape closes and returns focus to the button. */
export const KeyboardOpen: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: copy.defaultsLayout.profileMenu });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByText('Ada Lovelace')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('menuitem'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Without any flag only the entries everyone has remain (Personal settings, Log Out); empty sections vanish. */
export const NoPermissions: Story = {
  args: { sections: filterNav(sections, nothing) },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: copy.defaultsLayout.profileMenu }),
    );
    const menu = await within(document.body).findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([copy.profileMenu.personalSettings, copy.profileMenu.logOut]);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { uiCopy } from '../copy';
import { longUserName } from './layout.fixtures';
import { type NavSection, visibleSections } from './nav';
import { ProfileMenu } from './ProfileMenu';

/** Example sections; `showPages: false` hides the links, as an app hides what the user may not open. */
function sections(showPages: boolean): NavSection[] {
  return [
    { id: 'me', items: [{ id: 'profile', label: 'Profile', onSelect: fn() }] },
    {
      id: 'apps',
      label: 'Apps',
      items: [
        { id: 'studio', label: 'Studio', href: '/example/studio', visible: showPages },
        { id: 'forms', label: 'Forms', href: '/example/forms', visible: showPages },
        { id: 'insights', label: 'Insights', href: '/example/insights', visible: showPages },
      ],
    },
    { id: 'out', items: [{ id: 'signout', label: 'Sign out', onSelect: fn() }] },
  ];
}

/** The profile button and menu both layouts share: the full name, then the sections the app passes. */
const meta = {
  title: 'Layouts/Shared/ProfileMenu',
  component: ProfileMenu,
  args: {
    name: 'Ada Lovelace',
    sections: visibleSections(sections(true)),
    'aria-label': uiCopy.layout.profileMenu,
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
    const button = within(canvasElement).getByRole('button', { name: uiCopy.layout.profileMenu });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() => expect(within(menu).getByText('Ada Lovelace')).toBeVisible());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('menuitem'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** With every link hidden by the app only the actions remain; the emptied section vanishes. */
export const HiddenEntries: Story = {
  args: { sections: visibleSections(sections(false)) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: uiCopy.layout.profileMenu }));
    const menu = await within(document.body).findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Sign out']);
  },
};

/** A full profile menu: a dozen entries in four groups, a disabled entry with its note and new-tab links. */
const fullMenu: NavSection[] = [
  { id: 'me', items: [{ id: 'profile', label: 'Profile', onSelect: fn() }] },
  {
    id: 'apps',
    label: 'Apps',
    items: [
      { id: 'studio', label: 'Studio', href: 'https://studio.example.com/' },
      { id: 'forms', label: 'Forms', disabled: true, note: 'Not set up' },
      { id: 'insights', label: 'Insights', href: 'https://insights.example.com/' },
      { id: 'settings', label: 'Settings', href: '/example/settings' },
    ],
  },
  {
    id: 'help',
    label: 'Help',
    items: [
      { id: 'guides', label: 'Guides', href: 'https://help.example.com/guides', newTab: true },
      { id: 'faq', label: 'FAQ', href: 'https://help.example.com/faq', newTab: true },
      { id: 'support', label: 'Support', disabled: true, note: 'Not set up' },
    ],
  },
  { id: 'out', items: [{ id: 'signout', label: 'Sign out', onSelect: fn() }] },
];

/**
 * A full profile menu — the name, a dozen entries in four groups, a disabled entry with its note and new-tab links
 * — fits under the menu height token (369 px) without scrolling: the last entry, Sign out, is in view.
 */
export const EveryEntryInView: Story = {
  args: {
    sections: visibleSections(fullMenu),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: uiCopy.layout.profileMenu }));
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() => expect(within(menu).getByText('Sign out')).toBeVisible());
    const frame = menu.getBoundingClientRect();
    await expect(frame.height).toBeLessThanOrEqual(369);
    await expect(menu.scrollHeight).toBeLessThanOrEqual(menu.clientHeight);
    const last = within(menu).getByRole('menuitem', { name: 'Sign out' }).getBoundingClientRect();
    await expect(last.bottom).toBeLessThanOrEqual(frame.bottom);
    const forms = within(menu).getByRole('menuitem', { name: /Forms/ });
    await expect(forms).toHaveAttribute('aria-disabled', 'true');
    await expect(within(menu).getByRole('menuitem', { name: /FAQ/ })).toHaveAttribute('target', '_blank');
    await expect(within(menu).getByRole('menuitem', { name: /FAQ/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  },
};

/**
 * A name too long for one line (at 1440×900) stays on one line, cut short with an ellipsis: the full menu still fits
 * under the menu height token without scrolling, Sign out in view. The whole name is still the header's text for
 * assistive technology, and its title for a pointer.
 */
export const LongName: Story = {
  args: { name: longUserName, sections: visibleSections(fullMenu) },
  globals: { viewport: { value: 'wide', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: uiCopy.layout.profileMenu }));
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() => expect(within(menu).getByText('Sign out')).toBeVisible());
    await expect(menu.scrollHeight, 'the menu scrolls').toBeLessThanOrEqual(menu.clientHeight);
    const frame = menu.getBoundingClientRect();
    const last = within(menu).getByRole('menuitem', { name: 'Sign out' }).getBoundingClientRect();
    await expect(last.bottom).toBeLessThanOrEqual(frame.bottom);
    const header = within(menu).getByText(longUserName);
    await expect(header).toHaveAttribute('title', longUserName);
  },
};

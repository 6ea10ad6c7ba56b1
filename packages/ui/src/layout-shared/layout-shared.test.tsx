import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { LinkProvider } from './links';
import { type NavSection, navKey, visibleSections } from './nav';
import { SideNav } from './SideNav';

const sections: NavSection[] = [
  { id: 'open', items: [{ id: 'a', label: 'Always', href: '/a' }] },
  {
    id: 'settings',
    label: 'Settings',
    shortLabel: 'Set',
    items: [
      { id: 'b', label: 'Second', href: '/b', active: true },
      { id: 'c', label: 'Third', href: '/c' },
    ],
  },
];

describe('layout-shared', () => {
  describe('visibleSections', () => {
    it('keeps what is not marked invisible', () => {
      expect(visibleSections(sections)).toEqual(sections);
    });

    it('drops hidden sections and entries, and sections left without entries', () => {
      const hidden: NavSection[] = [
        { label: 'Emptied', items: [{ label: 'Gone', href: '/gone', visible: false }] },
        { label: 'Hidden', visible: false, items: [{ label: 'Inside', href: '/i' }] },
        {
          label: 'Partly',
          items: [
            { label: 'Kept', href: '/k' },
            { label: 'Gone', visible: false },
          ],
        },
      ];
      const result = visibleSections(hidden);
      expect(result.map((section) => section.label)).toEqual(['Partly']);
      expect(result[0]?.items.map((item) => item.label)).toEqual(['Kept']);
    });
  });

  describe('navKey', () => {
    it('uses the id, else the label, else the position', () => {
      expect(navKey({ id: 'x', label: 'X' }, 3)).toBe('x');
      expect(navKey({ label: 'X' }, 3)).toBe('X');
      expect(navKey({}, 3)).toBe('3');
    });
  });

  describe('<SideNav />', () => {
    it('names each list by its heading and marks the active entry as the current page', async () => {
      const screen = await renderWithTheme(<SideNav aria-label="Sidebar" sections={sections} />);
      await expect.element(screen.getByRole('list', { name: 'Settings' })).toBeVisible();
      await expect
        .element(screen.getByRole('link', { name: 'Second' }))
        .toHaveAttribute('aria-current', 'page');
      await expect.element(screen.getByRole('link', { name: 'Third' })).not.toHaveAttribute('aria-current');
    });

    it('keeps link names and shows short headings when collapsed', async () => {
      const screen = await renderWithTheme(<SideNav aria-label="Sidebar" sections={sections} collapsed />);
      await expect.element(screen.getByRole('list', { name: 'Set' })).toBeVisible();
      await expect.element(screen.getByRole('link', { name: 'Second' })).toBeVisible();
      await expect
        .element(screen.getByRole('link', { name: 'Second' }))
        .not.toHaveAttribute('aria-describedby');
    });

    it('uses the LinkProvider component', async () => {
      const screen = await renderWithTheme(
        <LinkProvider component={({ href, ...rest }) => <a href={`#${href}`} {...rest} />}>
          <SideNav aria-label="Sidebar" sections={sections} />
        </LinkProvider>,
      );
      await expect.element(screen.getByRole('link', { name: 'Always' })).toHaveAttribute('href', '#/a');
    });

    it('shows a disabled entry with its note, as no link and announced as disabled', async () => {
      const withDisabled: NavSection[] = [
        {
          id: 'modules',
          label: 'Modules',
          items: [
            { id: 'on', label: 'Studio', href: 'https://studio.example.com/' },
            { id: 'off', label: 'Forms', href: '/never', disabled: true, note: 'Not set up' },
          ],
        },
      ];
      const screen = await renderWithTheme(<SideNav aria-label="Sidebar" sections={withDisabled} />);
      await expect.element(screen.getByText('Not set up')).toBeVisible();
      expect(
        screen
          .getByRole('link')
          .elements()
          .map((link) => link.textContent),
      ).toEqual(['Studio']);
      const disabled = Array.from(screen.container.querySelectorAll('[aria-disabled="true"]'));
      expect(disabled.map((entry) => entry.textContent)).toEqual(['FormsNot set up']);
      expect(disabled[0]?.getAttribute('tabindex')).toBeNull();
      await expectNoAxeViolations();
    });

    it('opens a new-tab entry in a new tab, without access to the console', async () => {
      const help: NavSection[] = [
        { items: [{ label: 'FAQ', href: 'https://help.example.com/faq', newTab: true }] },
      ];
      const screen = await renderWithTheme(<SideNav aria-label="Sidebar" sections={help} />);
      const link = screen.getByRole('link', { name: 'FAQ' });
      await expect.element(link).toHaveAttribute('target', '_blank');
      await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer');
    });

    it('has no axe violations', async () => {
      await renderWithTheme(<SideNav aria-label="Sidebar" sections={sections} collapsed />);
      await expectNoAxeViolations();
    });
  });
});

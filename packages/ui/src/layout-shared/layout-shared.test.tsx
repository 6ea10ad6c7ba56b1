import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { LinkProvider } from './links';
import { filterNav, isAllowed, type NavSection } from './nav';
import { SideNav } from './SideNav';
import { allPermissions, fullName, noPermissions } from './types';

const sections: NavSection<'a' | 'b' | 'c'>[] = [
  { id: 'open', items: [{ id: 'a', label: 'Always', href: '/a', page: 'a' }] },
  {
    id: 'settings',
    label: 'Settings',
    shortLabel: 'Set',
    requires: 'settings',
    items: [
      { id: 'b', label: 'Needs settings', href: '/b', page: 'b' },
      { id: 'c', label: 'Needs contacts too', href: '/c', page: 'c', requires: 'contacts' },
    ],
  },
];

describe('layout-shared', () => {
  describe('isAllowed', () => {
    it('reads one flag, every flag of a list, or any flag of anyOf', () => {
      expect(isAllowed(undefined, noPermissions)).toBe(true);
      expect(isAllowed('settings', { ...noPermissions, settings: true })).toBe(true);
      expect(isAllowed(['settings', 'defaults'], { ...noPermissions, settings: true })).toBe(false);
      expect(isAllowed({ anyOf: ['settings', 'defaults'] }, { ...noPermissions, defaults: true })).toBe(true);
    });
  });

  describe('filterNav', () => {
    it('drops sections and entries the flags do not allow, and empty sections', () => {
      expect(filterNav(sections, noPermissions).map((s) => s.id)).toEqual(['open']);
      const withSettings = filterNav(sections, { ...noPermissions, settings: true });
      expect(withSettings[1]?.items.map((i) => i.id)).toEqual(['b']);
      expect(filterNav(sections, allPermissions)[1]?.items.map((i) => i.id)).toEqual(['b', 'c']);
    });
  });

  describe('fullName', () => {
    it('joins the names that are present', () => {
      expect(fullName({ firstName: ' Ada ', lastName: 'Lovelace' })).toBe('Ada Lovelace');
      expect(fullName({ firstName: 'Ada', lastName: '' })).toBe('Ada');
    });
  });

  describe('<SideNav />', () => {
    it('names each list by its heading and marks the current page', async () => {
      const screen = await renderWithTheme(
        <SideNav aria-label="Sidebar" sections={filterNav(sections, allPermissions)} page="b" />,
      );
      await expect.element(screen.getByRole('list', { name: 'Settings' })).toBeVisible();
      await expect
        .element(screen.getByRole('link', { name: 'Needs settings' }))
        .toHaveAttribute('aria-current', 'page');
    });

    it('keeps link names and shows short headings when collapsed', async () => {
      const screen = await renderWithTheme(
        <SideNav aria-label="Sidebar" sections={filterNav(sections, allPermissions)} collapsed />,
      );
      await expect.element(screen.getByRole('list', { name: 'Set' })).toBeVisible();
      await expect.element(screen.getByRole('link', { name: 'Needs settings' })).toBeVisible();
      await expect
        .element(screen.getByRole('link', { name: 'Needs settings' }))
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

    it('has no axe violations', async () => {
      await renderWithTheme(<SideNav aria-label="Sidebar" sections={sections} page="a" collapsed />);
      await expectNoAxeViolations();
    });
  });
});

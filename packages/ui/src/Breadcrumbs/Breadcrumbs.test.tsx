import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { uiCopy } from '../copy';
import { LinkProvider } from '../layout-shared/links';
import { Breadcrumbs } from './Breadcrumbs';

function Trail() {
  return (
    <Breadcrumbs>
      <Breadcrumbs.Item href="/home">Home</Breadcrumbs.Item>
      <Breadcrumbs.Item href="/settings">Settings</Breadcrumbs.Item>
      <Breadcrumbs.Item href="/settings/users">User Management</Breadcrumbs.Item>
    </Breadcrumbs>
  );
}

describe('<Breadcrumbs />', () => {
  it('renders a navigation landmark named "Breadcrumb" with an ordered list', async () => {
    const screen = await renderWithTheme(<Trail />);
    const nav = screen.getByRole('navigation', { name: uiCopy.breadcrumbs.label });
    await expect.element(nav).toBeVisible();
    expect(screen.getByRole('listitem').elements()).toHaveLength(3);
  });

  describe('children', () => {
    it('marks the last item as the current page', async () => {
      const screen = await renderWithTheme(<Trail />);
      await expect
        .element(screen.getByRole('link', { name: 'User Management' }))
        .toHaveAttribute('aria-current', 'page');
      await expect.element(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    });
  });

  describe('aria-label', () => {
    it('renames the landmark', async () => {
      const screen = await renderWithTheme(
        <Breadcrumbs aria-label="Trail">
          <Breadcrumbs.Item href="/home">Home</Breadcrumbs.Item>
        </Breadcrumbs>,
      );
      await expect.element(screen.getByRole('navigation', { name: 'Trail' })).toBeVisible();
    });
  });

  describe('Breadcrumbs.Item', () => {
    it('renders text without a link when it has no href', async () => {
      const screen = await renderWithTheme(
        <Breadcrumbs>
          <Breadcrumbs.Item href="/home">Home</Breadcrumbs.Item>
          <Breadcrumbs.Item>Languages</Breadcrumbs.Item>
        </Breadcrumbs>,
      );
      expect(screen.getByRole('link').elements()).toHaveLength(1);
      await expect.element(screen.getByText('Languages')).toHaveAttribute('aria-current', 'page');
    });

    it('lets `selected` choose the current item', async () => {
      const screen = await renderWithTheme(
        <Breadcrumbs>
          <Breadcrumbs.Item href="/home" selected>
            Home
          </Breadcrumbs.Item>
          <Breadcrumbs.Item href="/time-zones" selected={false}>
            Time Zones
          </Breadcrumbs.Item>
        </Breadcrumbs>,
      );
      await expect
        .element(screen.getByRole('link', { name: 'Home' }))
        .toHaveAttribute('aria-current', 'page');
      await expect
        .element(screen.getByRole('link', { name: 'Time Zones' }))
        .not.toHaveAttribute('aria-current');
    });

    it('renders through the LinkProvider component', async () => {
      const screen = await renderWithTheme(
        <LinkProvider component={({ href, ...rest }) => <a data-router="yes" href={`#${href}`} {...rest} />}>
          <Trail />
        </LinkProvider>,
      );
      await expect.element(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '#/home');
      await expect.element(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('data-router', 'yes');
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(<Trail />);
    await expectNoAxeViolations();
  });
});

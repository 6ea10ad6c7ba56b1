import { afterEach, describe, expect, it } from 'vitest';
import { clearSession } from '../src/app/session';
import { routes } from '../src/routes';
import { renderConsole } from './renderConsole';

/** Every route the product has, written out independently of the route table (parameters as react-router params). */
const specRoutes = [
  '/login',
  '/register/:registerToken',
  '/forgot-password',
  '/create-account',
  '/password',
  '/401',
  '/home',
  '/',
  '/reset-password/:resetToken',
  '/company-settings/overview',
  '/company-settings/user-management-dashboard',
  '/company-settings/user-management-dashboard/roles',
  '/company-settings/permission-group',
  '/company-settings/permission-group/permission/:id',
  '/company-settings/company-settings/:companyId',
  '/company-settings/:company',
  '/company-settings/languages-and-translations',
  '/languages-and-translations',
  '/company-settings/translations-editor/:id',
  '/company-settings/communication',
  '/company-settings/settings-and-defaults',
  '/settings-and-defaults',
  '/company-settings/settings',
  '/legal-and-security',
  '/company-settings/legal-and-security',
  '/legalsecurity/:documentPath',
  '/default-content',
  '/edit-content-email/:id',
  '/edit-content-page/:id',
  '/edit-content-sms',
  '/edit-content-button',
  '/preview-web-page/:slug',
  '/tzn',
  '/contact-manager',
  '/content-manager',
  '/panel-manager/projects',
  '/company-settings/edit',
  '/company-settings/edit/domain',
  '/company-settings/edit/mailer',
];

const at = (router: { state: { location: { pathname: string } } }) => router.state.location.pathname;

afterEach(() => clearSession());

describe('route table', () => {
  it('declares every route of the product', () => {
    const declared = new Set(routes.map((r) => r.path));
    expect(specRoutes.filter((path) => !declared.has(path))).toEqual([]);
  });

  it('loads every page as its own module', async () => {
    const modules = await Promise.all(routes.map((r) => r.load()));
    for (const mod of modules) expect(typeof mod.default).toBe('function');
  });

  it('sends a visitor without a session from a protected route to /login', async () => {
    const { router } = await renderConsole('/company-settings/user-management-dashboard', { session: null });
    await expect.poll(() => at(router)).toBe('/login');
  });

  it('sends a visitor without a session from an editor to / (and from there to /login)', async () => {
    const { router } = await renderConsole('/edit-content-email/abc', { session: null });
    await expect.poll(() => at(router)).toBe('/login');
  });

  it('sends a signed-in visitor from a public route to /home', async () => {
    const { router } = await renderConsole('/login');
    await expect.poll(() => at(router)).toBe('/home');
  });

  it('lets a signed-in visitor open a protected route in its layout', async () => {
    const { screen, router } = await renderConsole('/company-settings/permission-group');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Permission Groups' })).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'Permission Groups' }))
      .toHaveAttribute('aria-current', 'page');
    expect(at(router)).toBe('/company-settings/permission-group');
  });

  it('answers unknown paths with the not-found page', async () => {
    const { screen } = await renderConsole('/no/such/page', { session: null });
    await expect.element(screen.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

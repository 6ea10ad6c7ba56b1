import { ThemeProvider } from '@qone/ui';
import { RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { createTestRouter } from '../src/app/router';
import { clearSession, saveSession } from '../src/app/session';
import { routes } from '../src/routes';

/** Every route of SPEC.md section 2 (paths with the spec's parameters written as react-router params). */
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

const signIn = () =>
  saveSession({
    user: { _id: 'u1', name: 'Ada Admin', email: 'admin@example.com', companyId: 'c1' },
    permissions: {
      projects: true,
      surveyDesigner: true,
      panels: true,
      contacts: true,
      defaults: true,
      settings: true,
    },
    userEmail: 'admin@example.com',
  });

const renderAt = (path: string) =>
  render(
    <ThemeProvider>
      <RouterProvider router={createTestRouter(path)} />
    </ThemeProvider>,
  );

afterEach(() => clearSession());

describe('route table', () => {
  it('declares every route of SPEC.md section 2', () => {
    const declared = new Set(routes.map((r) => r.path));
    expect(specRoutes.filter((path) => !declared.has(path))).toEqual([]);
  });

  it('loads every page as its own module', async () => {
    const modules = await Promise.all(routes.map((r) => r.load()));
    for (const mod of modules) expect(typeof mod.default).toBe('function');
  });

  it('sends a visitor without a session from a protected route to /login', async () => {
    const screen = await renderAt('/company-settings/user-management-dashboard');
    await expect.element(screen.getByRole('heading', { name: 'Log in' })).toBeVisible();
  });

  it('sends a visitor without a session from an editor to /', async () => {
    const screen = await renderAt('/edit-content-email/abc');
    // "/" is protected too, so the visitor ends on /login.
    await expect.element(screen.getByRole('heading', { name: 'Log in' })).toBeVisible();
  });

  it('sends a signed-in visitor from a public route to /home', async () => {
    signIn();
    const screen = await renderAt('/login');
    await expect.element(screen.getByRole('heading', { name: 'Home' })).toBeVisible();
  });

  it('lets a signed-in visitor open a protected route', async () => {
    signIn();
    const screen = await renderAt('/company-settings/permission-group');
    await expect.element(screen.getByRole('heading', { name: 'Permission groups' })).toBeVisible();
  });

  it('answers unknown paths with the not-found page', async () => {
    const screen = await renderAt('/no/such/page');
    await expect.element(screen.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

import { DEMO_CREDENTIALS } from '@qone/api-client/mocks';

import { afterEach, describe, expect, it } from 'vitest';
import { renderConsole } from '../../../test/renderConsole';
import { clearSession } from '../../app/session';
import { authCopy } from '../../copy';
import { label } from '../../features/Auth/queries';

afterEach(() => clearSession());

describe('<LoginPage />', () => {
  it('keeps only the non-secret keys after signing in, and opens /home', async () => {
    const { screen, router } = await renderConsole('/login', { session: null });
    const submit = screen.getByRole('button', { name: authCopy.login.submit });
    await expect.element(submit).toBeDisabled();
    await screen.getByRole('textbox', { name: authCopy.fields.email }).fill(` ${DEMO_CREDENTIALS.email} `);
    await screen.getByLabelText(label(authCopy.fields.password)).fill(DEMO_CREDENTIALS.password);
    await expect.element(submit).toBeEnabled();
    await submit.click();

    await expect.poll(() => router.state.location.pathname).toBe('/home');
    expect(Object.keys({ ...localStorage }).sort()).toEqual(['permissions', 'user', 'userEmail']);
    const user = JSON.parse(localStorage.getItem('user') ?? '{}') as Record<string, unknown>;
    expect(Object.keys(user).sort()).toEqual(['_id', 'companyId', 'email', 'name', 'phone']);
    expect(localStorage.getItem('userEmail')).toBe(DEMO_CREDENTIALS.email);
    expect(JSON.parse(localStorage.getItem('permissions') ?? '{}')).toMatchObject({
      projects: true,
      settings: true,
    });
  });

  it('stores nothing when the server refuses, and says why', async () => {
    const { screen, router } = await renderConsole('/login', { session: null });
    await screen.getByRole('textbox', { name: authCopy.fields.email }).fill(DEMO_CREDENTIALS.email);
    await screen.getByLabelText(label(authCopy.fields.password)).fill('wrong password');
    await screen.getByRole('button', { name: authCopy.login.submit }).click();
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(localStorage.length).toBe(0);
    expect(router.state.location.pathname).toBe('/login');
  });
});

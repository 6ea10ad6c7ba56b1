import { afterEach, describe, expect, it } from 'vitest';
import { inviteThroughApi, login, NEW_PASSWORD, post } from '../../fixtures/auth.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

describe('POST /api/users/register', () => {
  it('turns the invited user into a verified one with the given name and password', async () => {
    t = await build();
    const { admin, user, token } = await inviteThroughApi(t);
    expect(user.status).toBe('invited');
    const res = await post(t, '/api/users/register', {
      registerToken: token,
      name: 'Ben K.',
      password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String) });

    const read = await t.app.inject({ method: 'GET', url: `/api/users/${user._id}`, headers: admin.bearer });
    expect(read.json().data).toMatchObject({ name: 'Ben K.', status: 'verified', isDeleted: 'false' });
    expect((await login(t, 'ben@acme.test', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a second use (410), an unknown token (404), weak passwords and bad bodies (400)', async () => {
    t = await build();
    const { token } = await inviteThroughApi(t);
    const body = { registerToken: token, name: 'Ben', password: NEW_PASSWORD };

    const common = await post(t, '/api/users/register', { ...body, password: 'qwertyuiop123' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({ error: 'This password is too common. Please choose another one' });
    expect((await post(t, '/api/users/register', { ...body, password: 'too short' })).statusCode).toBe(400);
    expect((await post(t, '/api/users/register', { ...body, name: '   ' })).statusCode).toBe(400);
    const extra = await post(t, '/api/users/register', { ...body, email: 'other@acme.test' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error).toContain('email');

    const unknown = await post(t, '/api/users/register', { ...body, registerToken: 'C'.repeat(43) });
    expect(unknown.statusCode).toBe(404);

    expect((await post(t, '/api/users/register', body)).statusCode).toBe(200);
    const reused = await post(t, '/api/users/register', {
      ...body,
      password: 'another long passphrase here',
    });
    expect(reused.statusCode).toBe(410);
    // The second attempt did not change the password.
    expect((await login(t, 'ben@acme.test', NEW_PASSWORD)).statusCode).toBe(200);
  });
});

import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { currentVersion, signedInAdmin, withBaseVersion } from '../../fixtures/records.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

type Headers = Record<string, string>;
const list = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/user-roles', headers });
const get = (headers: Headers, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/user-roles/${id}`, headers });
const create = (headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/user-roles', headers, payload: payload as object });
/** A save on the role's current version, as the editor read it. */
const update = async (headers: Headers, id: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/user-roles/${id}`,
    headers,
    payload: (await withBaseVersion(payload, () =>
      currentVersion(t, headers, `/api/user-roles/${id}`),
    )) as object,
  });
const remove = (headers: Headers, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/user-roles/${id}`, headers });

async function createdRole(headers: Headers, role: string, description = '') {
  const res = await create(headers, { role, description });
  expect(res.statusCode).toBe(201);
  return res.json().data as { _id: string; role: string; description: string };
}

describe('user roles', () => {
  it('creates, reads, updates and deletes a role; every change shows in the list', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    expect((await list(admin.bearer)).json()).toEqual({ data: [] });

    const created = await create(admin.bearer, {
      role: 'Project lead',
      description: 'Owns projects end to end.',
    });
    expect(created.statusCode).toBe(201);
    const { message, data } = created.json();
    expect(message).toEqual(expect.any(String));
    expect(data).toEqual({
      _id: expect.any(String),
      role: 'Project lead',
      description: 'Owns projects end to end.',
      version: 1,
    });
    await createdRole(admin.bearer, 'analyst');

    expect((await list(admin.bearer)).json().data.map((r: { role: string }) => r.role)).toEqual([
      'analyst',
      'Project lead',
    ]);
    expect((await get(admin.bearer, data._id)).json()).toEqual({ data });

    const updated = await update(admin.bearer, data._id, { role: 'Programme lead', description: '' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toEqual({
      _id: data._id,
      role: 'Programme lead',
      description: '',
      version: 2,
    });
    expect((await get(admin.bearer, data._id)).json().data.role).toBe('Programme lead');

    const deleted = await remove(admin.bearer, data._id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: expect.any(String) });
    expect((await list(admin.bearer)).json().data.map((r: { role: string }) => r.role)).toEqual(['analyst']);
    expect((await get(admin.bearer, data._id)).statusCode).toBe(404);
  });

  it('keeps each company’s roles to itself: another company’s id answers 404 and is left untouched', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const other = await signedInAdmin(t);
    const theirs = await createdRole(other.bearer, 'Theirs');
    expect((await list(admin.bearer)).json().data).toEqual([]);
    expect((await get(admin.bearer, theirs._id)).statusCode).toBe(404);
    const hijack = await update(admin.bearer, theirs._id, { role: 'Mine', description: '' });
    expect(hijack.statusCode).toBe(404);
    expect(hijack.json()).toEqual({ error: 'Role not found' });
    expect((await remove(admin.bearer, theirs._id)).statusCode).toBe(404);
    expect((await get(other.bearer, theirs._id)).json().data.role).toBe('Theirs');
    // The same name is free in another company.
    await createdRole(admin.bearer, 'Theirs');
  });

  it('answers 409 for a role name taken in the company (any case), on create and on update', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    await createdRole(admin.bearer, 'Analyst');
    const second = await createdRole(admin.bearer, 'Reviewer');
    const dup = await create(admin.bearer, { role: 'ANALYST', description: '' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ error: 'A role with this name already exists' });
    expect((await update(admin.bearer, second._id, { role: 'analyst', description: '' })).statusCode).toBe(
      409,
    );
    expect((await update(admin.bearer, second._id, { role: 'REVIEWER', description: 'x' })).statusCode).toBe(
      200,
    );
  });

  it.each([
    [{ description: '' }, 'role'],
    [{ role: 'Lead' }, 'description'],
    [{ role: '', description: '' }, 'role'],
    [{ role: '  ', description: '' }, 'role'],
    [{ role: 'Lead', description: 'x'.repeat(2001) }, 'description'],
    [{ role: 'Lead', description: '', level: 3 }, 'level'],
    [{ role: { name: 'Lead' }, description: '' }, 'role'],
  ])('answers 400 naming the field for %j', async (payload, field) => {
    t = await build();
    const admin = await signedInAdmin(t);
    const created = await create(admin.bearer, payload);
    expect(created.statusCode).toBe(400);
    expect(created.json().error).toContain(field);
    const role = await createdRole(admin.bearer, 'Existing');
    const updated = await update(admin.bearer, role._id, payload);
    expect(updated.statusCode).toBe(400);
    expect(updated.json().error).toContain(field);
  });

  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const id = randomUUID();
    expect((await get(admin.bearer, id)).statusCode).toBe(404);
    expect((await update(admin.bearer, id, { role: 'x', description: '' })).statusCode).toBe(404);
    expect((await remove(admin.bearer, id)).statusCode).toBe(404);
    expect((await get(admin.bearer, '123')).statusCode).toBe(400);
    expect((await remove(admin.bearer, '123')).statusCode).toBe(400);
  });

  it('answers 403 without the settings flag and 401 without a session', async () => {
    t = await build();
    const admin = await signedInAdmin(t, { projects: true, defaults: true });
    expect((await list(admin.bearer)).statusCode).toBe(403);
    expect((await create(admin.bearer, { role: 'x', description: '' })).statusCode).toBe(403);
    expect((await list({})).statusCode).toBe(401);
  });
});

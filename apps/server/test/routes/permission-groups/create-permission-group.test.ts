import { afterEach, describe, expect, it } from 'vitest';
import { create, createPanel, description, falseFlags, list } from '../../fixtures/permission-groups.js';
import { createCompany, signedInAdmin } from '../../fixtures/records.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

describe('POST /api/permission-groups (createPermissionGroup)', () => {
  it('creates a group with every flag off, the flags the editor may show and the company’s panels', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const panel = await createPanel(t, admin.company.id);
    await createPanel(t, (await createCompany(t, 'Other')).id, 'Not ours');

    const res = await create(t, admin.bearer, { name: 'Project managers', description });
    expect(res.statusCode).toBe(201);
    const { isSuccess, data } = res.json();
    expect(isSuccess).toBe(true);
    expect(data).toMatchObject({ name: 'Project managers', description, member: 0 });
    expect(data.access).toEqual({ ...falseFlags(), panelMap: {} });
    expect(data.avaialblePermissions).toEqual(Object.keys(falseFlags()));
    expect(data.panelList).toEqual([{ _id: panel.id, name: panel.name }]);

    const names = (await list(t, admin.bearer)).json().data.map((g: { name: string }) => g.name);
    expect(names).toEqual(['Administration', 'Project managers']);
  });

  it.each([
    [{ description }, 'Name is required'],
    [{ name: '', description }, 'Name is required'],
    [{ name: '   ', description }, 'Name is required'],
    [{ name: 'Ops' }, 'Description is required'],
    [{ name: 'Ops', description: '' }, 'Description is required'],
    [{ name: 'Ops', description: 'Too short' }, 'Description too short please write some many word'],
  ])('answers 400 with the form’s text for %j', async (payload, message) => {
    t = await build();
    const admin = await signedInAdmin(t);
    const res = await create(t, admin.bearer, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it('answers 400 for an unknown field and for a description above 2000 characters', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const extra = await create(t, admin.bearer, { name: 'Ops', description, access: { settings: true } });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error).toContain('access');
    const long = await create(t, admin.bearer, { name: 'Ops', description: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ error: expect.any(String) });
  });

  it('answers 409 when the name is taken in the company (any case), not when another company uses it', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const taken = await create(t, admin.bearer, { name: 'administration', description });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: 'A permission group with this name already exists' });

    const other = await signedInAdmin(t);
    expect((await create(t, other.bearer, { name: 'Ops', description })).statusCode).toBe(201);
    expect((await create(t, admin.bearer, { name: 'Ops', description })).statusCode).toBe(201);
  });

  it('accepts the console’s cookie session with its CSRF header and refuses a cross-site one', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    expect((await create(t, admin.cookie, { name: 'Ops', description })).statusCode).toBe(201);
    const crossSite = await create(
      t,
      { cookie: admin.cookie.cookie, origin: 'https://evil.example' },
      { name: 'Ops 2', description },
    );
    expect(crossSite.statusCode).toBe(403);
  });
});

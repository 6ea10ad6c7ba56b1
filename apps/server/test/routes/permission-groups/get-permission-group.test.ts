import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createPanel, get } from '../../fixtures/permission-groups.js';
import { signedInAdmin } from '../../fixtures/records.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

describe('GET /api/permission-groups/{id} (getPermissionGroup)', () => {
  it('answers the group with avaialblePermissions and panelList', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const panel = await createPanel(t, admin.company.id);
    const res = await get(t, admin.bearer, admin.group.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      _id: admin.group.id,
      name: 'Administration',
      member: 1,
      panelList: [{ _id: panel.id, name: panel.name }],
    });
  });

  it('answers 404 for an unknown id and for another company’s group, 400 for a malformed id', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const other = await signedInAdmin(t);
    expect((await get(t, admin.bearer, randomUUID())).statusCode).toBe(404);
    const foreign = await get(t, admin.bearer, other.group.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'Permission group not found' });
    expect((await get(t, admin.bearer, 'not-a-uuid')).statusCode).toBe(400);
  });
});

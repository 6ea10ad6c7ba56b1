import { afterEach, describe, expect, it } from 'vitest';
import {
  createCompany,
  createGroup,
  createUser,
  sessionHeaders,
  signedInAdmin,
} from '../../fixtures/records.js';
import { get } from '../../fixtures/users.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

describe('the company of a newly created group member', () => {
  it('only ever sees its own company', async () => {
    t = await build();
    const a = await signedInAdmin(t);
    const b = await createCompany(t, 'Beta');
    const bGroup = await createGroup(t, b.id);
    const bAdmin = await createUser(t, b.id, { email: 'boss@beta.test', groupId: bGroup.id });
    const bSession = await sessionHeaders(t, bAdmin);
    const list = await get(t, '/api/users/all', bSession.bearer);
    expect((list.json().data as { companyId: string }[]).every((u) => u.companyId === b.id)).toBe(true);
    expect((await get(t, `/api/users/${a.user.id}`, bSession.bearer)).statusCode).toBe(404);
  });
});

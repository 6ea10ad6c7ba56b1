import { afterEach, describe, expect, it } from 'vitest';
import { createCompany, createGroup, createUser, sessionHeaders } from '../../fixtures/records.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

describe('GET /api/permissions (getPermissions)', () => {
  it('answers the caller’s six flags and name', async () => {
    t = await build();
    const company = await createCompany(t);
    const group = await createGroup(t, company.id, { projects: true, contacts: true, surveys: true });
    const user = await createUser(t, company.id, { groupId: group.id, name: 'Anna Schmidt' });
    const { bearer } = await sessionHeaders(t, user);
    const res = await t.app.inject({ method: 'GET', url: '/api/permissions', headers: bearer });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        permissions: {
          projects: true,
          surveyDesigner: false,
          panels: false,
          contacts: true,
          defaults: false,
          settings: false,
        },
        userName: 'Anna Schmidt',
      },
    });
  });

  it('answers every flag off for a user without a group, and 401 without a session', async () => {
    t = await build();
    const company = await createCompany(t);
    const user = await createUser(t, company.id, { name: 'No Group' });
    const { bearer } = await sessionHeaders(t, user);
    const res = await t.app.inject({ method: 'GET', url: '/api/permissions', headers: bearer });
    expect(res.json().data.permissions).toEqual({
      projects: false,
      surveyDesigner: false,
      panels: false,
      contacts: false,
      defaults: false,
      settings: false,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/permissions' })).statusCode).toBe(401);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { sessionHeaders } from '../../fixtures/records.js';
import { get, send, usersWorld } from '../../fixtures/users.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

describe('PUT /api/users (updateUserPermissionGroup)', () => {
  it('assigns a group of the company', async () => {
    t = await build();
    const { admin, member } = await usersWorld(t);
    const res = await send(t, 'PUT', '/api/users', admin.bearer, {
      _id: member.id,
      permissionGroupId: admin.group.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: expect.any(String),
      data: { _id: member.id, permissionGroupId: admin.group.id, permissionGroupName: 'Administration' },
    });
    // The new group applies to the member's next request.
    const after = await get(t, '/api/users/all', (await sessionHeaders(t, member)).bearer);
    expect(after.statusCode).toBe(200);
  });

  it("answers 404 for another company's user or group, 403 without settings, 400 for bad bodies", async () => {
    t = await build();
    const { admin, member, memberSession, other, otherUser } = await usersWorld(t);
    expect(
      (
        await send(t, 'PUT', '/api/users', admin.bearer, {
          _id: otherUser.id,
          permissionGroupId: admin.group.id,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await send(t, 'PUT', '/api/users', admin.bearer, {
          _id: member.id,
          permissionGroupId: other.group.id,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await send(t, 'PUT', '/api/users', memberSession.bearer, {
          _id: member.id,
          permissionGroupId: admin.group.id,
        })
      ).statusCode,
    ).toBe(403);
    expect((await send(t, 'PUT', '/api/users', admin.bearer, { _id: member.id })).statusCode).toBe(400);
    expect(
      (
        await send(t, 'PUT', '/api/users', admin.bearer, {
          _id: member.id,
          permissionGroupId: admin.group.id,
          x: 1,
        })
      ).statusCode,
    ).toBe(400);
  });
});

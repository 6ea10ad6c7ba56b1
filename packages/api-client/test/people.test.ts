import { groupMessages, peopleMessages, userMessages, validationMessages } from '@qone/domain/messages';
import { describe, expect, it } from 'vitest';
import { groupId } from '../mocks';
import { type ApiClient, ApiError, type UserPage, unwrap } from '../src';
import { testClient, useMockServer } from './support';

const api = testClient();

const page = async (
  query: Record<string, string | number> = {},
  client: ApiClient = api,
): Promise<UserPage> => unwrap(client.GET('/api/users', { params: { query } }));

describe('the fake: GET /api/users (searchUsers)', () => {
  useMockServer('default');

  it('pages through every user once, in name order, with the total on the first page only', async () => {
    const all = (await unwrap(api.GET('/api/users/all'))).data;
    const seen: string[] = [];
    let cursor: string | null = null;
    let first = true;
    do {
      const result: UserPage = await page({ limit: 5, ...(cursor ? { cursor } : {}) });
      expect(result.total).toBe(first ? all.length : null);
      first = false;
      seen.push(...result.data.map((u) => u.name));
      cursor = result.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(all.length);
    expect(seen.map((n) => n.toLowerCase())).toEqual(seen.map((n) => n.toLowerCase()).toSorted());
  });

  it('searches name and email case-insensitively and filters by state', async () => {
    const { data } = await page({ q: 'SCHMIDT' });
    expect(data.map((u) => u.name)).toEqual(['Anna Schmidt']);
    const invited = await page({ status: 'invited' });
    const expired = await page({ status: 'expired' });
    expect(invited.data.every((u) => u.status === 'invited' && u.invitationExpiresAt)).toBe(true);
    expect(expired.data.every((u) => u.status === 'invited')).toBe(true);
    expect((invited.total ?? 0) + (expired.total ?? 0)).toBe(3);
    expect(invited.total).toBeGreaterThan(0);
    expect(expired.total).toBeGreaterThan(0);
  });

  it('refuses a cursor it did not write (400, the server’s text)', async () => {
    const error = await unwrap(api.GET('/api/users', { params: { query: { cursor: 'bm9wZQ' } } })).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: peopleMessages.invalidCursor });
  });
});

describe('the fake: POST /api/users/bulk-invite (inviteUsers)', () => {
  const mock = useMockServer('default');

  it('invites one person as a single invitation does: the same record and the same mail (one invitation path)', async () => {
    const ben = { name: 'Ben Keller', email: 'ben.k@new.example' };
    const clara = { name: 'Clara Vogel', email: 'clara.v@new.example' };
    await unwrap(api.POST('/api/users', { body: { ...ben, permissionGroupId: groupId(1) } }));
    await unwrap(
      api.POST('/api/users/bulk-invite', { body: { permissionGroupId: groupId(1), rows: [clara] } }),
    );
    const generic = (value: unknown, person: { name: string; email: string }) =>
      JSON.parse(JSON.stringify(value).replaceAll(person.email, '<email>').replaceAll(person.name, '<name>'));
    const [ofBen, ofClara] = mock.db.activity.slice(-2).map(({ _id, at, targetId, ...event }) => event);
    expect(ofBen).toMatchObject({ action: 'user.invited', targetLabel: ben.email });
    expect(generic(ofClara, clara)).toEqual(generic(ofBen, ben));
    const [benMail, claraMail] = mock.db.mails
      .slice(-2)
      .map(({ _id, at, token, userId, queuedAt, state, ...mail }) => mail);
    expect(generic(claraMail, clara)).toEqual(generic(benMail, ben));
  });

  it('answers every row, invites the good ones, records them, and lists them in the grid', async () => {
    const taken = mock.db.users.find((u) => u.status === 'verified')?.email ?? '';
    const { message, data } = await unwrap(
      api.POST('/api/users/bulk-invite', {
        body: {
          permissionGroupId: groupId(1),
          rows: [
            { name: 'Ben Keller', email: 'ben.k@new.example' },
            { name: 'Taken', email: taken.toUpperCase() },
            { name: 'Bad', email: 'not-an-email' },
            { name: 'Ben Again', email: 'BEN.K@new.example' },
          ],
        },
      }),
    );
    expect(message).toBe('1 of 4 invited');
    expect(data.map((r) => [r.row, r.outcome, r.message])).toEqual([
      [0, 'invited', peopleMessages.rowInvited],
      [1, 'alreadyUser', userMessages.emailTaken],
      [2, 'invalid', validationMessages.invalidEmail],
      [3, 'alreadyUser', peopleMessages.listedTwice],
    ]);
    expect(data[0]?.user).toMatchObject({ status: 'invited', permissionGroupName: 'Project managers' });
    expect((await page({ q: 'ben.k@new' })).data).toHaveLength(1);
    expect(mock.db.activity.at(-1)).toMatchObject({
      action: 'user.invited',
      targetLabel: 'ben.k@new.example',
    });
  });

  it('refuses a group with more access than the caller’s for the whole request (403)', async () => {
    // The admin moves to a group with settings but without the projects flags of group 1.
    const admin = mock.db.users[0];
    const editors = mock.db.findGroup(groupId(2));
    if (!admin || !editors) throw new Error('fixtures changed');
    editors.access.settings = true;
    admin.permissionGroupId = editors._id;
    const error = await unwrap(
      api.POST('/api/users/bulk-invite', {
        body: { permissionGroupId: groupId(1), rows: [{ name: 'Ben', email: 'ben@new.example' }] },
      }),
    ).catch((e) => e);
    expect(error).toMatchObject({ status: 403, message: groupMessages.cannotGrantMore });
    expect(mock.db.users.some((u) => u.email === 'ben@new.example')).toBe(false);
  });
});

describe('the fake: GET /api/activity/latest (listLatestChanges)', () => {
  useMockServer('default');

  it('answers each changed area’s newest event', async () => {
    const before = (await unwrap(api.GET('/api/activity/latest'))).data;
    expect(before.map((c) => c.area)).toEqual(['roles']);
    await unwrap(api.POST('/api/user-roles', { body: { role: 'Auditor', description: '' } }));
    const after = (await unwrap(api.GET('/api/activity/latest'))).data;
    expect(after).toHaveLength(1);
    expect((after[0]?.at ?? '') > (before[0]?.at ?? '')).toBe(true);
  });
});

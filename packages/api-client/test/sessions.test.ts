import { authMessages, sessionMessages } from '@qone/domain/messages';
import { STEP_UP_REASON, STEP_UP_SECONDS } from '@qone/domain/sessions';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_USER_ID, DEMO_CREDENTIALS } from '../mocks';
import { ApiError, createApiClient, unwrap } from '../src';
import { BASE_URL, testClient, useMockServer } from './support';

const api = testClient();
const sessions = async () => (await unwrap(api.GET('/api/users/me/sessions'))).data;
const changeOwnEmail = () =>
  unwrap(
    api.PUT('/api/users/update-userprofile/{_id}', {
      params: { path: { _id: ADMIN_USER_ID } },
      body: {
        name: 'Anna Schmidt',
        email: 'anna.new@acme.example',
        phone: '+49 30 7654321',
        currentPassword: DEMO_CREDENTIALS.password,
        baseVersion: 1,
      },
    }),
  );

describe('the fake: sessions as rows (docs/sign-in-assurance.md)', () => {
  const mock = useMockServer('default');

  it('lists the admin’s sessions, this one first; ending another one keeps this one', async () => {
    const listed = await sessions();
    expect(listed).toHaveLength(3);
    expect(listed[0]).toMatchObject({ current: true, browser: 'Chrome 150', system: 'macOS Catalina' });
    expect(listed[1]).toMatchObject({ current: false, browser: 'Safari 18', system: 'iOS 18.0' });
    const other = listed[1]?.id ?? '';
    expect(
      await unwrap(
        api.DELETE('/api/users/me/sessions/{sessionId}', { params: { path: { sessionId: other } } }),
      ),
    ).toEqual({ message: sessionMessages.ended });
    expect((await sessions()).map((s) => s.id)).not.toContain(other);
    expect(await unwrap(api.POST('/api/users/me/sessions/end-others'))).toEqual({
      message: sessionMessages.endedOthers(1),
    });
    expect(await sessions()).toHaveLength(1);
  });

  it('refuses ending a session that is not the caller’s (404) and answers 401 once this one has ended', async () => {
    const other = mock.db.addSession({ _id: 'someone-else', companyId: mock.db.company._id });
    const error = await unwrap(
      api.DELETE('/api/users/me/sessions/{sessionId}', { params: { path: { sessionId: other.id } } }),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, message: sessionMessages.notFound });
    const current = mock.db.session?.id ?? '';
    await unwrap(
      api.DELETE('/api/users/me/sessions/{sessionId}', { params: { path: { sessionId: current } } }),
    );
    const after = await unwrap(api.GET('/api/users/me/sessions')).catch((e: unknown) => e);
    expect(after).toMatchObject({ status: 401, message: authMessages.sessionExpired });
  });

  it('a stale proof: step-up-required for an x-step-up operation, but a new own email carries its own proof', async () => {
    const row = mock.db.currentSession();
    if (!row) throw new Error('the default scenario is signed in');
    row.provedAtMs = Date.now() - (STEP_UP_SECONDS + 1) * 1000;
    const endOthers = () => unwrap(api.POST('/api/users/me/sessions/end-others'));
    const refused = await endOthers().catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 403, message: authMessages.stepUpRequired });
    expect((refused as ApiError).body).toEqual({
      error: authMessages.stepUpRequired,
      reason: STEP_UP_REASON,
    });

    const wrong = await unwrap(api.POST('/api/users/me/step-up', { body: { password: 'nope nope' } })).catch(
      (e: unknown) => e,
    );
    expect(wrong).toMatchObject({ status: 400, message: authMessages.stepUpWrongPassword });
    // The right current password in the request is the proof, as on the server: no step-up first, and it counts.
    await expect(changeOwnEmail()).resolves.toMatchObject({ data: { _id: ADMIN_USER_ID } });
    await expect(endOthers()).resolves.toEqual({ message: sessionMessages.endedOthers(2) });
  });

  it('signs a user out everywhere: their sessions end', async () => {
    const clara = mock.db.users.find((user) => user.status === 'verified' && user._id !== ADMIN_USER_ID);
    if (!clara) throw new Error('the default scenario has other verified users');
    mock.db.addSession(clara);
    mock.db.addSession(clara);
    const answer = await unwrap(
      api.POST('/api/users/{id}/sign-out-everywhere', { params: { path: { id: clara._id } } }),
    );
    expect(answer).toEqual({ message: sessionMessages.signedOutEverywhere(2) });
    expect(mock.db.sessions.filter((s) => s.userId === clara._id && s.endedAt === null)).toEqual([]);
  });

  it('signs everyone out but this session; people with more access than the caller stay signed in', async () => {
    const clara = mock.db.users.find((user) => user.status === 'verified' && user._id !== ADMIN_USER_ID);
    if (!clara) throw new Error('the default scenario has other verified users');
    mock.db.addSession(clara);
    const here = mock.db.currentSession();
    const answer = await unwrap(api.POST('/api/users/sign-out-everyone'));
    // The admin's two other browsers and Clara's one.
    expect(answer).toEqual({ message: sessionMessages.signedOutEveryone(3, 0) });
    expect(mock.db.sessions.filter((s) => s.endedAt === null).map((s) => s.id)).toEqual([here?.id]);
  });
});

describe('the client: a refusal for want of a fresh proof (step-up)', () => {
  const mock = useMockServer('default');
  const stale = () => {
    const row = mock.db.currentSession();
    if (row) row.provedAtMs = 0;
  };

  it('asks onStepUp, proves, and sends the same write once more: the caller gets the second answer', async () => {
    stale();
    const client = createApiClient({
      baseUrl: BASE_URL,
      onStepUp: vi.fn(async () => {
        await unwrap(client.POST('/api/users/me/step-up', { body: { password: DEMO_CREDENTIALS.password } }));
        return true;
      }),
    });
    const answer = await unwrap(client.POST('/api/users/me/sessions/end-others'));
    expect(answer).toEqual({ message: sessionMessages.endedOthers(2) });
  });

  it('answers the refusal as it came when the user cancels, and never asks about the proof itself', async () => {
    stale();
    const onStepUp = vi.fn(async () => false);
    const client = createApiClient({ baseUrl: BASE_URL, onStepUp });
    const refused = await unwrap(client.POST('/api/users/me/sessions/end-others')).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 403, message: authMessages.stepUpRequired });
    expect(onStepUp).toHaveBeenCalledOnce();
    const wrong = await unwrap(
      client.POST('/api/users/me/step-up', { body: { password: 'nope nope' } }),
    ).catch((e: unknown) => e);
    expect(wrong).toMatchObject({ status: 400 });
    expect(onStepUp).toHaveBeenCalledOnce();
    // The sessions are all still there.
    expect(mock.db.sessions.filter((s) => s.endedAt === null)).toHaveLength(3);
  });
});

describe("the fake: an administrator's reset of second factors", () => {
  const mock = useMockServer('default');

  it("ends every session of the user, as the server's sessions repository does", async () => {
    const member = mock.db.users.find((user) => user._id !== ADMIN_USER_ID && user.status === 'verified');
    if (!member) throw new Error('the default scenario has a verified member');
    member.totp = {
      secret: 'JBSWY3DPEHPK3PXP',
      confirmedAt: mock.db.now(),
      lastUsedAt: null,
      lastStep: null,
    };
    const elsewhere = mock.db.addSession(member);
    await unwrap(api.POST('/api/users/{id}/second-factors/reset', { params: { path: { id: member._id } } }));
    expect(mock.db.sessions.find((row) => row.id === elsewhere.id)?.endedAt).not.toBeNull();
    // The caller's session goes on.
    expect(mock.db.currentSession()?.endedAt).toBeNull();
  });
});

import { mailDeliveryMessages } from '@qone/domain/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { createUser, sessionHeaders, signedInAdmin } from '../../fixtures/records.js';
import { call } from '../../fixtures/settings.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

/** A mailer test as sendMailerTest queues it, by `requestedBy`. */
const queueTest = (companyId: string, requestedBy: string, to = 'ops@acme.example') =>
  t.app.outbox.queue(t.db, {
    kind: 'mailer-test',
    companyId,
    requestedBy,
    message: { to, subject: 'Test email', text: 'A test.' },
  });

describe('GET /api/mail/{id} (getMailStatus)', () => {
  it("follows the caller's own mail: queued, then sent", async () => {
    t = await build({}, { deliverMail: 'manual' });
    const admin = await signedInAdmin(t);
    const id = await queueTest(admin.company.id, admin.user.id);
    const queued = await call(t, admin.bearer, 'GET', `/api/mail/${id}`);
    expect(queued.statusCode).toBe(200);
    expect(queued.json()).toEqual({
      data: { _id: id, state: 'queued', at: '2026-11-01T09:00:00.000Z', reason: null },
    });
    t.clock.advance(1_000);
    await t.app.outbox.drain();
    expect((await call(t, admin.bearer, 'GET', `/api/mail/${id}`)).json().data).toEqual({
      _id: id,
      state: 'sent',
      at: '2026-11-01T09:00:01.000Z',
      reason: null,
    });
  });

  it('tells why a mail failed (a fixed phrase with the reply code)', async () => {
    t = await build({}, { deliverMail: 'manual' });
    t.mailer.send = async () => {
      throw Object.assign(new Error('550 5.1.1 <ops@acme.example>: no such user here'), {
        code: 'EENVELOPE',
        responseCode: 550,
      });
    };
    const admin = await signedInAdmin(t);
    const id = await queueTest(admin.company.id, admin.user.id);
    await t.app.outbox.drain();
    const status = (await call(t, admin.bearer, 'GET', `/api/mail/${id}`)).json().data;
    expect(status).toMatchObject({ state: 'failed', reason: mailDeliveryMessages.refused(550) });
    expect(JSON.stringify(status)).not.toContain('no such user');
  });

  it("answers 404 for another user's mail, another company's and an unknown id", async () => {
    t = await build({}, { deliverMail: 'manual' });
    const admin = await signedInAdmin(t);
    const colleague = await createUser(t, admin.company.id, {
      groupId: admin.group.id,
      email: 'co@acme.test',
    });
    const other = await signedInAdmin(t);
    const mine = await queueTest(admin.company.id, admin.user.id);
    const theirs = await queueTest(other.company.id, other.user.id);
    const colleagueHeaders = (await sessionHeaders(t, colleague)).bearer;
    for (const [headers, id] of [
      [colleagueHeaders, mine],
      [admin.bearer, theirs],
      [admin.bearer, '3c1f6a2e-8b4d-4e7a-9c2b-1d5e7f9a0b3c'],
    ] as const) {
      const res = await call(t, headers, 'GET', `/api/mail/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: mailDeliveryMessages.notFound });
    }
  });
});

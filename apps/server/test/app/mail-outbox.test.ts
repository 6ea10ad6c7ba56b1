import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { linkMessages, mailDeliveryMessages } from '@qone/domain/messages';
import { Kysely, type KyselyPlugin, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../src/db/index.js';
import type { Database } from '../../src/db/types.js';
import {
  FINISHED_MAIL_KEPT_MS,
  MAX_ATTEMPTS,
  RETRY_DELAYS_MS,
  sweepFinishedMail,
} from '../../src/mail/outbox.js';
import { claimNext } from '../../src/repositories/mail-outbox.js';
import { NEW_PASSWORD, post, utokenFromMail } from '../fixtures/auth.js';
import { createCompany, createUser, sessionHeaders } from '../fixtures/records.js';
import { type SmtpFixture, startSmtpServer } from '../fixtures/smtp-server.js';
import { get, send, usersWorld } from '../fixtures/users.js';
import { build, type TestApp } from '../helpers/build.js';

/**
 * Issue 20, point 4: every mail is a row of the outbox written with its change, delivered by a worker that claims
 * rows (`FOR UPDATE SKIP LOCKED`) — exactly once across processes, retried with backoff, never while a request or
 * a database connection waits on SMTP.
 */

const onPostgres = Boolean(process.env.DATABASE_URL);

let apps: TestApp[] = [];
let smtp: SmtpFixture | undefined;
let pools: Db[] = [];
let dirs: string[] = [];
afterEach(async () => {
  smtp?.release();
  for (const t of apps.reverse()) await t.app.close();
  apps = [];
  await smtp?.close();
  smtp = undefined;
  for (const pool of pools) await pool.destroy();
  pools = [];
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  dirs = [];
});

async function app(...args: Parameters<typeof build>): Promise<TestApp> {
  const t = await build(...args);
  apps.push(t);
  return t;
}

/** A second "process" on the same database: on PostgreSQL a pool of its own, on PGlite the same instance. */
async function secondDatabase(first: TestApp, options: { max?: number } = {}): Promise<Db> {
  if (!onPostgres) return first.db;
  const db: Db = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: new pg.Pool({ connectionString: process.env.DATABASE_URL, max: options.max ?? 10 }),
    }),
  });
  pools.push(db);
  return db;
}

const invite = (t: TestApp, headers: Record<string, string>, groupId: string, email: string) =>
  send(t, 'POST', '/api/users', headers, { name: 'Ben Keller', email, permissionGroupId: groupId });

/** The invitation mail of the user's card, as the user list shows it. */
async function cardMail(t: TestApp, headers: Record<string, string>, userId: string) {
  const res = await get(t, '/api/users/all', headers);
  const user = (res.json().data as { _id: string; invitationMail: unknown }[]).find((u) => u._id === userId);
  return user?.invitationMail;
}

const mailRows = (t: TestApp) =>
  t.db
    .selectFrom('mail_outbox')
    .select(['id', 'kind', 'state', 'attempts', 'sealed'])
    .orderBy('seq')
    .execute();

describe('mail outbox: an invitation never waits on SMTP nor stays without its mail', () => {
  it('SMTP down: invite answers 201, the card shows the mail queued, then failed with the reason; Reinvite works', async () => {
    smtp = await startSmtpServer();
    await smtp.down();
    const t = await app({ smtpUrl: smtp.url }, { realMailer: true });
    const { admin, plainGroup } = await usersWorld(t);

    const res = await invite(t, admin.bearer, plainGroup.id, 'ben@acme.test');
    expect(res.statusCode).toBe(201);
    const userId = res.json().data._id as string;
    // One attempt ran after the answer; the card says it waits, and why.
    expect(await cardMail(t, admin.bearer, userId)).toEqual({
      state: 'queued',
      at: '2026-11-01T09:00:00.000Z',
      reason: mailDeliveryMessages.unreachable,
    });
    for (const delay of RETRY_DELAYS_MS) {
      t.clock.advance(delay);
      await t.app.outbox.drain();
    }
    // Hours passed: the admin's session ended idle (SESSION_IDLE_MINUTES), they sign in again.
    admin.bearer = (await sessionHeaders(t, admin.user)).bearer;
    const [row] = await mailRows(t);
    expect(row).toMatchObject({ kind: 'invite', state: 'failed', attempts: MAX_ATTEMPTS, sealed: null });
    expect(await cardMail(t, admin.bearer, userId)).toEqual({
      state: 'failed',
      at: t.clock.now().toISOString(),
      reason: mailDeliveryMessages.unreachable,
    });

    // The invitation itself never failed, so Reinvite is a plain new invitation (no 409).
    await smtp.up();
    const again = await send(t, 'POST', `/api/users/${userId}/reinvite`, admin.bearer);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.invitationMail).toMatchObject({ state: 'queued', reason: null });
    expect(await cardMail(t, admin.bearer, userId)).toEqual({
      state: 'sent',
      at: t.clock.now().toISOString(),
      reason: null,
    });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(['ben@acme.test']);
    const sent = await mailRows(t);
    expect(smtp.received[0]?.messageId).toBe(`<${sent[1]?.id}@console.test>`);
  });

  it('a permanent refusal (SMTP 550) fails the mail at once with the reply code, never the reply text', async () => {
    smtp = await startSmtpServer();
    smtp.mode = 'permanent';
    const t = await app({ smtpUrl: smtp.url }, { realMailer: true });
    const { admin, plainGroup } = await usersWorld(t);
    const res = await invite(t, admin.bearer, plainGroup.id, 'ben@acme.test');
    expect(res.statusCode).toBe(201);
    expect(await cardMail(t, admin.bearer, res.json().data._id)).toMatchObject({
      state: 'failed',
      reason: mailDeliveryMessages.refused(550),
    });
    expect((await mailRows(t))[0]).toMatchObject({ attempts: 1, sealed: null });
  });

  it('a temporary refusal (SMTP 451) is retried after the backoff and then delivered', async () => {
    smtp = await startSmtpServer();
    smtp.mode = 'temporary';
    const t = await app({ smtpUrl: smtp.url }, { realMailer: true });
    const { admin, plainGroup } = await usersWorld(t);
    const res = await invite(t, admin.bearer, plainGroup.id, 'ben@acme.test');
    const userId = res.json().data._id;
    expect(await cardMail(t, admin.bearer, userId)).toMatchObject({
      state: 'queued',
      reason: mailDeliveryMessages.deferred(451),
    });
    smtp.mode = 'accept';
    t.clock.advance(RETRY_DELAYS_MS[0] - 1);
    await t.app.outbox.drain();
    expect(smtp.received).toHaveLength(0);
    t.clock.advance(1);
    await t.app.outbox.drain();
    expect(smtp.received).toHaveLength(1);
    expect(await cardMail(t, admin.bearer, userId)).toMatchObject({ state: 'sent', reason: null });
  });

  it('SMTP holding every mail: other requests still answer, also on a pool of 2 connections', async () => {
    smtp = await startSmtpServer();
    smtp.mode = 'hold';
    const setup = await app();
    const { admin, plainGroup } = await usersWorld(setup);
    const db = await secondDatabase(setup, { max: 2 });
    // The server as deployed: its worker in the background, delivering over SMTP, nudged after each request.
    const t = await app(
      { smtpUrl: smtp.url, mailPollMs: 50 },
      { realMailer: true, mailWorker: true, deliverMail: 'manual', db, keepRows: true, clock: setup.clock },
    );
    for (const email of ['a@acme.test', 'b@acme.test', 'c@acme.test']) {
      expect((await invite(t, admin.bearer, plainGroup.id, email)).statusCode).toBe(201);
    }
    // The worker is talking to the stuck server about every one of them…
    await vi.waitFor(() => expect(smtp?.held).toBe(3), { timeout: 10_000, interval: 20 });
    // …and the app still answers every request, the writes included.
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => get(t, '/api/users/all', admin.bearer)),
      invite(t, admin.bearer, plainGroup.id, 'd@acme.test'),
      send(t, 'POST', '/api/users/bulk-invite', admin.bearer, {
        permissionGroupId: plainGroup.id,
        rows: [{ name: 'Eve E', email: 'e@acme.test' }],
      }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 201, 200]);
    expect(smtp.held).toBeGreaterThanOrEqual(3);
    smtp.mode = 'accept';
    smtp.release();
    await vi.waitFor(
      async () => expect((await mailRows(t)).map((r) => r.state)).toEqual(Array(5).fill('sent')),
      { timeout: 10_000, interval: 20 },
    );
    expect(smtp.received).toHaveLength(5);
  });

  it('a committed invitation is nudged to the worker at once, without waiting for the next poll', async () => {
    const t = await app({ mailPollMs: 3_600_000 }, { mailWorker: true, deliverMail: 'manual' });
    const { admin, plainGroup } = await usersWorld(t);
    // The first poll runs at start; this invitation is queued after it.
    await vi.waitFor(async () => expect(await mailRows(t)).toEqual([]));
    expect((await invite(t, admin.bearer, plainGroup.id, 'ben@acme.test')).statusCode).toBe(201);
    await vi.waitFor(() => expect(t.mailer.sent).toHaveLength(1), { timeout: 5_000, interval: 10 });
  });
});

describe('mail outbox: each mail goes out once across workers and processes', () => {
  it('a mail claimed by a worker that died is delivered once by another worker after the lease', async () => {
    const t = await app({}, { deliverMail: 'manual' });
    const { admin, plainGroup } = await usersWorld(t);
    await invite(t, admin.bearer, plainGroup.id, 'ben@acme.test');
    // A worker claims the row and dies before it delivers or records anything.
    const now = t.clock.now();
    const dead = await claimNext(t.db, {
      now,
      leaseUntil: new Date(now.getTime() + t.config.mailLeaseMs),
      claim: randomUUID(),
    });
    expect(dead?.kind).toBe('invite');
    await t.app.outbox.drain();
    expect(t.mailer.sent).toHaveLength(0);
    t.clock.advance(t.config.mailLeaseMs);
    await t.app.outbox.drain();
    await t.app.outbox.drain();
    expect(t.mailer.deliveries.map((d) => d.id)).toEqual([dead?.id]);
    expect((await mailRows(t))[0]).toMatchObject({ state: 'sent', attempts: 2, sealed: null });
  });

  it('a mail the SMTP server accepted just before the database became unreachable for seconds is recorded as sent once it is back, and not delivered again', async () => {
    const t = await app({}, { deliverMail: 'manual' });
    const { admin, plainGroup } = await usersWorld(t);
    await invite(t, admin.bearer, plainGroup.id, 'ben@acme.test');
    // A worker whose database connections are refused while `down`, as during a restart or a failover.
    let down = false;
    const refused: KyselyPlugin = {
      transformQuery(args) {
        if (down)
          throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
            code: 'ECONNREFUSED',
            syscall: 'connect',
          });
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const worker = await app(
      {},
      { deliverMail: 'manual', keepRows: true, clock: t.clock, db: t.db.withPlugin(refused) },
    );
    // The outage begins as the SMTP server accepts the mail, and lasts longer than a few quick tries (seconds, as
    // `npm run bench:ops` stops PostgreSQL for): the row must not stay claimed until its lease ends.
    const deliver = worker.mailer.send.bind(worker.mailer);
    worker.mailer.send = async (message, envelope) => {
      await deliver(message, envelope);
      down = true;
      setTimeout(() => {
        down = false;
      }, 4_000);
    };
    await worker.app.outbox.drain();
    expect((await mailRows(t))[0]).toMatchObject({ state: 'sent', attempts: 1 });
    t.clock.advance(t.config.mailLeaseMs);
    await t.app.outbox.drain();
    expect([...worker.mailer.deliveries, ...t.mailer.deliveries]).toHaveLength(1);
  }, 30_000);

  it('two apps on one database deliver each of 30 queued mails exactly once', async () => {
    const first = await app({}, { deliverMail: 'manual' });
    const { admin, plainGroup } = await usersWorld(first);
    const second = await app(
      {},
      { deliverMail: 'manual', keepRows: true, clock: first.clock, db: await secondDatabase(first) },
    );
    const rows = Array.from({ length: 30 }, (_, i) => ({ name: `Person ${i}`, email: `p${i}@acme.test` }));
    const res = await send(first, 'POST', '/api/users/bulk-invite', admin.bearer, {
      permissionGroupId: plainGroup.id,
      rows,
    });
    expect(res.json().message).toBe('30 of 30 invited');
    // Both workers at once, each with several slots, until nothing is left.
    for (let round = 0; round < 5; round++) {
      await Promise.all([first.app.outbox.drain(), second.app.outbox.drain(), first.app.outbox.drain()]);
    }
    const delivered = [...first.mailer.deliveries, ...second.mailer.deliveries].map((d) => d.id);
    expect(delivered).toHaveLength(30);
    expect(new Set(delivered).size).toBe(30);
    expect((await mailRows(first)).every((r) => r.state === 'sent')).toBe(true);
    if (onPostgres) {
      // Both took part: the claims really were concurrent.
      expect(first.mailer.deliveries.length).toBeGreaterThan(0);
      expect(second.mailer.deliveries.length).toBeGreaterThan(0);
    }
  });

  it('two apps with background workers deliver each mail once while invitations arrive at both', async () => {
    const first = await app({ mailPollMs: 20 }, { mailWorker: true, deliverMail: 'manual' });
    const { admin, plainGroup } = await usersWorld(first);
    const second = await app(
      { mailPollMs: 20 },
      {
        mailWorker: true,
        deliverMail: 'manual',
        keepRows: true,
        clock: first.clock,
        db: await secondDatabase(first),
      },
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        invite(i % 2 ? first : second, admin.bearer, plainGroup.id, `p${i}@acme.test`),
      ),
    );
    expect(answers.every((r) => r.statusCode === 201)).toBe(true);
    await vi.waitFor(
      () =>
        expect(first.mailer.deliveries.length + second.mailer.deliveries.length).toBeGreaterThanOrEqual(20),
      { timeout: 10_000, interval: 20 },
    );
    const delivered = [...first.mailer.deliveries, ...second.mailer.deliveries].map((d) => d.message.to);
    expect(delivered.sort()).toEqual(Array.from({ length: 20 }, (_, i) => `p${i}@acme.test`).sort());
  });

  it('an app that closes while SMTP holds its deliveries gives their claims back; another app delivers them', async () => {
    smtp = await startSmtpServer();
    smtp.mode = 'hold';
    const first = await app(
      { smtpUrl: smtp.url },
      { realMailer: true, mailWorker: true, deliverMail: 'manual' },
    );
    const { admin, plainGroup } = await usersWorld(first);
    await invite(first, admin.bearer, plainGroup.id, 'ben@acme.test');
    await vi.waitFor(() => expect(smtp?.held).toBe(1), { timeout: 10_000, interval: 20 });
    await first.app.close();
    apps = apps.filter((a) => a !== first);
    expect(await mailRows(first)).toMatchObject([{ state: 'queued', attempts: 0 }]);
    smtp.mode = 'accept';
    const second = await app(
      { smtpUrl: smtp.url },
      { realMailer: true, deliverMail: 'manual', keepRows: true },
    );
    await second.app.outbox.drain();
    expect((await mailRows(second))[0]).toMatchObject({ state: 'sent', attempts: 1 });
  });
});

describe('mail outbox: forgot-password and sign-up are durable', () => {
  it('forgot-password for a known address is delivered by the worker, and survives the app closing before it ran', async () => {
    const first = await app({}, { deliverMail: 'manual' });
    const company = await createCompany(first);
    await createUser(first, company.id, { email: 'anna@acme.test', name: 'Anna' });
    const res = await first.app.inject({
      method: 'POST',
      url: '/api/users/forgot-password',
      payload: { email: 'anna@acme.test' },
    });
    expect(res.json()).toEqual({ message: linkMessages.forgotPasswordSent });
    await first.app.close();
    apps = apps.filter((a) => a !== first);
    expect(first.mailer.sent).toEqual([]);

    const second = await app({}, { keepRows: true, clock: first.clock, deliverMail: 'manual' });
    await second.app.outbox.drain();
    expect(second.mailer.sent.map((m) => m.to)).toEqual(['anna@acme.test']);
    const set = await post(second, '/api/users/set-password', {
      utoken: utokenFromMail(second),
      password: NEW_PASSWORD,
    });
    expect(set.statusCode).toBe(200);
    expect((await mailRows(second)).map((r) => [r.kind, r.state, r.sealed])).toEqual([
      ['forgot-password-request', 'done', null],
      ['forgot-password', 'sent', null],
    ]);
  });

  it('parallel sign-ups of one address leave one company, refreshed rather than duplicated', async () => {
    const t = await app();
    const body = (i: number) => ({
      firstName: 'Sam',
      lastName: `Signup ${i}`,
      email: 'sam@new.test',
      companyName: `Sam's company ${i}`,
    });
    const answers = await Promise.all(
      [0, 1, 2].map((i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/accounts',
          payload: body(i),
          remoteAddress: `10.0.0.${i}`,
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const companies = await t.db.selectFrom('companies').select('id').execute();
    expect(companies).toHaveLength(1);
    // Every sign-up mailed a link; only the newest works, and older ones not yet sent were cancelled.
    const mails = await mailRows(t);
    expect(mails.filter((m) => m.kind === 'sign-up' && m.state === 'sent').length).toBeGreaterThanOrEqual(1);
  });

  it('24 queued sign-ups of one address, worked on by two apps at once, leave one company', async () => {
    const first = await app({}, { deliverMail: 'manual' });
    const second = await app(
      {},
      { deliverMail: 'manual', keepRows: true, clock: first.clock, db: await secondDatabase(first) },
    );
    await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        first.app.outbox.queueRequest(first.db, {
          kind: 'sign-up-request',
          payload: { firstName: 'Sam', lastName: `S${i}`, email: 'Sam@New.test', companyName: `Co ${i}` },
        }),
      ),
    );
    for (let round = 0; round < 5; round++) {
      await Promise.all([first.app.outbox.drain(), second.app.outbox.drain()]);
    }
    expect(await first.db.selectFrom('companies').select('id').execute()).toHaveLength(1);
    const requests = (await mailRows(first)).filter((r) => r.kind === 'sign-up-request');
    expect(requests.map((r) => r.state)).toEqual(Array(24).fill('done'));
  });
});

describe('mail outbox: finished rows do not pile up', () => {
  it('the sweep removes rows finished more than a month ago and keeps queued ones and newer ones', async () => {
    const t = await app({}, { deliverMail: 'manual' });
    const { admin, plainGroup } = await usersWorld(t);
    await invite(t, admin.bearer, plainGroup.id, 'old@acme.test');
    await invite(t, admin.bearer, plainGroup.id, 'recent@acme.test');
    await t.app.outbox.drain();
    await invite(t, admin.bearer, plainGroup.id, 'waiting@acme.test');
    // The first one finished a month and a minute ago (sessions do not last that long, so the row is dated back).
    const [old] = await mailRows(t);
    const longAgo = new Date(t.clock.now().getTime() - FINISHED_MAIL_KEPT_MS - 60_000);
    await t.db
      .updateTable('mail_outbox')
      .set({ updated_at: longAgo })
      .where('id', '=', old?.id ?? '')
      .execute();
    expect((await mailRows(t)).map((row) => row.state)).toEqual(['sent', 'sent', 'queued']);
    expect(await sweepFinishedMail(t.app.services)).toBe(1);
    expect((await mailRows(t)).map((row) => row.state)).toEqual(['sent', 'queued']);
  });
});

describe('mail outbox: no token at rest in clear, none in a log line', () => {
  it('seals each queued message under its row id and wipes it once sent', async () => {
    const t = await app({}, { deliverMail: 'manual' });
    const { admin, plainGroup } = await usersWorld(t);
    await invite(t, admin.bearer, plainGroup.id, 'ben@acme.test');
    const [queued] = await mailRows(t);
    expect(queued?.sealed).toMatch(/^v1\./);
    expect(queued?.sealed).not.toContain('ben@acme.test');
    // Bound to its row: the sealed message does not open under another id.
    expect(() =>
      t.app.services.secretBox.open(queued?.sealed ?? '', `mail-outbox:${randomUUID()}`),
    ).toThrow();
    await t.app.outbox.drain();
    const token = t.mailer.lastLink('/register/').pathname.split('/').at(-1) ?? '';
    expect(token.length).toBeGreaterThan(20);
    expect((await mailRows(t))[0]?.sealed).toBeNull();
    const logs = t.logLines.join('\n');
    expect(logs).not.toContain(token);
    expect(logs).not.toContain('ben@acme.test');
    expect(logs).not.toContain(t.mailer.last().subject);
  });

  it('without SMTP_URL, writes <row id>.eml with a stable Message-ID: a second delivery overwrites it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'qone-outbox-'));
    dirs.push(dataDir);
    const t = await app({ dataDir }, { realMailer: true, deliverMail: 'manual' });
    const { admin, plainGroup } = await usersWorld(t);
    await invite(t, admin.bearer, plainGroup.id, 'ben@acme.test');
    const [row] = await mailRows(t);
    await t.app.outbox.drain();
    const outbox = join(dataDir, 'outbox');
    expect(await readdir(outbox)).toEqual([`${row?.id}.eml`]);
    const first = await readFile(join(outbox, `${row?.id}.eml`), 'utf8');
    expect(first).toContain(`Message-ID: <${row?.id}@console.test>`);
    // As if the process died after writing the file and before recording it: the row is delivered again.
    await t.db
      .updateTable('mail_outbox')
      .set({ state: 'sending', run_at: t.clock.now(), sealed: row?.sealed ?? null })
      .execute();
    await t.app.outbox.drain();
    expect(await readdir(outbox)).toEqual([`${row?.id}.eml`]);
  });
});

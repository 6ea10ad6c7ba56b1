import { activityMessages } from '@qone/domain/messages';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  countRequest,
  sweepThrottles,
  takeRate,
  throttleKey,
  throttlePolicies,
} from '../../src/auth/throttle.js';
import { insertDefaultLanguages } from '../../src/repositories/languages.js';
import { createCompany, createUser, PASSWORD, signedInAdmin } from '../fixtures/records.js';
import { createTemplate } from '../fixtures/templates.js';
import { build, buildSibling, type SiblingApp, type TestApp } from '../helpers/build.js';
import { startTranslationProvider } from '../helpers/translation-provider.js';

/**
 * Throttles hold across server processes and against requests sent at once: every request below goes, half each,
 * to two apps on one database (`buildSibling`: on PostgreSQL each app has a pool of its own, so the requests run on
 * different connections at the same time), all sent together. Counting one request after another, a policy lets
 * `free` counts through and the next one (which locks the key) still through: `free + 1` in all, as
 * brute-force.test.ts and abuse-resistance.test.ts pin one at a time. Sent at once, no more may get through.
 */
let t: TestApp | undefined;
let sibling: SiblingApp | undefined;
afterEach(async () => {
  await sibling?.close();
  await t?.app.close();
  sibling = undefined;
  t = undefined;
});

const {
  signInPerAccount,
  publicMailPerRecipient,
  signUpPerRecipient,
  publicLookupPerIp,
  autoTranslatePerCompany,
  activityExportPerCompany,
} = throttlePolicies;

async function twoApps(overrides: Parameters<typeof build>[0] = {}) {
  t = await build(overrides);
  sibling = await buildSibling(t);
  return { t, apps: [t.app, sibling.app] as const };
}

/** `n` requests sent together, the even ones to the first app and the odd ones to the second. */
function atOnce(
  apps: readonly FastifyInstance[],
  n: number,
  request: (i: number) => InjectOptions,
): Promise<LightMyRequestResponse[]> {
  return Promise.all(
    Array.from({ length: n }, (_, i) => (apps[i % apps.length] as FastifyInstance).inject(request(i))),
  );
}

const statuses = (answers: LightMyRequestResponse[]) => {
  const counts: Partial<Record<number, number>> = {};
  for (const answer of answers) counts[answer.statusCode] = (counts[answer.statusCode] ?? 0) + 1;
  return counts;
};

/** Every mail and mailed request the apps queued, delivered (each app's inject already drains its own). */
async function idle(apps: readonly FastifyInstance[]) {
  for (const app of apps) await app.outbox.drain();
}

describe('sign-in: attempts are counted before the password is checked', () => {
  it('checks at most free + 1 of 40 wrong passwords sent at once to two servers; the rest are 429', async () => {
    const { t, apps } = await twoApps();
    const company = await createCompany(t);
    const victim = await createUser(t, company.id, { email: 'victim@acme.test' });
    const answers = await atOnce(apps, 40, (i) => ({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: victim.email, password: `wrong password ${i}` },
    }));
    const counts = statuses(answers);
    expect(Object.keys(counts).sort()).toEqual(['401', '429']);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(signInPerAccount.free + 1);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(40);
    for (const refused of answers.filter((a) => a.statusCode === 429)) {
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toEqual({ error: expect.any(String) });
    }
    if (process.env.DATABASE_URL) {
      // The two apps' pools opened several connections between them: the attempts really ran side by side.
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_stat_activity where datname = current_database()`.execute(t.db);
      expect(rows[0]?.n).toBeGreaterThanOrEqual(4);
    }
    // Locked on both servers, even for the right password.
    for (const app of apps) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: victim.email, password: PASSWORD },
      });
      expect(res.statusCode).toBe(429);
    }
  });

  it('lets one guess through from 20 fresh client addresses at once once the clean-source delay has passed', async () => {
    const { t, apps } = await twoApps();
    const company = await createCompany(t);
    const victim = await createUser(t, company.id, { email: 'victim@acme.test' });
    for (let i = 0; i <= signInPerAccount.free; i++) {
      const res = await apps[i % 2]?.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: victim.email, password: `wrong ${i}` },
      });
      expect(res?.statusCode).toBe(401);
    }
    t.clock.advance(signInPerAccount.cleanSourceDelayMs);
    const answers = await atOnce(apps, 20, (i) => ({
      method: 'POST',
      url: '/api/users/login',
      remoteAddress: `198.51.100.${i + 1}`,
      payload: { email: victim.email, password: `guess ${i}` },
    }));
    const counts = statuses(answers);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(1);
    expect(counts[429] ?? 0).toBeGreaterThanOrEqual(19);
  });

  it('takes the count of a right password back: nothing stays counted after sign-ins that succeeded', async () => {
    const { t, apps } = await twoApps();
    const company = await createCompany(t);
    const owner = await createUser(t, company.id, { email: 'owner@acme.test' });
    const signIn = {
      method: 'POST' as const,
      url: '/api/users/login',
      payload: { email: owner.email, password: PASSWORD },
    };
    // Ten at once for one account: an attempt in flight counts until its password is checked, so those beyond the
    // policy's allowance wait their turn (429) — no password is ever checked past it.
    const answers = await atOnce(apps, 10, () => signIn);
    const counts = statuses(answers);
    expect(counts[200] ?? 0).toBeGreaterThanOrEqual(signInPerAccount.free + 1);
    expect((counts[200] ?? 0) + (counts[429] ?? 0)).toBe(10);
    expect(await t.db.selectFrom('login_throttle').selectAll().execute()).toEqual([]);
    for (let i = 0; i < 10; i++) expect((await apps[i % 2]?.inject(signIn))?.statusCode).toBe(200);
    expect(await t.db.selectFrom('login_throttle').selectAll().execute()).toEqual([]);
  });
});

describe('mails anyone can ask for', () => {
  it('sends at most free + 1 of 40 forgot-password requests for one address sent at once to two servers', async () => {
    const { t, apps } = await twoApps();
    const company = await createCompany(t);
    const user = await createUser(t, company.id, { email: 'flooded@acme.test' });
    const answers = await atOnce(apps, 40, (i) => ({
      method: 'POST',
      url: '/api/users/forgot-password',
      remoteAddress: `203.0.113.${i + 1}`,
      payload: { email: user.email },
    }));
    await idle(apps);
    const counts = statuses(answers);
    expect(counts[200] ?? 0).toBeLessThanOrEqual(publicMailPerRecipient.free + 1);
    expect((counts[200] ?? 0) + (counts[429] ?? 0)).toBe(40);
    expect(t.mailer.sent.filter((mail) => mail.to === user.email).length).toBeLessThanOrEqual(
      publicMailPerRecipient.free + 1,
    );
  });

  it('accepts at most free + 1 of 24 sign-ups of one address sent at once to two servers', async () => {
    const { apps } = await twoApps();
    const answers = await atOnce(apps, 24, (i) => ({
      method: 'POST',
      url: '/api/accounts',
      remoteAddress: `192.0.2.${i + 1}`,
      payload: { firstName: 'Sam', lastName: 'Signup', email: 'sam@signup.test', companyName: `Sam ${i}` },
    }));
    await idle(apps);
    const counts = statuses(answers);
    expect(counts[201] ?? 0).toBeLessThanOrEqual(signUpPerRecipient.free + 1);
    expect((counts[201] ?? 0) + (counts[429] ?? 0)).toBe(24);
  });
});

describe('request rates', () => {
  it('answers exactly max public lookups a minute per client address across two servers, then 429', async () => {
    const { t, apps } = await twoApps();
    const n = publicLookupPerIp.max + 20;
    const answers = await atOnce(apps, n, () => ({
      method: 'GET',
      url: '/api/companies/alias',
      query: { host: 'nobody.example' },
      remoteAddress: '203.0.113.7',
    }));
    expect(statuses(answers)).toEqual({ 200: publicLookupPerIp.max, 429: 20 });
    const refused = answers.find((a) => a.statusCode === 429);
    expect(Number(refused?.headers['retry-after'])).toBe(publicLookupPerIp.windowMs / 1000);
    expect(refused?.json()).toEqual({ error: expect.any(String) });
    // Another client address has its own count; the window moves on with the time.
    expect(
      (
        await apps[1].inject({
          method: 'GET',
          url: '/api/companies/alias?host=x.example',
          remoteAddress: '192.0.2.1',
        })
      ).statusCode,
    ).toBe(200);
    t.clock.advance(publicLookupPerIp.windowMs);
    expect(
      (
        await apps[1].inject({
          method: 'GET',
          url: '/api/companies/alias?host=x.example',
          remoteAddress: '203.0.113.7',
        })
      ).statusCode,
    ).toBe(200);
  });

  describe('auto-translate per company', () => {
    let provider: Awaited<ReturnType<typeof startTranslationProvider>>;
    beforeAll(async () => {
      provider = await startTranslationProvider();
    });
    afterAll(async () => provider.close());

    it('runs at most max times a minute across two servers', async () => {
      const { t, apps } = await twoApps({
        translationProvider: {
          kind: 'libretranslate',
          url: provider.url,
          apiKey: undefined,
          timeoutMs: 2_000,
        },
      });
      const admin = await signedInAdmin(t);
      await insertDefaultLanguages(t.db, admin.company.id);
      const email = await createTemplate(t, admin.company.id, { html: '<p>Hello</p>', subject: 'Hi' });
      const run = {
        method: 'POST' as const,
        url: `/api/translations/${email.id}/auto-translate`,
        headers: admin.bearer,
        payload: { source: 'eng', target: 'ger' },
      };
      // The first run fills the German targets; the ones after it have nothing left to write, only the rate to take.
      expect((await apps[0].inject(run)).statusCode).toBe(200);
      const answers = await atOnce(apps, autoTranslatePerCompany.max + 4, () => run);
      expect(statuses(answers)).toEqual({ 200: autoTranslatePerCompany.max - 1, 429: 5 });
      t.clock.advance(autoTranslatePerCompany.windowMs);
      expect((await apps[1].inject(run)).statusCode).toBe(200);
    });

    it('counts the runs another server process made (hits written straight into the database)', async () => {
      t = await build({
        translationProvider: {
          kind: 'libretranslate',
          url: provider.url,
          apiKey: undefined,
          timeoutMs: 2_000,
        },
      });
      const admin = await signedInAdmin(t);
      await insertDefaultLanguages(t.db, admin.company.id);
      const email = await createTemplate(t, admin.company.id, { html: '<p>Hello</p>', subject: 'Hi' });
      const asked = provider.requests.length;
      const hits = Array.from({ length: autoTranslatePerCompany.max }, () => t?.clock.now() as Date);
      await t.db
        .insertInto('request_rates')
        .values({ key: `${autoTranslatePerCompany.prefix}:${admin.company.id}`, hits })
        .execute();
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/translations/${email.id}/auto-translate`,
        headers: admin.bearer,
        payload: { source: 'eng', target: 'ger' },
      });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBe(autoTranslatePerCompany.windowMs / 1000);
      expect(provider.requests).toHaveLength(asked);
    });
  });
});

describe('activity exports per company', () => {
  it('lets exactly max of max + 4 exports sent at once to two servers start; the rest are 429 and unrecorded', async () => {
    const { t, apps } = await twoApps();
    const admin = await signedInAdmin(t);
    const answers = await atOnce(apps, activityExportPerCompany.max + 4, () => ({
      method: 'GET',
      url: '/api/activity/export?format=jsonl',
      headers: admin.bearer,
    }));
    expect(statuses(answers)).toEqual({ 200: activityExportPerCompany.max, 429: 4 });
    for (const answer of answers.filter((a) => a.statusCode === 429)) {
      expect(answer.json()).toEqual({
        error: activityMessages.tooManyExports(
          activityExportPerCompany.max,
          activityExportPerCompany.windowMs / 60_000,
        ),
      });
      expect(answer.headers['retry-after']).toBe(String(activityExportPerCompany.windowMs / 1000));
    }
    const recorded = await t.db
      .selectFrom('activity')
      .select('id')
      .where('action', '=', 'company.activity-exported')
      .execute();
    expect(recorded).toHaveLength(activityExportPerCompany.max);
  });
});

describe('counters that no longer count', () => {
  it('are removed by the hourly sweep: counts older than the longest memory of any policy (a day)', async () => {
    t = await build();
    const services = t.app.services;
    const day = 24 * 60 * 60 * 1000;
    await countRequest(services, [throttleKey(publicMailPerRecipient, 'old@acme.test')]);
    await takeRate(services, publicLookupPerIp, 'old/203.0.113.1');
    t.clock.advance(day + 1);
    await countRequest(services, [throttleKey(publicMailPerRecipient, 'recent@acme.test')]);
    await takeRate(services, publicLookupPerIp, 'recent/203.0.113.2');
    t.clock.advance(day - 1);
    await sweepThrottles(services);
    const counters = await t.db.selectFrom('login_throttle').select('key').orderBy('key').execute();
    expect(counters.map((row) => row.key)).toEqual(['mail:recent@acme.test']);
    const rates = await t.db.selectFrom('request_rates').select('key').execute();
    expect(rates.map((row) => row.key)).toEqual(['lookup:recent/203.0.113.2']);
  });
});

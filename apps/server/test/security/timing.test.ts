import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../fixtures/records.js';
import { build, type TestApp } from '../helpers/build.js';

/**
 * 5. Timing: an unauthenticated request that mails "if the address has an account" must take as long whether or not
 * it has one. Each test times many interleaved requests of both kinds (the app's real outbox mailer, as in
 * production without SMTP) and compares the two distributions by their effect size rather than by means: the
 * probability that a request of the first kind takes longer than one of the second. Equal distributions give 0.5;
 * the bound (0.5 ± 0.2) is far outside what noise gives with these sample sizes (standard error ≈ 0.05), so a busy
 * machine slows both kinds alike without failing the test, while a path that does more work lands near 1.
 */
const SAMPLES = 80;
const BOUND = 0.2;

let t: TestApp | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  await t?.app.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** An app with the real outbox mailer and one company whose user has the known address. */
async function withKnownAddress(): Promise<{ app: TestApp; known: string }> {
  dataDir = await mkdtemp(join(tmpdir(), 'qone-timing-'));
  // Mail is delivered between the timed requests (compare), never inside one: as the server's worker does it
  // after the answer.
  t = await build({ dataDir }, { realMailer: true, deliverMail: 'manual' });
  const company = await createCompany(t);
  const user = await createUser(t, company.id, { email: 'known@acme.test' });
  return { app: t, known: user.email };
}

/** P(a > b) + ½ P(a = b): the Mann–Whitney U statistic over n·m. */
function probabilityOfSuperiority(a: number[], b: number[]): number {
  let wins = 0;
  for (const x of a) for (const y of b) wins += x > y ? 1 : x === y ? 0.5 : 0;
  return wins / (a.length * b.length);
}

interface Sample {
  url: string;
  body: object;
}

async function timeOne(app: TestApp, payload: Sample): Promise<number> {
  const start = process.hrtime.bigint();
  const res = await app.app.inject({ method: 'POST', url: payload.url, payload: payload.body });
  const elapsed = Number(process.hrtime.bigint() - start) / 1e6;
  expect(res.statusCode).toBeLessThan(300);
  return elapsed;
}

/** Times `known()` and `unknown()` requests in a random interleaving; waits for mail work between requests. */
async function compare(app: TestApp, known: () => Sample, unknown: () => Sample) {
  const order = [...Array(SAMPLES).fill('known'), ...Array(SAMPLES).fill('unknown')].sort(
    () => Math.random() - 0.5,
  );
  const times = { known: [] as number[], unknown: [] as number[] };
  // Warm up both paths (first queries, first mail) outside the measurement.
  for (const make of [known, unknown, known, unknown]) await timeOne(app, make());
  for (const kind of order) {
    await app.app.outbox.drain();
    // The per-address and per-IP mail counters would soon refuse; they are the same work on both paths.
    await app.db.deleteFrom('login_throttle').execute();
    times[kind as 'known' | 'unknown'].push(await timeOne(app, (kind === 'known' ? known : unknown)()));
  }
  await app.app.outbox.drain();
  return probabilityOfSuperiority(times.known, times.unknown);
}

describe('5. Timing: forgot-password and create-account take as long for a known address as for an unknown one', () => {
  it('forgot-password', async () => {
    const { app, known } = await withKnownAddress();
    let n = 0;
    const effect = await compare(
      app,
      () => ({ url: '/api/users/forgot-password', body: { email: known } }),
      () => ({ url: '/api/users/forgot-password', body: { email: `unknown-${n++}@acme.test` } }),
    );
    expect(Math.abs(effect - 0.5), `P(known slower) = ${effect.toFixed(3)}`).toBeLessThan(BOUND);
  });

  it('create-account', async () => {
    const { app, known } = await withKnownAddress();
    let n = 0;
    const signUp = (email: string) => ({
      url: '/api/accounts',
      body: { firstName: 'Tim', lastName: 'Ing', email, companyName: 'Timing Test' },
    });
    const effect = await compare(
      app,
      () => signUp(known),
      () => signUp(`new-${n++}@acme.test`),
    );
    expect(Math.abs(effect - 0.5), `P(known slower) = ${effect.toFixed(3)}`).toBeLessThan(BOUND);
  });
});

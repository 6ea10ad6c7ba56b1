import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { readConfig } from '../../src/config.js';
import { portableDump } from '../../src/db/backup.js';
import { dkimContext } from '../../src/domain/sending-domains.js';
import { integrationSecret } from '../../src/routes/communication/index.js';
import { DEMO_COMPANY_ID, seed } from '../../src/seed.js';
import { logoUpload, png } from '../fixtures/uploads.js';
import { type ScratchDatabase, scratchDatabase } from '../helpers/scratch-database.js';
import { ADMIN_PASSWORD, runTs } from '../helpers/server-process.js';

/**
 * `npm run db:backup`, `db:restore` and `db:move-to-postgres` on a database holding every kind of record: the
 * restored server answers every read as the original did. On PostgreSQL (CI's second leg) the embedded database
 * moves to a new PostgreSQL database beside the test database, which is then dumped with the system's pg_dump and
 * restored into a new embedded database; on PGlite it is backed up and restored into a new embedded database.
 */

const API_KEY = 'sl-live-5e4d3c2b1a0f9e8d7c6b';
const onPostgres = Boolean(process.env.DATABASE_URL);

const scratch: ScratchDatabase[] = [];
const apps: FastifyInstance[] = [];
let work: string | undefined;
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  for (const database of scratch.splice(0)) await database.drop();
  if (work) await rm(work, { recursive: true, force: true });
});

async function startOn(database: ScratchDatabase) {
  const config = {
    ...readConfig({ DATA_DIR: database.dataDir, ADMIN_PASSWORD }),
    databaseUrl: database.databaseUrl,
  };
  const app = await buildApp({ config, logger: false });
  apps.push(app);
  await app.ready();
  return app;
}

async function stop(app: FastifyInstance) {
  apps.splice(apps.indexOf(app), 1);
  await app.close();
}

type Headers = Record<string, string>;

async function call(app: FastifyInstance, headers: Headers, method: string, url: string, payload?: object) {
  const res = await app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

async function signIn(app: FastifyInstance): Promise<Headers> {
  const body = await call(app, {}, 'POST', '/api/users/login', {
    email: 'admin@example.com',
    password: ADMIN_PASSWORD,
  });
  return { authorization: `Bearer ${body.token}` };
}

/** Every kind of record the API writes, in the demo company the seed made. */
async function fillThroughTheApi(app: FastifyInstance, auth: Headers) {
  const group = await call(app, auth, 'POST', '/api/permission-groups', {
    name: 'Auditors',
    description: 'Read the activity record.',
  });
  await call(app, auth, 'POST', '/api/user-roles', { role: 'Auditor', description: 'Checks the books.' });
  await call(app, auth, 'POST', '/api/users', {
    name: 'Ines Invited',
    email: 'ines@demo-company.example',
    permissionGroupId: group.data._id,
  });
  const template = (
    await call(app, auth, 'POST', '/api/defaults', { name: 'Reminder', description: 'Weekly', type: 'email' })
  ).data;
  await call(app, auth, 'PUT', `/api/defaults/default/${template._id}`, {
    name: 'Reminder',
    description: 'Weekly',
    status: 'draft',
    subject: 'Hello {{firstName}}',
    html: '<h1>Hello {{firstName}}</h1><p>See you soon.</p>',
  });
  await call(app, auth, 'PUT', '/api/languages', {
    languages: [
      { code: 'eng', customCode: 'en', enabled: true, default: false },
      { code: 'ger', customCode: 'de-DE', enabled: true, default: true },
      { code: 'spa', customCode: 'es', enabled: true, default: false },
    ],
  });
  const entries = (await call(app, auth, 'GET', `/api/translations/${template._id}/ger`)).data as {
    key: string;
    source: string;
  }[];
  await call(app, auth, 'PUT', `/api/translations/${template._id}/ger`, {
    entries: entries.map((entry) => ({ key: entry.key, target: `${entry.source} (de)` })),
  });
  await call(app, auth, 'PUT', '/api/time-zones', {
    timeZones: [
      { id: 'Europe/Berlin', enabled: true, default: true },
      { id: 'Asia/Tokyo', enabled: true, default: false },
    ],
  });
  const legal = 'data-breach-notification-procedure';
  const draft = { title: 'Breach notice', paragraph: 'How we tell you.', description: 'Within 72 hours.' };
  // A new draft is based on no draft (null); publishing names the draft's version, as the editor read it.
  const saved = await call(app, auth, 'PUT', `/api/legal-documents/${legal}/draft`, {
    ...draft,
    baseVersion: null,
  });
  await call(app, auth, 'POST', `/api/legal-documents/${legal}/publish`, {
    effectiveDate: new Date().toISOString().slice(0, 10),
    baseVersion: saved.data.draft.version,
  });
  await call(app, auth, 'PUT', `/api/legal-documents/${legal}/draft`, {
    ...draft,
    description: 'Within 48 h.',
    baseVersion: null,
  });
  const domains = (
    await call(app, auth, 'POST', '/api/platform-settings/domain', { domain: 'mail.demo.example.com' })
  ).data as { _id: string; domain: string }[];
  const domain = domains.find((d) => d.domain === 'mail.demo.example.com')?._id as string;
  await call(app, auth, 'POST', '/api/platform-settings/mailer', {
    mailer: 'newsletter',
    alias: 'Demo Newsletter',
    domain,
    type: 'socketlabs',
  });
  const integration = (
    await call(app, auth, 'POST', '/api/communication-integrations', {
      name: 'Transactional mail',
      type: 'email',
      provider: 'SocketLabs',
      settings: { sender: 'news@mail.demo.example.com' },
      secrets: { apiKey: API_KEY },
    })
  ).data;
  const body = logoUpload(png);
  const logo = (
    await call(
      app,
      { ...auth, ...body.headers },
      'POST',
      `/api/companies/${DEMO_COMPANY_ID}/logo`,
      body.payload,
    )
  ).data.logo as string;
  const company = (await call(app, auth, 'GET', `/api/companies/${DEMO_COMPANY_ID}`)).data;
  await call(app, auth, 'PUT', `/api/companies/${DEMO_COMPANY_ID}`, {
    name: company.name,
    invoice_email: company.invoice_email,
    invoice_address: company.invoice_address,
    vat: 'DE999999999',
    contact_person: company.contact_person,
    logo,
    baseVersion: company.version,
  });
  return { templateId: template._id as string, legal, domain, integrationId: integration._id as string };
}

/** What the API answers for every kind of record: the same before the backup and after the restore. */
async function everything(
  app: FastifyInstance,
  auth: Headers,
  ids: Awaited<ReturnType<typeof fillThroughTheApi>>,
) {
  const reads = [
    '/api/users/all',
    '/api/users/invited-users',
    '/api/permission-groups',
    '/api/user-roles',
    '/api/defaults',
    `/api/defaults/default/${ids.templateId}/versions`,
    `/api/translations/${ids.templateId}/ger`,
    '/api/translation-progress/ger',
    '/api/languages',
    '/api/time-zones',
    '/api/legal-documents',
    `/api/legal-documents/${ids.legal}/versions`,
    '/api/platform-settings/domains',
    '/api/platform-settings/mailers',
    '/api/communication-integrations',
    '/api/activity',
    `/api/companies/${DEMO_COMPANY_ID}`,
  ];
  const answers: Record<string, unknown> = {};
  for (const url of reads) answers[url] = await call(app, auth, 'GET', url);
  const company = answers[`/api/companies/${DEMO_COMPANY_ID}`] as { data: { logoUrl: string } };
  const logo = await app.inject({ method: 'GET', url: company.data.logoUrl });
  answers.logo = { status: logo.statusCode, bytes: logo.rawPayload.toString('base64') };
  return answers;
}

/** The sealed secrets of the records, opened with the key of the server running on the database. */
async function openedSecrets(app: FastifyInstance, ids: Awaited<ReturnType<typeof fillThroughTheApi>>) {
  const { db, secretBox } = app.services;
  const domain = await db
    .selectFrom('sending_domains')
    .select('dkim_private_key')
    .where('id', '=', ids.domain)
    .executeTakeFirstOrThrow();
  return {
    apiKey: await integrationSecret(db, secretBox, DEMO_COMPANY_ID, ids.integrationId, 'apiKey'),
    dkim: secretBox.open(domain.dkim_private_key, dkimContext(ids.domain)).slice(0, 27),
  };
}

async function command(args: string[], env: Record<string, string | undefined>) {
  const run = runTs('src/cli/db.ts', args, env);
  const exit = await run.exit;
  return { code: exit.code, output: run.output() };
}

const database = (d: ScratchDatabase) =>
  d.databaseUrl ? { DATABASE_URL: d.databaseUrl, DATA_DIR: d.dataDir } : { DATA_DIR: d.dataDir };

describe(`a seeded embedded database backed up and restored into ${onPostgres ? 'PostgreSQL, then back into a new embedded database' : 'a new embedded database'}`, () => {
  // About 20 s on PGlite and 25 s on PostgreSQL on 2 cores, most of it creating embedded databases (initdb).
  it('answers every read as before, serves the logo, keeps sessions and opens the sealed secrets', {
    timeout: 120_000,
  }, async () => {
    work = await mkdtemp(join(tmpdir(), 'qone-backups-'));
    const source = await scratchDatabase('backup-source', 'pglite');
    scratch.push(source);

    const original = await startOn(source);
    await seed(original.services, original.log);
    const auth = await signIn(original);
    const ids = await fillThroughTheApi(original, auth);
    const before = await everything(original, auth, ids);
    expect(await openedSecrets(original, ids)).toEqual({
      apiKey: API_KEY,
      dkim: '-----BEGIN PRIVATE KEY-----',
    });
    await stop(original);

    const target = await scratchDatabase('backup-target');
    scratch.push(target);
    let hop: { code: number | null; output: string };
    if (onPostgres) {
      // The one command of the README: the embedded database in DATA_DIR into DATABASE_URL's database.
      hop = await command(['move-to-postgres', join(work, 'move.sql')], {
        DATA_DIR: source.dataDir,
        DATABASE_URL: target.databaseUrl,
      });
      expect(hop.output).toContain('Every table has the same rows on both sides');
    } else {
      const backup = await command(['backup', join(work, 'backup.sql')], { DATA_DIR: source.dataDir });
      expect(backup.output).toMatch(/Wrote .*backup\.sql: \d+ KB, \d+ rows in \d+ tables/);
      // The logo is a row of stored_files now: nothing is left beside the database to copy.
      expect(backup.output).not.toContain('logo file(s)');
      hop = await command(['restore', join(work, 'backup.sql')], database(target));
    }
    expect(hop.code, hop.output).toBe(0);
    // A second restore into the now filled database is refused.
    const again = await command(
      ['restore', join(work, onPostgres ? 'move.sql' : 'backup.sql')],
      database(target),
    );
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/is not empty .* add --replace/);

    const restored = await startOn(target);
    // The session issued before the backup is still good: the session secret came with the database.
    expect(await everything(restored, auth, ids)).toEqual(before);
    expect(await openedSecrets(restored, ids)).toEqual({
      apiKey: API_KEY,
      dkim: '-----BEGIN PRIVATE KEY-----',
    });
    await signIn(restored);
    // The sign-in is in the activity record now (area sign-in): the next hop must keep that too.
    const afterSignIn = await everything(restored, auth, ids);
    await stop(restored);

    if (!onPostgres) return;
    // And back: PostgreSQL through the system's pg_dump into a new embedded database.
    const embedded = await scratchDatabase('backup-back', 'pglite');
    scratch.push(embedded);
    const dump = await command(['backup', join(work, 'from-postgres.sql')], database(target));
    expect(dump.code, dump.output).toBe(0);
    expect(dump.output).toContain('pg_dump (PostgreSQL)');
    const back = await command(['restore', join(work, 'from-postgres.sql')], database(embedded));
    expect(back.code, back.output).toBe(0);
    const embeddedAgain = await startOn(embedded);
    expect(await everything(embeddedAgain, auth, ids)).toEqual(afterSignIn);
    expect(await openedSecrets(embeddedAgain, ids)).toEqual({
      apiKey: API_KEY,
      dkim: '-----BEGIN PRIVATE KEY-----',
    });
  });
});

describe('portableDump', () => {
  const key = 'Zr0Jx4b9QkqWm2LTs8cVhA1nP5yD7uEo';
  const dump = [
    `\\restrict ${key}`,
    '',
    'SET statement_timeout = 0;',
    'SET transaction_timeout = 0;',
    'SET client_encoding = UTF8;',
    '',
    '-- Name: notes; Type: TABLE; Schema: public; Owner: -',
    'CREATE TABLE public.notes (body text);',
    "INSERT INTO public.notes VALUES ('line one",
    'SET transaction_timeout = 0;',
    '\\unrestrict someone-elses-key',
    "');",
    '',
    `\\unrestrict ${key}`,
    '',
  ].join('\n');

  it('leaves out what PostgreSQL 15 and a restore without psql refuse, and never a line of data', () => {
    expect(portableDump(dump).split('\n')).toEqual([
      '',
      'SET statement_timeout = 0;',
      'SET client_encoding = UTF8;',
      '',
      '-- Name: notes; Type: TABLE; Schema: public; Owner: -',
      'CREATE TABLE public.notes (body text);',
      "INSERT INTO public.notes VALUES ('line one",
      'SET transaction_timeout = 0;',
      '\\unrestrict someone-elses-key',
      "');",
      '',
      '',
    ]);
  });
});

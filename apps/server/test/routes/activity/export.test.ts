import { get as httpGet, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ACTIVITY_EXPORT_BATCH, ACTIVITY_EXPORT_RATE } from '@qone/domain/activity-export';
import { activityMessages } from '@qone/domain/messages';
import { type KyselyPlugin, type QueryId, TableNode, type UnknownRow } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/index.js';
import { seedActivity } from '../../fixtures/activity.js';
import { signedInAdmin } from '../../fixtures/records.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

type Headers = Record<string, string>;
const exported = (headers: Headers, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/activity/export${query}`, headers });
const createRole = (headers: Headers, role: string, description = '') =>
  t.app.inject({ method: 'POST', url: '/api/user-roles', headers, payload: { role, description } });

const BOM = '\uFEFF';
const HEADER =
  'Time,Actor,Actor email,Action,Action key,Area,Target type,Target,Target id,Field,Before,After\r\n';

/** The CSV's rows after the header, split at CRLF (no cell of these tests holds a line break unquoted). */
const rowsOf = (body: string) => body.split('\r\n').slice(1, -1);

describe('GET /api/activity/export (exportActivity)', () => {
  it('CSV: byte-order mark, header, one row per event, RFC 4180 quoting, formula cells made text', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    await createRole(admin.bearer, '=HYPERLINK("http://evil.example","click")', 'a "quoted", text');
    t.clock.advance(60_000);
    await createRole(admin.bearer, 'Plain', 'two\nlines');
    const res = await exported(admin.bearer, '?area=roles');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="activity-2026-11-01.csv"');
    const raw = res.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const body = raw.toString('utf8');
    expect(body.startsWith(BOM + HEADER)).toBe(true);
    const actor = `${admin.user.name},${admin.user.email}`;
    expect(body.slice(BOM.length + HEADER.length)).toBe(
      `2026-11-01T09:01:00.000Z,${actor},Role created,role.created,roles,role,Plain,` +
        `${await roleId('Plain')},"role, description",,"{""role"":""Plain"",""description"":""two\\nlines""}"\r\n` +
        `2026-11-01T09:00:00.000Z,${actor},Role created,role.created,roles,role,` +
        `"'=HYPERLINK(""http://evil.example"",""click"")",${await roleId('=HYPERLINK("http://evil.example","click")')},` +
        `"role, description",,` +
        `"{""role"":""=HYPERLINK(\\""http://evil.example\\"",\\""click\\"")"",""description"":""a \\""quoted\\"", text""}"\r\n`,
    );
  });

  it('CSV with `;` and one row per changed field; a cell with the delimiter, a quote or a line break is quoted', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    await createRole(admin.bearer, 'Sales; EU', '+1 line\nnext');
    const body = (await exported(admin.bearer, '?area=roles&delimiter=%3B&rows=field')).body;
    expect(body.startsWith(`${BOM}Time;Actor;Actor email;Action;`)).toBe(true);
    const rows = body.slice(BOM.length).split('\r\n').slice(1, -1);
    const id = await roleId('Sales; EU');
    const fixed = `2026-11-01T09:00:00.000Z;${admin.user.name};${admin.user.email};Role created;role.created;roles;role;"Sales; EU";${id}`;
    expect(rows).toEqual([`${fixed};role;;"Sales; EU"`, `${fixed};description;;"'+1 line\nnext"`]);
  });

  it('every cell that starts like a formula (=, +, -, @) starts with an apostrophe', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    for (const name of ['=1+1', '+SUM(A1)', '-2+3', '@cmd']) {
      await createRole(admin.bearer, name);
      t.clock.advance(1000);
    }
    const rows = rowsOf((await exported(admin.bearer, '?area=roles')).body);
    const targets = rows.map((row) => row.split(',')[7]);
    expect(targets).toEqual(["'@cmd", "'-2+3", "'+SUM(A1)", "'=1+1"]);
  });

  it('JSON Lines: one event per line, the same items as listActivity for the same filters', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    await createRole(admin.bearer, 'Analyst');
    t.clock.advance(60_000);
    await createRole(admin.bearer, 'Auditor');
    const res = await exported(admin.bearer, '?format=jsonl&q=anal');
    expect(res.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="activity-2026-11-01.jsonl"');
    expect(res.body.endsWith('\n')).toBe(true);
    const lines = res.body
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    const listed = await t.app.inject({ method: 'GET', url: '/api/activity?q=anal', headers: admin.bearer });
    expect(lines).toEqual(listed.json().data);
    expect(lines.map((event) => event.targetLabel)).toEqual(['Analyst']);
  });

  it('applies every filter of the timeline, and refuses what listActivity refuses', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    await createRole(admin.bearer, 'Old');
    t.clock.advance(20 * 60_000);
    await createRole(admin.bearer, 'New');
    const labels = async (query: string) =>
      (await exported(admin.bearer, `?format=jsonl&${query}`)).body
        .trimEnd()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line).targetLabel);
    expect(await labels('action=role.created')).toEqual(['New', 'Old']);
    expect(await labels('action=role.created&from=2026-11-01T09:10:00Z')).toEqual(['New']);
    expect(await labels('area=roles&to=2026-11-01T09:10:00Z')).toEqual(['Old']);
    expect(await labels(`area=roles&actorId=${admin.user.id}&q=ne`)).toEqual(['New']);
    expect(await labels('targetType=role&area=users')).toEqual([]);
    const refused = await exported(admin.bearer, '?action=role.renamed');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: activityMessages.unknownAction });
    expect((await exported(admin.bearer, '?format=xlsx')).statusCode).toBe(400);
  });

  it('is recorded before the file starts: company.activity-exported with the format and the filters', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    await exported(admin.bearer, '?area=roles&q=x&delimiter=%3B');
    t.clock.advance(1000);
    await exported(admin.bearer, '?format=jsonl');
    t.clock.advance(1000);
    const events = await t.app.inject({
      method: 'GET',
      url: '/api/activity?action=company.activity-exported',
      headers: admin.bearer,
    });
    expect(events.json().data).toMatchObject([
      {
        area: 'company',
        targetType: 'company',
        targetId: admin.company.id,
        before: null,
        after: { format: 'jsonl' },
      },
      { after: { format: 'csv', rows: 'event', delimiter: ';', area: 'roles', q: 'x' } },
    ]);
    // The export sees itself: it was committed before the first batch was read.
    const own = (await exported(admin.bearer, '?format=jsonl')).body.trimEnd().split('\n');
    expect(JSON.parse(own[0] ?? '{}').action).toBe('company.activity-exported');
  });

  it("never holds another company's events", async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const other = await signedInAdmin(t);
    await createRole(other.bearer, 'Elsewhere');
    await createRole(admin.bearer, 'Here');
    for (const query of [
      '',
      'q=Elsewhere',
      `actorId=${other.user.id}`,
      `targetId=${await roleId('Elsewhere')}`,
    ]) {
      const lines = (await exported(admin.bearer, `?format=jsonl&${query}`)).body.trimEnd().split('\n');
      const events = lines.filter(Boolean).map((line) => JSON.parse(line));
      // Only the admin's own exports and role: never the other company's role, actor or company.
      expect(
        events.map((event) => event.action).filter((action) => action !== 'company.activity-exported'),
      ).toEqual(query === '' ? ['role.created'] : []);
      for (const event of events) {
        expect(event.targetLabel).not.toBe('Elsewhere');
        expect(event.actor.email).not.toBe(other.user.email);
        expect([admin.company.id, await roleId('Here')]).toContain(event.targetId);
      }
    }
  });

  it('needs the settings flag', async () => {
    t = await build();
    const member = await signedInAdmin(t, { projects: true });
    const res = await exported(member.bearer);
    expect(res.statusCode).toBe(403);
    expect(await t.db.selectFrom('activity').select('id').execute()).toEqual([]);
  });

  it('a company may start ACTIVITY_EXPORT_RATE.max exports per window; then 429 with Retry-After, nothing recorded', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const other = await signedInAdmin(t);
    const recordedExports = async () =>
      (
        await t.db
          .selectFrom('activity')
          .select('id')
          .where('company_id', '=', admin.company.id)
          .where('action', '=', 'company.activity-exported')
          .execute()
      ).length;
    for (let n = 0; n < ACTIVITY_EXPORT_RATE.max; n += 1) {
      expect((await exported(admin.bearer, '?format=jsonl')).statusCode).toBe(200);
      t.clock.advance(5_000);
    }
    const refused = await exported(admin.bearer, '?format=jsonl');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: activityMessages.tooManyExports(
        ACTIVITY_EXPORT_RATE.max,
        ACTIVITY_EXPORT_RATE.windowMs / 60_000,
      ),
    });
    // The first export leaves the window `windowMs` after it was made; `max` × 5 s have passed.
    expect(refused.headers['retry-after']).toBe(
      String(ACTIVITY_EXPORT_RATE.windowMs / 1000 - 5 * ACTIVITY_EXPORT_RATE.max),
    );
    expect(await recordedExports()).toBe(ACTIVITY_EXPORT_RATE.max);
    // Another company's exports are counted apart.
    expect((await exported(other.bearer, '?format=jsonl')).statusCode).toBe(200);
    // Once the first leaves the window, one more may start.
    t.clock.advance(ACTIVITY_EXPORT_RATE.windowMs - 5_000 * ACTIVITY_EXPORT_RATE.max);
    expect((await exported(admin.bearer, '?format=jsonl')).statusCode).toBe(200);
    expect((await exported(admin.bearer, '?format=jsonl')).statusCode).toBe(429);
  });

  it('is streamed: the first bytes reach the client while the last batch is still being read', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const total = 10 * ACTIVITY_EXPORT_BATCH;
    await seedActivity(t, admin.company.id, total, new Date('2026-01-01T00:00:00Z'));
    // With the export's own event, `total + 1` events: the last batch is the (total / batch + 1)th read.
    const lastBatch = total / ACTIVITY_EXPORT_BATCH + 1;
    const hold = holdActivityRead(lastBatch);
    (t.app.services as { db: Db }).db = t.app.services.db.withPlugin(hold.plugin);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;

    const res = await new Promise<IncomingMessage>((resolve, reject) =>
      httpGet(
        { host: '127.0.0.1', port, path: '/api/activity/export?format=csv', headers: admin.bearer },
        resolve,
      ).on('error', reject),
    );
    expect(res.statusCode).toBe(200);
    const chunks: Buffer[] = [];
    const first = new Promise<{ lastBatchReleased: boolean }>((resolve) =>
      res.once('data', () => resolve({ lastBatchReleased: hold.released })),
    );
    const ended = new Promise<void>((resolve) => res.on('end', resolve));
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A handler that built the body before sending would send nothing until the held read went on (only after the
    // fallback below, so this would see it released).
    expect(await first).toEqual({ lastBatchReleased: false });
    hold.release();
    await ended;
    const body = Buffer.concat(chunks).toString('utf8');
    expect(rowsOf(body)).toHaveLength(total + 1);
    expect(hold.reads).toBe(lastBatch);
  });
});

async function roleId(name: string): Promise<string> {
  const row = await t.db
    .selectFrom('user_roles')
    .select('id')
    .where('role', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A Kysely plugin that counts reads of the activity table and holds the answer of the `nth` until `release()` (or,
 * so a failing test ends, a fallback 20 s later).
 */
function holdActivityRead(nth: number) {
  const reads = new WeakSet<QueryId>();
  let count = 0;
  let release = () => {};
  const state = {
    released: false,
    reads: 0,
    release: () => release(),
    plugin: {
      transformQuery(args) {
        const node = args.node;
        if (node.kind === 'SelectQueryNode') {
          const from = node.from?.froms[0];
          if (from && TableNode.is(from) && from.table.identifier.name === 'activity')
            reads.add(args.queryId);
        }
        return node;
      },
      async transformResult(args) {
        if (!reads.has(args.queryId)) return args.result;
        count += 1;
        state.reads = count;
        if (count === nth) {
          await new Promise<void>((resolve) => {
            const fallback = setTimeout(resolve, 20_000);
            release = () => {
              clearTimeout(fallback);
              resolve();
            };
          });
          state.released = true;
        }
        return args.result as typeof args.result & { rows: UnknownRow[] };
      },
    } satisfies KyselyPlugin,
  };
  return state;
}

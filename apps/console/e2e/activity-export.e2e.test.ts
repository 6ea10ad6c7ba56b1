import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityCopy, settingsCopy } from '../src/copy';
import { adminPage, CSRF, labelled } from './admin';
import { launchBrowser, type RunningServer, restartWithDatabase, startServer } from './harness';

/**
 * End to end against the real server: changes in three areas, exported from Account Settings → Activity as CSV (per
 * event with `,`, per changed field with `;` under a filter) and JSON Lines, each download read back; then the
 * record shortened in Company Settings — the count asked about first, then the pruning job (every second here) takes
 * the old events off the timeline.
 */
let server: RunningServer;
let browser: Browser;
let page: Page;
const violations: string[] = [];

const t = activityCopy;
const x = settingsCopy.activityExport;
/** The pruning job's interval: short, so the test sees a run within seconds of the save. */
const env = { ACTIVITY_PRUNE_INTERVAL_MS: '1000' };
/** A group name a spreadsheet would run as a formula, were it not made safe. */
const FORMULA_NAME = '=1+2 Crew';
const OLD_EVENTS = 3;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  // Events 500 days old, kept by the default retention (2 years), written while the server is stopped: the API
  // records only the present.
  const first = await startServer(env);
  [server, browser] = await Promise.all([
    restartWithDatabase(first, env, async (db) => {
      const admin = await db.query<{ id: string; company_id: string; name: string; email: string }>(
        'select id, company_id, name, email from users where email = $1',
        [first.adminEmail],
      );
      const row = admin.rows[0];
      if (!row) throw new Error('the seeded admin is missing');
      for (let n = 1; n <= OLD_EVENTS; n += 1) {
        await db.query(
          `insert into activity (id, company_id, at, actor_id, actor_name, actor_email, area, action, target_type,
             target_id, target_label, before, after)
           values (gen_random_uuid(), $1, $2, $3, $4, $5, 'permission-groups', 'permission-group.created',
             'permission-group', gen_random_uuid()::text, $6, null, $7)`,
          [
            row.company_id,
            new Date(Date.now() - 500 * DAY - n * 60_000).toISOString(),
            row.id,
            row.name,
            row.email,
            `Archived crew ${n}`,
            JSON.stringify({ name: `Archived crew ${n}` }),
          ],
        );
      }
    }),
    launchBrowser(),
  ]);
  const admin = await adminPage(browser, server);
  page = admin.page;
  violations.push(...admin.violations);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Changes in three areas: a group with a formula-looking name (created, renamed), a user invited, a role made. */
async function makeChanges() {
  const created = await page.request.post('/api/permission-groups', {
    headers: CSRF,
    data: { name: 'Export crew', description: 'Reads the activity record of the company for the auditors.' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const group = ((await created.json()) as { data: { _id: string } }).data;
  const renamed = await page.request.put(`/api/permission-groups/${group._id}`, {
    headers: CSRF,
    data: {
      target: 'details',
      name: FORMULA_NAME,
      description: 'Reads the activity record of the company for the auditors.',
      baseVersion: 1,
    },
  });
  expect(renamed.status()).toBe(200);
  const invited = await page.request.post('/api/users', {
    headers: CSRF,
    data: { name: 'Erik Export', email: 'erik.export@example.com', permissionGroupId: group._id },
  });
  expect(invited.status()).toBe(201);
  return ((await invited.json()) as { data: { _id: string } }).data._id;
}

/** RFC 4180 rows of a CSV text (after its byte-order mark), quotes undone. */
function parseCsv(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === delimiter) {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** Opens the export dialog, picks the choices (radio labels), downloads, and answers the file's name and bytes. */
async function exportFile(choices: string[]): Promise<{ name: string; bytes: Buffer }> {
  await page.getByRole('button', { name: x.open, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: x.title });
  await dialog.waitFor();
  for (const choice of choices) await dialog.getByRole('radio', { name: choice, exact: true }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: x.download }).click(),
  ]);
  await dialog.waitFor({ state: 'hidden' });
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const COLUMNS = [
  'Time',
  'Actor',
  'Actor email',
  'Action',
  'Action key',
  'Area',
  'Target type',
  'Target',
  'Target id',
  'Field',
  'Before',
  'After',
];
const column = (name: string) => COLUMNS.indexOf(name);
const timeline = () => page.getByRole('list', { name: t.list });
const entries = () => timeline().getByRole('listitem');

describe('Activity export and retention', () => {
  it('exports the changes as CSV (both row modes) and JSON Lines from the timeline, each read back', async () => {
    const erik = await makeChanges();
    await page.goto('/company-settings/activity');
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
    await timeline()
      .getByRole('button', { name: /invited erik\.export@example\.com/ })
      .waitFor();

    // Everything, one row per event, comma: the BOM, the header, a row per change, the formula made text.
    const perEvent = await exportFile([x.csv, x.comma, x.perEvent]);
    expect(perEvent.name).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(perEvent.bytes.subarray(0, 3).equals(BOM)).toBe(true);
    const eventRows = parseCsv(perEvent.bytes.subarray(3).toString('utf8'), ',');
    expect(eventRows[0]).toEqual(COLUMNS);
    const byAction = (rows: string[][], action: string) =>
      rows.filter((row) => row[column('Action key')] === action);
    expect(byAction(eventRows, 'permission-group.created').map((row) => row[column('Target')])).toEqual(
      expect.arrayContaining(['Export crew', 'Archived crew 1', 'Archived crew 2', 'Archived crew 3']),
    );
    const rename = byAction(eventRows, 'permission-group.updated');
    expect(rename).toHaveLength(1);
    expect(rename[0]?.[column('Target')]).toBe(`'${FORMULA_NAME}`);
    expect(rename[0]?.[column('Field')]).toBe('name');
    const invite = byAction(eventRows, 'user.invited');
    expect(invite.map((row) => row[column('Target')])).toEqual(['erik.export@example.com']);
    expect(invite[0]?.[column('Area')]).toBe('users');
    // No cell of the file starts like a formula.
    expect(eventRows.flat().filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);

    // The permission groups only, one row per changed field, semicolon: the rename's before → after.
    await page
      .getByRole('combobox', { name: t.filters.area })
      .selectOption({ label: t.areas['permission-groups'] });
    await expect.poll(() => new URL(page.url()).searchParams.get('area')).toBe('permission-groups');
    const perField = await exportFile([x.csv, x.semicolon, x.perField]);
    const fieldText = perField.bytes.subarray(3).toString('utf8');
    expect(perField.bytes.subarray(0, 3).equals(BOM)).toBe(true);
    expect(fieldText.split('\r\n')[0]).toBe(COLUMNS.join(';'));
    const fieldRows = parseCsv(fieldText, ';').slice(1);
    expect(new Set(fieldRows.map((row) => row[column('Area')]))).toEqual(new Set(['permission-groups']));
    const renamedName = byAction(fieldRows, 'permission-group.updated').find(
      (row) => row[column('Field')] === 'name',
    );
    expect(renamedName?.[column('Before')]).toBe('Export crew');
    expect(renamedName?.[column('After')]).toBe(`'${FORMULA_NAME}`);

    // JSON Lines, under the same filter: one event a line, as the timeline lists them, the name exactly as typed.
    const lines = await exportFile([x.jsonl]);
    expect(lines.name).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.jsonl$/);
    const text = lines.bytes.toString('utf8');
    expect(text.endsWith('\n')).toBe(true);
    const events = text
      .trimEnd()
      .split('\n')
      .map(
        (line) => JSON.parse(line) as { area: string; action: string; targetLabel: string; after: unknown },
      );
    expect(new Set(events.map((event) => event.area))).toEqual(new Set(['permission-groups']));
    expect(events.find((event) => event.action === 'permission-group.updated')).toMatchObject({
      targetLabel: FORMULA_NAME,
      after: { name: FORMULA_NAME },
    });
    expect(events.filter((event) => event.targetLabel.startsWith('Archived crew'))).toHaveLength(OLD_EVENTS);
    const listed = await page.request.get('/api/activity?area=permission-groups&limit=100');
    expect(events.length).toBe(((await listed.json()) as { data: unknown[] }).data.length);

    // Who is typed, not scrolled to (a company may have hundreds): the address holds the person's id.
    await page.goto('/company-settings/activity');
    const who = page.getByRole('combobox', { name: t.filters.actor });
    await who.click();
    await who.pressSequentially('erik');
    await page
      .getByRole('listbox', { name: t.filters.actor })
      .getByRole('option', { name: 'Erik Export' })
      .waitFor();
    await who.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('actor')).toBe(erik);
    await expect.poll(() => who.inputValue()).toBe('Erik Export');
    await page.getByText(t.emptyTitle).waitFor();

    // Each export is recorded.
    await page.goto('/company-settings/activity?action=company.activity-exported');
    await expect.poll(() => entries().count()).toBe(3);
    expect(violations).toEqual([]);
  });

  it('shortening retention says how many events go, asks, and the pruning job takes them off the timeline', async () => {
    await page.goto('/company-settings/activity?q=archived%20crew');
    await expect.poll(() => entries().count()).toBe(OLD_EVENTS);

    const c = settingsCopy.company;
    await page.goto('/company-settings/my-company');
    await page.getByRole('combobox', { name: labelled(c.retention) }).click();
    await page.getByRole('option', { name: c.retentionChoices[365] }).click();
    await page.getByRole('button', { name: c.save }).click();
    const confirm = page.getByRole('alertdialog', { name: c.retentionConfirmTitle });
    await confirm.waitFor();
    expect(await confirm.getByText(/events older than/).textContent()).toMatch(
      new RegExp(`^${OLD_EVENTS} events older than .+ will be deleted`),
    );
    await confirm.getByRole('button', { name: c.retentionConfirmLabel }).click();
    await page.getByText('Company settings saved').first().waitFor();

    // The job runs every second here: within a few, the old events are gone and the run is recorded.
    await page.goto('/company-settings/activity?q=archived%20crew');
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
          await page.getByText(t.emptyTitle).or(entries().first()).waitFor();
          return entries().count();
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBe(0);
    await page.goto('/company-settings/activity?action=company.activity-pruned');
    const pruned = timeline().getByRole('button', { name: /Events older than the retention were deleted/ });
    await pruned.waitFor();
    expect(await entries().count()).toBe(1);
    // The rest of the record stays.
    await page.goto('/company-settings/activity?area=permission-groups');
    await timeline()
      .getByRole('button', { name: /created the permission group Export crew/ })
      .waitFor();
    expect(violations).toEqual([]);
  });
});

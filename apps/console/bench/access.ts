/**
 * The access editor's figures of `npm run bench:web` (issue: people and permissions — "50 panels open in ≤ 300 ms"),
 * in Chromium against the production build and the real server, for the Administration group of a company with 50
 * panels (each with access on, so every panel row carries its detail rows):
 *   - page: from the start of a navigation to the group's access editor until its tree shows all 50 panel rows;
 *   - open: with the editor shown and Panels collapsed, from the click on Panels' chevron until all 50 panel rows
 *     show — the median of several.
 * Panels come from other modules (the contract has no operation that makes one), so the company gets its panels the
 * way those modules would leave them: in its database, written between two runs of the server on the same data.
 */

import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { newPGlite } from '../../server/src/db/pglite';
import { peopleCopy } from '../src/copy/en/people.ts';

export const PANELS = 50;
const OPENS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Gives the first company of the stopped server's data (the seeded demo company) PANELS panels in all, and its
 * Administration group the same access to each new one as to its first panel. Run while no server holds the data.
 */
export async function seedPanels(dataDir: string): Promise<void> {
  // Opened as the server opens it (with its extensions).
  const db = newPGlite(join(dataDir, 'pglite'));
  try {
    await db.transaction(async (tx) => {
      const group = await tx.query<{
        id: string;
        company_id: string;
        access: { panelMap: Record<string, unknown> };
      }>(
        `select id, company_id, access from permission_groups where name = 'Administration' order by created_at limit 1`,
      );
      const row = group.rows[0];
      if (!row) throw new Error('the seeded company has no Administration group');
      const existing = await tx.query<{ count: number }>(
        'select count(*)::int as count from panels where company_id = $1',
        [row.company_id],
      );
      const have = existing.rows[0]?.count ?? 0;
      const template = Object.values(row.access.panelMap)[0];
      if (!template) throw new Error('the Administration group has no panel to copy access from');
      const panelMap = { ...row.access.panelMap };
      for (let n = have + 1; n <= PANELS; n += 1) {
        const inserted = await tx.query<{ id: string }>(
          'insert into panels (id, company_id, name) values (gen_random_uuid(), $1, $2) returning id',
          [row.company_id, `Bench Panel ${String(n).padStart(2, '0')}`],
        );
        const id = inserted.rows[0]?.id;
        if (id) panelMap[id] = template;
      }
      await tx.query('update permission_groups set access = $1 where id = $2', [
        JSON.stringify({ ...row.access, panelMap }),
        row.id,
      ]);
    });
  } finally {
    await db.close();
  }
}

/** How many rows the tree shows at its second level (the rows under Projects, Surveys and Panels). */
const secondLevelRows = (page: Page) =>
  page.evaluate(() => document.querySelectorAll('[role="treeitem"][aria-level="2"]').length);

/**
 * Resolves once the tree shows at least `wanted` second-level rows: milliseconds since the next click, or since
 * now without one.
 */
const rowsShown = (page: Page, wanted: number, fromKeydown: boolean) =>
  page.evaluate(
    ([count, keyed]) =>
      new Promise<number>((resolve) => {
        let started = performance.now();
        const check = () => {
          if (document.querySelectorAll('[role="treeitem"][aria-level="2"]').length >= count)
            resolve(performance.now() - started);
          else requestAnimationFrame(check);
        };
        if (!keyed) check();
        else
          window.addEventListener(
            'click',
            () => {
              started = performance.now();
              requestAnimationFrame(check);
            },
            { once: true, capture: true },
          );
      }),
    [wanted, fromKeydown] as const,
  );

export interface AccessFigures {
  panels: number;
  pageMs: number;
  openMs: number;
  opensMs: number[];
  targets: { openMs: 300 };
}

/** Measures the access editor of the Administration group; the context is signed in as the company's admin. */
export async function measureAccess(context: BrowserContext, url: string): Promise<AccessFigures> {
  const res = await context.request.get(`${url}/api/permission-groups`, {
    headers: { 'x-requested-with': 'qone-console' },
  });
  const groups = ((await res.json()) as { data: { _id: string; name: string }[] }).data;
  const group = groups.find((candidate) => candidate.name === 'Administration');
  if (!group) throw new Error('no Administration group');
  const editor = `${url}/company-settings/permission-group/permission/${group._id}`;
  const page = await context.newPage();
  try {
    // A first visit warms the server and the browser's code cache, as an admin's second visit would.
    const lastPanel = page.getByRole('treeitem', { name: new RegExp(`^Bench Panel ${PANELS}`) });
    await page.goto(editor);
    await lastPanel.waitFor();
    const start = Date.now();
    await page.goto(editor);
    await lastPanel.waitFor();
    const pageMs = Date.now() - start;
    const expanded = await secondLevelRows(page);

    const panelsRow = page.getByRole('treeitem', { name: new RegExp(`^${peopleCopy.editor.flags.panels}`) });
    const opensMs: number[] = [];
    for (let run = 0; run < OPENS; run += 1) {
      const chevron = panelsRow.locator('svg').first();
      await chevron.click();
      await page.waitForFunction(
        (fewer) => document.querySelectorAll('[role="treeitem"][aria-level="2"]').length <= fewer,
        expanded - PANELS,
      );
      await page.waitForTimeout(300);
      const shown = rowsShown(page, expanded, true);
      await chevron.click();
      opensMs.push(Math.round(await shown));
    }
    return { panels: PANELS, pageMs, openMs: median(opensMs), opensMs, targets: { openMs: 300 } };
  } finally {
    await page.close();
  }
}

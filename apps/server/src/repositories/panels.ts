import { randomUUID } from 'node:crypto';
import type { components } from '@qone/domain/schema';
import type { Executor } from '../db/index.js';

export type PanelRef = components['schemas']['PanelRef'];

/** The company's panels, the rows the access editor offers per-panel access for. */
export async function listPanels(db: Executor, companyId: string): Promise<PanelRef[]> {
  const rows = await db
    .selectFrom('panels')
    .select(['id', 'name'])
    .where('company_id', '=', companyId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ _id: row.id, name: row.name }));
}

export async function panelExists(db: Executor, companyId: string, panelId: string): Promise<boolean> {
  const row = await db
    .selectFrom('panels')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', panelId)
    .executeTakeFirst();
  return row !== undefined;
}

/** New panels of the company by name; returns their ids in the same order. */
export async function insertPanels(db: Executor, companyId: string, names: string[]): Promise<string[]> {
  const rows = names.map((name) => ({ id: randomUUID(), company_id: companyId, name }));
  if (rows.length > 0) await db.insertInto('panels').values(rows).execute();
  return rows.map((row) => row.id);
}

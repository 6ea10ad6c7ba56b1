import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createMockDb } from '../mocks/db';

const storeFolder = join(import.meta.dirname, '../mocks/store');

/** Every `…Store` object the modules of mocks/store export, by module. */
async function storeObjects(): Promise<{ module: string; name: string; store: Record<string, unknown> }[]> {
  const found = [];
  for (const file of readdirSync(storeFolder).filter((name) => name.endsWith('.ts'))) {
    const exports: Record<string, unknown> = await import(pathToFileURL(join(storeFolder, file)).href);
    for (const [name, value] of Object.entries(exports)) {
      if (name.endsWith('Store') && typeof value === 'object' && value !== null)
        found.push({ module: file, name, store: value as Record<string, unknown> });
    }
  }
  return found;
}

describe("the fake's store modules", () => {
  // db.ts spreads the stores into one object: a store it leaves out, or two areas naming a method alike, would
  // leave MockDb without a method its type promises.
  it('put every method of every area on MockDb, and no two areas name a method alike', async () => {
    const stores = await storeObjects();
    expect(stores.length).toBeGreaterThanOrEqual(9);
    const db = createMockDb('empty');
    const owners = new Map<string, string>();
    for (const { module, name, store } of stores) {
      for (const [method, value] of Object.entries(store)) {
        expect(owners.get(method), `${method} of ${module} is also ${owners.get(method)}'s`).toBeUndefined();
        owners.set(method, module);
        expect(Reflect.get(db, method), `${name}.${method} is MockDb's`).toBe(value);
      }
    }
  });
});

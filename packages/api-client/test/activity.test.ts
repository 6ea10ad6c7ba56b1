import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  type ActionOf,
  type ActivityAction,
  type ActivityArea,
  type ActivityTargetType,
  activity,
  activityActions,
  activityCatalogue,
  isActivityAction,
  SECRET_CHANGED,
} from '@qone/domain/activity';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ADMIN_USER_ID } from '../mocks/fixtures/users';
import type { components } from '../src/schema';
import { useMockServer } from './support';

const root = join(import.meta.dirname, '../../..');

/** Every .ts file under a folder. */
function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/** The prefixes an action name starts with (`<target>.`), from the catalogue's own names. */
const actionPrefixes = new Set(activityActions.map((action) => action.split('.')[0]));

/**
 * The action names a source file writes: a quoted `<target>.<verb>` whose target is one the catalogue knows (a
 * misspelt verb of a known target, e.g. 'role.renamed'), and any quoted name given as an action (`action: '…'`,
 * `action = '…'`, `record('…'`), whatever its target.
 */
function actionNamesIn(text: string): string[] {
  const quoted = [...text.matchAll(/'([a-z-]+)\.([a-z-]+)'/g)]
    .filter((match) => actionPrefixes.has(match[1] ?? ''))
    .map((match) => `${match[1]}.${match[2]}`);
  const given = [
    ...text.matchAll(/(?:action\s*[:=]\s*|record\w*\(\s*(?:\w+,\s*)*)'([a-z-]+\.[a-z-]+)'/g),
  ].map((match) => match[1] ?? '');
  return [...quoted, ...given];
}

describe('the activity catalogue', () => {
  it("knows every action name the server's and the fake's sources record", () => {
    const files = [
      ...sources(join(root, 'apps/server/src')),
      ...sources(join(root, 'packages/api-client/mocks')),
    ];
    const found = files.flatMap((file) =>
      actionNamesIn(readFileSync(file, 'utf8')).map((action) => ({
        file: file.slice(root.length + 1),
        action,
      })),
    );
    // The scan sees the sources at all: the server and the fake both record roles.
    expect(found.filter(({ action }) => action === 'role.created').length).toBeGreaterThanOrEqual(2);
    expect(found.filter(({ action }) => !isActivityAction(action))).toEqual([]);
  });

  it('catches a name outside the catalogue in a source', () => {
    expect(actionNamesIn("record('role.renamed', before, after)")).toEqual(['role.renamed', 'role.renamed']);
    expect(actionNamesIn("action: 'widget.spun',")).toEqual(['widget.spun']);
    expect(isActivityAction('role.renamed')).toBe(false);
    expect(isActivityAction('widget.spun')).toBe(false);
  });

  it("names the contract's areas and target kinds, and only them", () => {
    expectTypeOf<ActivityArea>().toEqualTypeOf<components['schemas']['ActivityArea']>();
    expectTypeOf<ActivityTargetType>().toEqualTypeOf<components['schemas']['ActivityTargetType']>();
    // The action names the contract's pattern admits.
    for (const action of activityActions) expect(action).toMatch(/^[a-z-]+\.[a-z-]+$/);
    const areas = Object.keys(activityCatalogue);
    expect(new Set(areas).size).toBe(areas.length);
  });

  it('types every builder by its area: a name outside the catalogue or of another area does not compile', () => {
    expectTypeOf<'role.created'>().toExtend<ActivityAction>();
    expectTypeOf<'role.renamed'>().not.toExtend<ActivityAction>();
    expectTypeOf<'user.invited'>().not.toExtend<ActionOf<'roles'>>();
    const actor = { id: null, name: 'A', email: 'a@example.com' };
    const make = () =>
      activity.roles({
        actor,
        // @ts-expect-error: not an action of the catalogue
        action: 'role.renamed',
        before: null,
        after: { _id: 'r', role: 'X', description: '' },
      });
    // …and the builder refuses it at run time too (a cast, plain JavaScript).
    expect(make).toThrow('Unknown activity action "role.renamed"');
    expect(() =>
      activity.templates({
        actor,
        action: 'role.created' as ActionOf<'templates'>,
        target: { id: 't', label: 'T' },
        before: null,
        after: {},
      }),
    ).toThrow('for area "templates"');
  });

  it('builds a record: the area and target kind of the builder, changed fields only, secrets masked', () => {
    const actor = { id: 'u', name: 'Ada', email: 'ada@example.com' };
    expect(
      activity.integrations({
        actor,
        action: 'integration.updated',
        target: { id: 'i', label: 'Mail' },
        before: { name: 'Mail', apiKey: 'old' },
        after: { name: 'Mail', apiKey: 'new' },
      }),
    ).toEqual({
      actor,
      area: 'integrations',
      action: 'integration.updated',
      target: { type: 'integration', id: 'i', label: 'Mail' },
      before: { apiKey: SECRET_CHANGED },
      after: { apiKey: SECRET_CHANGED },
    });
    const same = { _id: 'r', role: 'X', description: 'd' };
    expect(activity.roles({ actor, action: 'role.updated', before: same, after: { ...same } })).toBeNull();
  });
});

describe('the fake keeps only records of the catalogue', () => {
  const mock = useMockServer('default');

  it('refuses a forged record', () => {
    const record = activity.roles({
      actor: { id: ADMIN_USER_ID, name: 'A', email: 'a@example.com' },
      action: 'role.created',
      before: null,
      after: { _id: 'r', role: 'X', description: '' },
    });
    if (!record) throw new Error('no record');
    expect(() => mock.db.recordActivity({ ...record, action: 'role.renamed' as ActivityAction })).toThrow(
      'Unknown activity action',
    );
  });
});

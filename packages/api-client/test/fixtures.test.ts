import { describe, expect, it, vi } from 'vitest';
import {
  BASE_DATE,
  createMockDb,
  createRandom,
  DEMO_CREDENTIALS,
  fixtureId,
  makeAccessFlags,
  makePermissionGroup,
  makeTemplate,
  makeUser,
  scenarioNames,
} from '../mocks';

/** Fixtures feed Storybook screenshots: the same input must give the same data on every run. */
describe('fixtures', () => {
  it('never read the wall clock or Math.random', () => {
    const random = vi.spyOn(Math, 'random');
    const now = vi.spyOn(Date, 'now');
    for (const name of scenarioNames) createMockDb(name);
    expect(random).not.toHaveBeenCalled();
    expect(now).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it.each(scenarioNames)('build the %s scenario identically every time', (name) => {
    const snapshot = (db: ReturnType<typeof createMockDb>) =>
      JSON.stringify({ users: db.users, groups: db.groups, templates: db.templates, session: db.session });
    expect(snapshot(createMockDb(name))).toBe(snapshot(createMockDb(name)));
  });

  it('give the n-th record the same id whatever was made before', () => {
    const first = makeUser({}, 5);
    makeUser({}, 6);
    makeTemplate({}, 3);
    expect(makeUser({}, 5)).toEqual(first);
    expect(first._id).toBe(fixtureId('user', 5));
    expect(fixtureId('user', 5)).not.toBe(fixtureId('user', 6));
  });

  it('apply overrides and keep isDeleted in step with status', () => {
    expect(makeUser({ status: 'deleted' })).toMatchObject({ status: 'deleted', isDeleted: 'true' });
    expect(makeUser({ name: 'Zed' }).name).toBe('Zed');
    expect(makePermissionGroup({ member: 3 }, 1)).toMatchObject({ name: 'Project managers', member: 3 });
    expect(makeTemplate({ type: 'sms' }, 0)).toMatchObject({ type: 'sms', slug: null });
    expect(makeAccessFlags(true).panelMap).not.toEqual({});
  });

  it('date everything from the fixed base date', () => {
    expect(Date.parse(makeUser({}, 1).createdAt)).toBeLessThan(Date.parse(BASE_DATE));
    const db = createMockDb();
    expect(Date.parse(db.now())).toBeGreaterThan(Date.parse(BASE_DATE));
  });

  it('draw the same sequence from the same seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });

  it('keep the demo admin signed in and able to log in', () => {
    const db = createMockDb();
    expect(db.session?.user.email).toBe(DEMO_CREDENTIALS.email);
    expect(db.findUserByEmail(DEMO_CREDENTIALS.email)?.password).toBe(DEMO_CREDENTIALS.password);
  });
});

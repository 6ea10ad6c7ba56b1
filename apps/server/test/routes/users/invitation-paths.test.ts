import { afterEach, describe, expect, it } from 'vitest';
import { send, usersWorld } from '../../fixtures/users.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

interface Event {
  action: string;
  targetType: string;
  targetLabel: string;
  actor: unknown;
  before: unknown;
  after: unknown;
}

/** A person's own words replaced, so what is left is what the path made of them. */
const generic = (value: unknown, person: { name: string; email: string }) =>
  JSON.parse(
    JSON.stringify(value)
      .replaceAll(person.email, '<email>')
      .replaceAll(person.name, '<name>')
      .replace(/\/register\/[A-Za-z0-9_-]+/g, '/register/<token>'),
  );

describe('one invitation path: a single invitation and a list of one', () => {
  it('record, mail and refuse alike', async () => {
    t = await build();
    const { admin, plainGroup } = await usersWorld(t);
    const ben = { name: 'Ben Keller', email: 'ben@acme.test' };
    const clara = { name: 'Clara Vogel', email: 'clara@acme.test' };

    const single = await send(t, 'POST', '/api/users', admin.bearer, {
      ...ben,
      permissionGroupId: plainGroup.id,
    });
    expect(single.statusCode).toBe(201);
    const benMail = t.mailer.sent.at(-1);
    const bulk = await send(t, 'POST', '/api/users/bulk-invite', admin.bearer, {
      permissionGroupId: plainGroup.id,
      rows: [clara],
    });
    expect(bulk.json().data[0].outcome).toBe('invited');
    const claraMail = t.mailer.sent.at(-1);
    expect(benMail?.to).toBe(ben.email);
    expect(claraMail?.to).toBe(clara.email);
    expect(generic(claraMail, clara)).toEqual(generic(benMail, ben));

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/activity?area=users',
      headers: admin.bearer,
    });
    const events: Event[] = list.json().data;
    // Both at the test clock's one time: found by their label, which is the invited address.
    const ofBen = events.find((event) => event.targetLabel === ben.email);
    const ofClara = events.find((event) => event.targetLabel === clara.email);
    expect(events).toHaveLength(2);
    expect(ofBen).toMatchObject({ action: 'user.invited', targetLabel: ben.email, before: null });
    const pick = (event: Event | undefined) =>
      event && {
        action: event.action,
        targetType: event.targetType,
        targetLabel: event.targetLabel,
        actor: event.actor,
        before: event.before,
        after: event.after,
      };
    expect(generic(pick(ofClara), clara)).toEqual(generic(pick(ofBen), ben));

    // A refusal says the same: the single invitation answers it, the list answers it for the row.
    const taken = await send(t, 'POST', '/api/users', admin.bearer, {
      ...ben,
      permissionGroupId: plainGroup.id,
    });
    const takenRow = await send(t, 'POST', '/api/users/bulk-invite', admin.bearer, {
      permissionGroupId: plainGroup.id,
      rows: [ben],
    });
    expect(taken.statusCode).toBe(409);
    expect(takenRow.json().data[0]).toMatchObject({ outcome: 'alreadyUser', message: taken.json().error });
  });
});

import { fullAccess } from '@qone/domain/access';
import {
  companyMessages,
  domainMessages,
  groupMessages,
  integrationMessages,
  legalMessages,
  mailerMessages,
  roleMessages,
  userMessages,
} from '@qone/domain/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { createPanel } from '../fixtures/permission-groups.js';
import { createUser, sessionHeaders, signedInAdmin } from '../fixtures/records.js';
import { addDomain, addMailer, call } from '../fixtures/settings.js';
import { build, type TestApp } from '../helpers/build.js';

/**
 * No silent lost update: every record an administrator edits in a form carries a version, each save names the
 * version it was based on (`baseVersion`), and a save based on an older one is refused with 409 and the record as it
 * is now — nothing of it applied, nothing of it in the activity record.
 */
let t: TestApp;
afterEach(async () => t?.app.close());

type Headers = Record<string, string>;
type Response = Awaited<ReturnType<typeof call>>;

/** Every event of the company's activity record, newest first, as `action` strings. */
async function actions(headers: Headers): Promise<string[]> {
  const res = await call(t, headers, 'GET', '/api/activity?limit=100');
  return (res.json().data as { action: string }[]).map((event) => event.action);
}

function expectStale(res: Response, message: string, current: Record<string, unknown>) {
  expect(res.statusCode, res.body).toBe(409);
  const body = res.json();
  expect(Object.keys(body).sort()).toEqual(['current', 'error']);
  expect(body.error).toBe(message);
  expect(body.current).toMatchObject(current);
}

/**
 * The same round for every record: a first save based on version 1 goes through (version 2), a second one still based
 * on version 1 is refused with the record as the first left it, and neither the record nor the activity record
 * shows anything of the second.
 */
async function staleRound(
  admin: { bearer: Headers },
  options: {
    save: (baseVersion: number, label: string) => Promise<Response>;
    read: () => Promise<Record<string, unknown>>;
    message: string;
    /** What the first save left, as the record shows it. */
    first: Record<string, unknown>;
  },
) {
  const before = await options.read();
  expect(before.version).toBe(1);
  const first = await options.save(1, 'first');
  expect(first.statusCode, first.body).toBe(200);
  const recorded = await actions(admin.bearer);
  const stale = await options.save(1, 'second');
  expectStale(stale, options.message, { ...options.first, version: 2 });
  expect(await options.read()).toEqual(stale.json().current);
  expect(await actions(admin.bearer)).toEqual(recorded);
  // Saving again on the version the refusal showed overwrites on purpose.
  const again = await options.save(2, 'second');
  expect(again.statusCode, again.body).toBe(200);
  expect((await options.read()).version).toBe(3);
}

describe('record versions: a stale write answers 409 with the current record and changes nothing', () => {
  it('roles', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const created = await call(t, admin.bearer, 'POST', '/api/user-roles', { role: 'Lead', description: '' });
    const id = created.json().data._id;
    expect(created.json().data.version).toBe(1);
    await staleRound(admin, {
      save: (baseVersion, label) =>
        call(t, admin.bearer, 'PUT', `/api/user-roles/${id}`, {
          role: `Lead ${label}`,
          description: label,
          baseVersion,
        }),
      read: async () => (await call(t, admin.bearer, 'GET', `/api/user-roles/${id}`)).json().data,
      message: roleMessages.stale,
      first: { role: 'Lead first', description: 'first' },
    });
  });

  it('permission groups: details, an access flag and a panel field', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const panel = (await createPanel(t, admin.company.id)).id;
    // The admin holds the panel's fields, so they may switch them on a group.
    await t.db
      .updateTable('permission_groups')
      .set({ access: JSON.stringify(fullAccess([panel])) })
      .where('id', '=', admin.group.id)
      .execute();
    const bodies = {
      details: (label: string) => ({
        target: 'details',
        name: `Group ${label}`,
        description: `Description of ${label} group.`,
      }),
      flag: (label: string) => ({ target: 'surveys', id: '', value: label === 'first' }),
      panel: (label: string) => ({
        target: 'panel',
        panelId: panel,
        field: 'export',
        value: label === 'first',
      }),
    } as const;
    const firsts = {
      details: { name: 'Group first', description: 'Description of first group.' },
      flag: { access: expect.objectContaining({ surveys: true }) },
      panel: {
        access: expect.objectContaining({ panelMap: { [panel]: expect.objectContaining({ export: true }) } }),
      },
    };
    for (const kind of ['details', 'flag', 'panel'] as const) {
      const created = await call(t, admin.bearer, 'POST', '/api/permission-groups', {
        name: `Group for ${kind}`,
        description: 'A group made for one round of this test.',
      });
      const id = created.json().data._id;
      await staleRound(admin, {
        save: (baseVersion, label) => {
          const body = bodies[kind](label);
          return call(t, admin.bearer, 'PUT', `/api/permission-groups/${id}`, {
            ...body,
            ...('id' in body ? { id } : {}),
            baseVersion,
          });
        },
        read: async () => (await call(t, admin.bearer, 'GET', `/api/permission-groups/${id}`)).json().data,
        message: groupMessages.stale,
        first: firsts[kind],
      });
    }
  });

  it('users: an administrator’s edit, a group change and a profile update', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const other = await call(t, admin.bearer, 'POST', '/api/permission-groups', {
      name: 'Second group',
      description: 'A group to move the user into and back.',
    });
    const groups = [admin.group.id, other.json().data._id];
    const rounds = {
      edit: (user: { email: string }) => (baseVersion: number, label: string) =>
        call(t, admin.bearer, 'PUT', `/api/users/${encodeURIComponent(user.email)}`, {
          name: `Name ${label}`,
          baseVersion,
        }),
      group: (user: { id: string }) => (baseVersion: number, label: string) =>
        call(t, admin.bearer, 'PUT', '/api/users', {
          _id: user.id,
          permissionGroupId: label === 'first' ? groups[1] : groups[0],
          baseVersion,
        }),
      profile: (user: { id: string; email: string }) => (baseVersion: number, label: string) =>
        call(t, admin.bearer, 'PUT', `/api/users/update-userprofile/${user.id}`, {
          name: `Profile ${label}`,
          email: user.email,
          phone: '+49 30 1234567',
          baseVersion,
        }),
    };
    const firsts = {
      edit: { name: 'Name first' },
      group: { permissionGroupId: groups[1] },
      profile: { name: 'Profile first', phone: '+49 30 1234567' },
    };
    for (const kind of ['edit', 'group', 'profile'] as const) {
      const user = await createUser(t, admin.company.id, { email: `${kind}@acme.test`, groupId: groups[0] });
      await staleRound(admin, {
        save: rounds[kind](user),
        read: async () => (await call(t, admin.bearer, 'GET', `/api/users/${user.id}`)).json().data,
        message: userMessages.stale,
        first: firsts[kind],
      });
    }
  });

  it('users: the version moves with what a user shows, not with a sign-out; cached lists carry it', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const user = await createUser(t, admin.company.id, { email: 'mia@acme.test', groupId: admin.group.id });
    const listed = async () =>
      (
        (await call(t, admin.bearer, 'GET', '/api/users/all')).json().data as {
          _id: string;
          version: number;
        }[]
      ).find((one) => one._id === user.id)?.version;
    expect(await listed()).toBe(1);
    const own = await sessionHeaders(t, user);
    expect((await call(t, own.bearer, 'POST', '/api/users/logout')).statusCode).toBe(200);
    expect(await listed()).toBe(1);
    const res = await call(t, admin.bearer, 'PUT', '/api/users/mia%40acme.test', {
      phone: '+49 30 7654321',
      baseVersion: 1,
    });
    expect(res.json().data.version).toBe(2);
    // The user lists are answered from memory under the company's directory version: the edit must show at once.
    expect(await listed()).toBe(2);
  });

  it('company settings', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const url = `/api/companies/${admin.company.id}`;
    await staleRound(admin, {
      save: (baseVersion, label) =>
        call(t, admin.bearer, 'PUT', url, {
          name: `Acme ${label}`,
          invoice_email: '',
          invoice_address: '',
          vat: label,
          contact_person: '',
          logo: '',
          baseVersion,
        }),
      read: async () => (await call(t, admin.bearer, 'GET', url)).json().data,
      message: companyMessages.stale,
      first: { name: 'Acme first', vat: 'first' },
    });
  });

  it('legal drafts: saves and publishing name the draft they are based on', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const path = 'data-breach-notification-procedure';
    const url = `/api/legal-documents/${path}`;
    const draft = (label: string) => ({
      title: `Title ${label}`,
      paragraph: `Paragraph ${label}.`,
      description: `Text ${label}.`,
    });
    const document = async () => (await call(t, admin.bearer, 'GET', url)).json().data;

    // A new draft is based on no draft (null); a second "new draft" finds the first and is refused.
    expect(
      (await call(t, admin.bearer, 'PUT', `${url}/draft`, { ...draft('first'), baseVersion: null }))
        .statusCode,
    ).toBe(200);
    const recorded = await actions(admin.bearer);
    const second = await call(t, admin.bearer, 'PUT', `${url}/draft`, {
      ...draft('second'),
      baseVersion: null,
    });
    expectStale(second, legalMessages.staleDraft, { draft: { ...draft('first'), version: 1 } });
    expect(await document()).toEqual(second.json().current);
    expect(await actions(admin.bearer)).toEqual(recorded);

    // Saved on version 1 → 2; a save or a publish still based on 1 is refused.
    expect(
      (await call(t, admin.bearer, 'PUT', `${url}/draft`, { ...draft('edited'), baseVersion: 1 })).statusCode,
    ).toBe(200);
    const edited = await actions(admin.bearer);
    expectStale(
      await call(t, admin.bearer, 'PUT', `${url}/draft`, { ...draft('late'), baseVersion: 1 }),
      legalMessages.staleDraft,
      {
        draft: { ...draft('edited'), version: 2 },
      },
    );
    const publish = (baseVersion: number) =>
      call(t, admin.bearer, 'POST', `${url}/publish`, { effectiveDate: '2026-11-01', baseVersion });
    expectStale(await publish(1), legalMessages.staleDraft, {
      version: 1,
      draft: { ...draft('edited'), version: 2 },
    });
    expect(await actions(admin.bearer)).toEqual(edited);
    expect((await publish(2)).statusCode).toBe(200);

    // A new draft after the publish never takes an old draft's number: an editor still on draft 1 or 2 is refused.
    expect(
      (await call(t, admin.bearer, 'PUT', `${url}/draft`, { ...draft('next'), baseVersion: null }))
        .statusCode,
    ).toBe(200);
    expect((await document()).draft.version).toBe(3);
    for (const old of [1, 2]) {
      expectStale(
        await call(t, admin.bearer, 'PUT', `${url}/draft`, { ...draft('old'), baseVersion: old }),
        legalMessages.staleDraft,
        {
          draft: { ...draft('next'), version: 3 },
        },
      );
    }
  });

  it('sending domains and mailers', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const domainId = await addDomain(t, admin.bearer, 'mail.acme.example.net');
    const domain = async () =>
      (
        (await call(t, admin.bearer, 'GET', '/api/platform-settings/domains')).json().data as {
          _id: string;
        }[]
      ).find((one) => one._id === domainId) as Record<string, unknown>;
    await staleRound(admin, {
      save: (baseVersion, label) =>
        call(t, admin.bearer, 'PUT', `/api/platform-settings/domain/${domainId}`, {
          domain: `${label}.acme.example.net`,
          active: true,
          baseVersion,
        }),
      read: domain,
      message: domainMessages.stale,
      first: { domain: 'first.acme.example.net', active: true },
    });
    const mailerId = await addMailer(t, admin.bearer, {
      mailer: 'news',
      alias: 'News',
      domain: domainId,
      type: 'ese',
    });
    const mailer = async () =>
      (
        (await call(t, admin.bearer, 'GET', '/api/platform-settings/mailers')).json().data as {
          _id: string;
        }[]
      ).find((one) => one._id === mailerId) as Record<string, unknown>;
    await staleRound(admin, {
      save: (baseVersion, label) =>
        call(t, admin.bearer, 'PUT', `/api/platform-settings/mailer/${mailerId}`, {
          mailer: `news-${label}`,
          alias: `News ${label}`,
          domain: domainId,
          type: 'ese',
          baseVersion,
        }),
      read: mailer,
      message: mailerMessages.stale,
      first: { mailer: 'news-first', alias: 'News first' },
    });
  });

  it('communication integrations', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const created = await call(t, admin.bearer, 'POST', '/api/communication-integrations', {
      name: 'Mail',
      type: 'email',
      provider: 'SocketLabs',
      settings: { sender: 'a@acme.test' },
      secrets: { apiKey: 'secret-one' },
    });
    const id = created.json().data._id;
    const integration = async () =>
      (
        (await call(t, admin.bearer, 'GET', '/api/communication-integrations')).json().data as {
          _id: string;
        }[]
      ).find((one) => one._id === id) as Record<string, unknown>;
    await staleRound(admin, {
      save: (baseVersion, label) =>
        call(t, admin.bearer, 'PUT', `/api/communication-integrations/${id}`, {
          name: `Mail ${label}`,
          provider: 'SocketLabs',
          settings: { sender: `${label}@acme.test` },
          baseVersion,
        }),
      read: integration,
      message: integrationMessages.stale,
      first: { name: 'Mail first', settings: { sender: 'first@acme.test' }, secretsSet: ['apiKey'] },
    });
  });
});

describe('two admins replace the same role at once', () => {
  it('in each of 20 rounds exactly one save goes through and the other is told the role changed', async () => {
    t = await build();
    const anna = await signedInAdmin(t);
    const ben = await createUser(t, anna.company.id, { email: 'ben@acme.test', groupId: anna.group.id });
    const benSession = await sessionHeaders(t, ben);
    const created = await call(t, anna.bearer, 'POST', '/api/user-roles', { role: 'Lead', description: '' });
    const id = created.json().data._id;
    for (let round = 1; round <= 20; round += 1) {
      // Both read the role, then both replace it from what they read.
      const [annaRead, benRead] = await Promise.all([
        call(t, anna.bearer, 'GET', `/api/user-roles/${id}`),
        call(t, benSession.bearer, 'GET', `/api/user-roles/${id}`),
      ]);
      const base = annaRead.json().data.version;
      expect(benRead.json().data.version).toBe(base);
      const [annaSave, benSave] = await Promise.all([
        call(t, anna.bearer, 'PUT', `/api/user-roles/${id}`, {
          role: `Anna ${round}`,
          description: '',
          baseVersion: base,
        }),
        call(t, benSession.bearer, 'PUT', `/api/user-roles/${id}`, {
          role: `Ben ${round}`,
          description: '',
          baseVersion: base,
        }),
      ]);
      const statuses = [annaSave.statusCode, benSave.statusCode].sort();
      expect(statuses, `round ${round}`).toEqual([200, 409]);
      const winner = annaSave.statusCode === 200 ? annaSave : benSave;
      const loser = annaSave.statusCode === 200 ? benSave : annaSave;
      expect(loser.json()).toEqual({ error: roleMessages.stale, current: winner.json().data });
      const now = (await call(t, anna.bearer, 'GET', `/api/user-roles/${id}`)).json().data;
      expect(now).toEqual({ ...winner.json().data, version: base + 1 });
    }
    const updates = (await actions(anna.bearer)).filter((action) => action === 'role.updated');
    expect(updates).toHaveLength(20);
  });
});

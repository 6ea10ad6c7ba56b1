import {
  activityMessages,
  authMessages,
  groupMessages,
  linkMessages,
  mailDeliveryMessages,
  passwordMessages,
  requestMessages,
  templateMessages,
  userMessages,
  validationMessages,
} from '@qone/domain/messages';
import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import {
  ADMIN_USER_ID,
  createMockDb,
  DEMO_CREDENTIALS,
  fixtureId,
  groupId,
  scenarios,
  VIEWER_USER_NUMBER,
} from '../mocks';
import { createMockServer, strictListenOptions } from '../mocks/node';
import { type ApiClient, ApiError, type TemplateSummary, unwrap } from '../src';
import { testClient, useMockServer } from './support';

const api = testClient();
const user = (n: number) => fixtureId('user', n);
const template = (n: number) => fixtureId('template', n);

const listUsers = async (client: ApiClient = api) => (await unwrap(client.GET('/api/users/all'))).data;
const listInvited = async () => (await unwrap(api.GET('/api/users/invited-users'))).data;
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('the fake with the default scenario', () => {
  const mock = useMockServer('default');

  describe('users', () => {
    it('lists an invited user after inviteUser, first among the invited', async () => {
      const { data } = await unwrap(
        api.POST('/api/users', {
          body: { name: 'Zoe Quinn', email: 'zoe.quinn@acme.example', permissionGroupId: groupId(2) },
        }),
      );
      expect(data).toMatchObject({
        status: 'invited',
        isDeleted: 'false',
        permissionGroupName: 'Content editors',
      });
      expect((await listUsers()).map((u) => u.email)).toContain('zoe.quinn@acme.example');
      expect((await listInvited())[0]?._id).toBe(data._id);
    });

    it("shows an invitation mail's state as the server does: queued in the answer, then sent or failed; Reinvite after a failure", async () => {
      const body = { name: 'Zoe Quinn', email: 'zoe.quinn@acme.example', permissionGroupId: groupId(2) };
      const { data } = await unwrap(api.POST('/api/users', { body }));
      expect(data.invitationMail).toMatchObject({ state: 'queued', reason: null });
      const card = async (id: string) => (await listUsers()).find((u) => u._id === id)?.invitationMail;
      expect(await card(data._id)).toMatchObject({ state: 'sent', reason: null });

      mock.db.mailFailures.set('yuri.ahn@acme.example', mailDeliveryMessages.refused(550));
      const failed = await unwrap(
        api.POST('/api/users', { body: { ...body, name: 'Yuri Ahn', email: 'yuri.ahn@acme.example' } }),
      );
      expect(await card(failed.data._id)).toMatchObject({
        state: 'failed',
        reason: mailDeliveryMessages.refused(550),
      });
      mock.db.mailFailures.clear();
      const again = await unwrap(
        api.POST('/api/users/{id}/reinvite', { params: { path: { id: failed.data._id } } }),
      );
      expect(again.data.invitationMail).toMatchObject({ state: 'queued', reason: null });
      expect(await card(failed.data._id)).toMatchObject({ state: 'sent' });
      // The default scenario's one failed invitation, for stories of that card; verified users have none.
      expect((await listUsers()).filter((u) => u.invitationMail?.state === 'failed')).toHaveLength(1);
      expect((await listUsers()).filter((u) => u.status !== 'invited' && u.invitationMail)).toEqual([]);
    });

    it('lists users by name and invited users newest first', async () => {
      const users = await listUsers();
      expect(users.map((u) => u.name)).toEqual(
        [...users.map((u) => u.name)].sort((a, b) => a.localeCompare(b)),
      );
      await unwrap(
        api.POST('/api/users', {
          body: { name: 'A First', email: 'a1@acme.example', permissionGroupId: groupId(0) },
        }),
      );
      await unwrap(
        api.POST('/api/users', {
          body: { name: 'B Second', email: 'b2@acme.example', permissionGroupId: groupId(0) },
        }),
      );
      const list = await listInvited();
      const firstOther = list.findIndex((u) => u.status !== 'invited');
      const invited = list.slice(0, firstOther);
      expect(invited.every((u) => u.status === 'invited')).toBe(true);
      expect(list.slice(firstOther).every((u) => u.status !== 'invited')).toBe(true);
      expect(invited.map((u) => u.createdAt)).toEqual([...invited.map((u) => u.createdAt)].sort().reverse());
      expect(invited.slice(0, 2).map((u) => u.name)).toEqual(['B Second', 'A First']);
      const all = await listUsers();
      expect(list).toHaveLength(all.length);
      expect(new Set(list.map((u) => u._id))).toEqual(new Set(all.map((u) => u._id)));
    });

    it('marks a deleted user deleted (status and isDeleted) and keeps listing it', async () => {
      const id = user(2);
      const { message } = await unwrap(api.DELETE('/api/users/{id}', { params: { path: { id } } }));
      expect(message).toBe('User deleted');
      const { data } = await unwrap(api.GET('/api/users/{id}', { params: { path: { id } } }));
      expect(data).toMatchObject({ status: 'deleted', isDeleted: 'true' });
      expect((await listUsers()).find((u) => u._id === id)?.status).toBe('deleted');
    });

    it('refuses deleting yourself (409)', async () => {
      const error = await failure(
        unwrap(api.DELETE('/api/users/{id}', { params: { path: { id: ADMIN_USER_ID } } })),
      );
      expect(error).toMatchObject({ status: 409 });
    });

    it('removes a deleted invitation and refuses its old register token', async () => {
      const invited = mock.db.users.find((u) => u.status === 'invited');
      const token = invited?.registerToken ?? '';
      await unwrap(api.DELETE('/api/users/invite/{id}', { params: { path: { id: invited?._id ?? '' } } }));
      expect((await listUsers()).some((u) => u._id === invited?._id)).toBe(false);
      const error = await failure(
        unwrap(
          api.GET('/api/users/invitations/{registerToken}', { params: { path: { registerToken: token } } }),
        ),
      );
      expect(error).toMatchObject({ status: 410 });
    });

    it('turns an invitation into a verified user who can log in (register)', async () => {
      const invited = mock.db.users.find((u) => u.status === 'invited');
      const registerToken = invited?.registerToken ?? '';
      const { data } = await unwrap(
        api.GET('/api/users/invitations/{registerToken}', { params: { path: { registerToken } } }),
      );
      expect(data).toEqual({ email: invited?.email, name: invited?.name, companyName: 'Acme Research GmbH' });
      const password = 'correct horse battery staple';
      await unwrap(api.POST('/api/users/register', { body: { registerToken, name: 'Ben K.', password } }));
      const session = await unwrap(
        api.POST('/api/users/login', { body: { email: invited?.email ?? '', password } }),
      );
      if (!('user' in session)) throw new Error('no second factor was set up');
      expect(session.user).toMatchObject({ name: 'Ben K.', status: 'verified' });
    });

    it('answers a self-edit with a fresh token, and never a password', async () => {
      const result = await unwrap(
        api.PUT('/api/users/{id}', {
          params: { path: { id: DEMO_CREDENTIALS.email } },
          body: { phone: '+49 30 999999', baseVersion: 1 },
        }),
      );
      expect(result.token).toMatch(/^mock-/);
      expect(result.data.phone).toBe('+49 30 999999');
      expect(JSON.stringify(result)).not.toContain(DEMO_CREDENTIALS.password);
    });
  });

  describe('login and session', () => {
    it('answers 401 "Invalid email or password" for a wrong password and keeps the session', async () => {
      const onUnauthorized = vi.fn();
      const client = testClient(onUnauthorized);
      const error = await failure(
        unwrap(
          client.POST('/api/users/login', { body: { email: DEMO_CREDENTIALS.email, password: 'wrong' } }),
        ),
      );
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 401, message: 'Invalid email or password' });
      expect(onUnauthorized).not.toHaveBeenCalled();
      expect(mock.db.session).not.toBeNull();
    });

    it('signs in with the demo credentials: token, permissions and user without secrets', async () => {
      const session = await unwrap(api.POST('/api/users/login', { body: { ...DEMO_CREDENTIALS } }));
      if (!('user' in session)) throw new Error('no second factor was set up');
      expect(session.user.email).toBe(DEMO_CREDENTIALS.email);
      expect(Object.values(session.permissions).every(Boolean)).toBe(true);
      expect(JSON.stringify(session)).not.toContain(DEMO_CREDENTIALS.password);
    });

    it('logs out: protected operations answer 401 and call onUnauthorized until the next login', async () => {
      const onUnauthorized = vi.fn();
      const client = testClient(onUnauthorized);
      await unwrap(client.POST('/api/users/logout'));
      expect(await failure(listUsers(client))).toMatchObject({
        status: 401,
        message: authMessages.signInRequired,
      });
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
      await unwrap(client.POST('/api/users/login', { body: { ...DEMO_CREDENTIALS } }));
      expect((await listUsers(client)).length).toBeGreaterThan(0);
    });
  });

  describe('cross-site requests (the server CSRF rule)', () => {
    const post = (headers: Record<string, string>) =>
      fetch('http://localhost/api/user-roles', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ role: 'Reviewer', description: '' }),
      });

    it('refuses a cookie-session write without the console header or a same-origin Origin', async () => {
      const response = await post({});
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: authMessages.crossSite });
      expect((await post({ Origin: 'https://evil.example' })).status).toBe(403);
    });

    it('accepts the console header, a same-origin Origin or a bearer token', async () => {
      expect((await post({ 'X-Requested-With': 'qone-console' })).status).toBe(201);
      mock.reset();
      expect((await post({ Origin: 'http://localhost' })).status).toBe(201);
      mock.reset();
      expect((await post({ Authorization: 'Bearer mock-token' })).status).toBe(201);
    });
  });

  describe('permissions', () => {
    const permissions = async () => (await unwrap(api.GET('/api/permissions'))).data;

    it("answers the signed-in user's flags and name", async () => {
      expect(await permissions()).toEqual({
        permissions: {
          projects: true,
          surveyDesigner: true,
          panels: true,
          contacts: true,
          defaults: true,
          settings: true,
        },
        userName: 'Anna Schmidt',
      });
      const editor = mock.db.findUser(user(3));
      if (editor) mock.db.signIn(editor);
      expect((await permissions()).permissions).toEqual({
        projects: false,
        surveyDesigner: false,
        panels: false,
        contacts: true,
        defaults: true,
        settings: false,
      });
    });

    it('follows changes of the group flags', async () => {
      const id = groupId(0);
      await unwrap(
        api.PUT('/api/permission-groups/{id}', {
          params: { path: { id } },
          body: { target: 'panels', id, value: false, baseVersion: 1 },
        }),
      );
      expect((await permissions()).permissions.panels).toBe(false);
    });

    it('forbids settings operations to a user without the flag (403)', async () => {
      const viewer = mock.db.findUser(user(VIEWER_USER_NUMBER));
      if (viewer) mock.db.signIn(viewer);
      expect(await failure(listUsers())).toMatchObject({ status: 403 });
      expect((await permissions()).permissions.settings).toBe(false);
    });
  });

  describe('permission groups', () => {
    const create = (name: string, description: string) =>
      failure(unwrap(api.POST('/api/permission-groups', { body: { name, description } })));

    it('validates name and description with the product messages', async () => {
      expect(await create('', 'A description that is long enough.')).toMatchObject({
        message: validationMessages.groupNameRequired,
      });
      expect(await create('QA', '')).toMatchObject({ message: 'Description is required' });
      expect(await create('QA', 'Nineteen characters')).toMatchObject({
        message: 'Description too short please write some many word',
      });
      expect(await create('QA', 'Twenty characters!!!')).toBeUndefined();
    });

    it('creates a group with every flag off and lists it with its member count', async () => {
      const { data } = await unwrap(
        api.POST('/api/permission-groups', {
          body: { name: 'Auditors', description: 'Reads reports and audit logs.' },
        }),
      );
      expect(data.access.projects).toBe(false);
      expect(data.avaialblePermissions).toHaveLength(12);
      const { data: groups } = await unwrap(api.GET('/api/permission-groups'));
      expect(groups.find((g) => g._id === data._id)?.member).toBe(0);
      expect(groups.find((g) => g._id === groupId(0))?.member).toBeGreaterThan(0);
    });

    it('turns one panel field on and refuses deleting a group with members', async () => {
      const id = groupId(3);
      const panelId = mock.db.panels[1]?._id ?? '';
      const { data } = await unwrap(
        api.PUT('/api/permission-groups/{id}', {
          params: { path: { id } },
          body: { target: 'panel', panelId, field: 'export', value: true, baseVersion: 1 },
        }),
      );
      expect(data.access.panelMap[panelId]).toMatchObject({ export: true, access: false });
      expect(
        await failure(unwrap(api.DELETE('/api/permission-groups/{id}', { params: { path: { id } } }))),
      ).toMatchObject({
        status: 409,
      });
    });
  });

  describe('templates', () => {
    const list = async (query: Record<string, string>) =>
      (await unwrap(api.GET('/api/defaults', { params: { query } }))).data;
    const names = (rows: TemplateSummary[]) => rows.map((row) => row.name);

    it('filters by status, type and search', async () => {
      const all = await list({});
      expect(all).toHaveLength(16);
      expect((await list({ status: 'draft' })).every((row) => row.status === 'draft')).toBe(true);
      expect((await list({ status: '' })).length).toBe(16);
      expect((await list({ type: 'sms' })).every((row) => row.type === 'sms')).toBe(true);
      expect(names(await list({ search: 'WELCOME' }))).toEqual(['Welcome email', 'Welcome page']);
      expect(
        names(await list({ search: 'landing' })).every((name) => all.some((row) => row.name === name)),
      ).toBe(true);
    });

    it('sorts by date and name, ascending and descending (default date_asc)', async () => {
      const byDate = await list({});
      const dates = byDate.map((row) => row.createdAt);
      expect(dates).toEqual([...dates].sort());
      expect(await list({ sort: 'date_desc' })).toEqual([...byDate].reverse());
      const byName = names(await list({ sort: 'name_asc' }));
      expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en')));
      expect(names(await list({ sort: 'name_desc' }))).toEqual([...byName].reverse());
    });

    it('creates any type with its settings in one request, and nothing when a check refuses it', async () => {
      const button = {
        text: 'Join',
        linkedModule: 'panels',
        linkedOption: null,
        updateStatusTo: null,
        routing: '/welcome',
        onClickAction: null,
        openInWindow: null,
        // A live button that sent an email would have to name its template.
        sendEmail: false,
        sendSms: false,
        emailTemplateId: null,
        smsTemplateId: null,
      };
      const created = await unwrap(
        api.POST('/api/defaults', {
          body: { name: 'Join now', description: '', type: 'button', status: 'live', button },
        }),
      );
      expect(created.message).toBe(templateMessages.published);
      const settings = await unwrap(
        api.GET('/api/defaults/button/{id}/settings', { params: { path: { id: created.data._id } } }),
      );
      expect(settings.data).toEqual(button);
      const sms = await unwrap(
        api.POST('/api/defaults', { body: { name: 'Note', description: '', type: 'sms', html: 'Hi' } }),
      );
      expect(sms).toMatchObject({ message: templateMessages.created, data: { html: 'Hi', version: 1 } });

      const before = (await list({})).length;
      const refusal = await failure(
        unwrap(
          api.POST('/api/defaults', {
            body: {
              name: 'Join later',
              description: '',
              type: 'button',
              button: { ...button, emailTemplateId: '00000000-0000-4000-8000-000000000000' },
            },
          }),
        ),
      );
      expect(refusal).toMatchObject({ status: 404, message: templateMessages.emailTemplateNotFound });
      expect(await list({})).toHaveLength(before);
    });

    it('publishes a page with a slug and serves it publicly by that slug', async () => {
      const id = template(1);
      const { message } = await unwrap(
        api.PUT('/api/defaults/default/{id}', {
          params: { path: { id } },
          body: {
            name: 'Summer',
            description: '',
            status: 'live',
            html: '<h1>Summer</h1>',
            slug: 'summer-campaign',
          },
        }),
      );
      expect(message).toBe('Template published');
      mock.db.signOut();
      const { data } = await unwrap(
        api.GET('/api/defaults/slug/{slug}', { params: { path: { slug: 'summer-campaign' } } }),
      );
      expect(data.html).toBe('<h1>Summer</h1>');
    });

    it('refuses slugs with special characters and SMS text over 160 characters', async () => {
      const save = (id: string, html: string, slug?: string) =>
        failure(
          unwrap(
            api.PUT('/api/defaults/default/{id}', {
              params: { path: { id } },
              body: {
                name: 'T',
                description: '',
                status: 'draft',
                html,
                ...(slug === undefined ? {} : { slug }),
              },
            }),
          ),
        );
      for (const slug of ['summer sale', 'summer.sale', 'a/b', 'ä~', 'x?']) {
        expect(await save(template(1), '', slug)).toMatchObject({
          status: 400,
          message: 'Slug can not contain special characters. Please avoid it',
        });
      }
      expect(await save(template(2), 'x'.repeat(161))).toMatchObject({ status: 400 });
      expect(await save(template(2), 'x'.repeat(160))).toBeUndefined();
    });

    it('copies a template as a draft named "Copy of …" without a slug', async () => {
      const { data } = await unwrap(
        api.POST('/api/defaults/default/{id}/copy', { params: { path: { id: template(1) } } }),
      );
      expect(data).toMatchObject({ name: 'Copy of Welcome page', status: 'draft', slug: null });
    });
  });

  describe('platform settings', () => {
    it('answers POST and PUT with the new list', async () => {
      const { data: created } = await unwrap(
        api.POST('/api/platform-settings/domain', { body: { domain: 'promo.acme.example.com' } }),
      );
      expect(created.map((d) => d.domain)).toContain('promo.acme.example.com');
      const promo = created.find((d) => d.domain === 'promo.acme.example.com');
      const { data: updated } = await unwrap(
        api.PUT('/api/platform-settings/domain/{id}', {
          params: { path: { id: promo?._id ?? '' } },
          body: { domain: 'promo.acme.example.com', active: false, baseVersion: 1 },
        }),
      );
      expect(updated.find((d) => d._id === promo?._id)?.active).toBe(false);
      const { data: mailers } = await unwrap(
        api.POST('/api/platform-settings/mailer', {
          body: {
            mailer: 'alerts',
            alias: 'Acme Alerts',
            domain: fixtureId('domain', 0),
            type: 'socketlabs',
          },
        }),
      );
      expect(mailers.find((m) => m.mailer === 'alerts')?.domain.domain).toBe('mail.acme.example.com');
    });
  });

  describe('translations', () => {
    it('round-trips the company sheet: download, edit a French cell, preview, import', async () => {
      const templateId = template(0);
      const blob = await unwrap(api.GET('/api/translation-sheet', { parseAs: 'blob' }));
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await blob.arrayBuffer());
      const emails = workbook.getWorksheet('Email');
      if (!emails) throw new Error('no Email sheet');
      const header = emails.getRow(1).values as unknown[];
      const fr = header.indexOf('fr');
      emails.eachRow((row) => {
        if (String(row.getCell(1).value).startsWith(`${templateId}:subject.`)) {
          row.getCell(fr).value = 'Courriel de bienvenue, {{firstName}}';
        }
      });
      const file = new Blob([await workbook.xlsx.writeBuffer()]);
      const form = (fields: Record<string, string>) => {
        const data = new FormData();
        for (const [name, value] of Object.entries(fields)) data.append(name, value);
        data.append('file', file, 'sheet.xlsx');
        return data;
      };
      const { data: preview } = await unwrap(
        api.POST('/api/translation-sheet/preview', { body: { file: '' }, bodySerializer: () => form({}) }),
      );
      expect(preview.rows.map((row) => [row.language, row.status, row.after])).toEqual([
        ['fre', 'new', 'Courriel de bienvenue, {{firstName}}'],
      ]);
      const { data } = await unwrap(
        api.POST('/api/translation-sheet/import', {
          body: { file: '', mode: 'fill-empty' },
          bodySerializer: () => form({ mode: 'fill-empty' }),
        }),
      );
      expect(data.languages.find((language) => language.language === 'fre')?.written).toBe(1);
      const { data: entries } = await unwrap(
        api.GET('/api/translations/{templateId}/{language}', {
          params: { path: { templateId, language: 'fre' } },
        }),
      );
      expect(entries.find((entry) => entry.context === 'subject')?.target).toBe(
        'Courriel de bienvenue, {{firstName}}',
      );
    });

    it('serves a public page in the visitor’s enabled language, as the server does', async () => {
      // Template 1 is the first page (types cycle email, page, sms, button), live, with a slug from its name.
      const templateId = template(1);
      const { data: page } = await unwrap(
        api.GET('/api/defaults/default/{id}', { params: { path: { id: templateId } } }),
      );
      const { data: entries } = await unwrap(
        api.GET('/api/translations/{templateId}/{language}', {
          params: { path: { templateId, language: 'ger' } },
        }),
      );
      const [heading] = entries;
      await unwrap(
        api.PUT('/api/translations/{templateId}/{language}', {
          params: { path: { templateId, language: 'ger' } },
          body: { entries: [{ key: heading?.key ?? '', target: 'Willkommensseite' }] },
        }),
      );
      const visit = async (lang: string) =>
        (await fetch(`http://localhost/api/defaults/slug/${page.slug}/page?lang=${lang}`)).text();
      expect(await visit('de')).toContain('<h1>Willkommensseite</h1>');
      expect(await visit('it')).toContain(`<h1>${page.name}</h1>`);
    });
  });
});

describe('the fake follows the server', () => {
  const mock = useMockServer('default');
  const send = (method: string, path: string, init: { body?: string; type?: string } = {}) =>
    fetch(`http://localhost${path}`, {
      method,
      headers: {
        'X-Requested-With': 'qone-console',
        ...(init.type === undefined ? {} : { 'Content-Type': init.type }),
      },
      body: init.body,
    });
  const answer = async (response: Response) => ({ status: response.status, body: await response.json() });
  const setFlag = (id: string, target: 'projects' | 'defaults' | 'settings', value: boolean) =>
    failure(
      unwrap(
        api.PUT('/api/permission-groups/{id}', {
          params: { path: { id } },
          body: { target, id, value, baseVersion: mock.db.findGroup(id)?.version ?? 1 },
        }),
      ),
    );

  describe('nobody hands out access they do not hold', () => {
    /** Signs in user 3 (Content editors: contacts and defaults), with `settings` added to the group. */
    const signInEditorWithSettings = () => {
      const group = mock.db.findGroup(groupId(2));
      const editor = mock.db.findUser(user(3));
      if (!group || !editor) throw new Error('the default scenario lacks its content editor');
      group.access.settings = true;
      mock.db.signIn(editor);
    };

    it('refuses turning on a flag the caller lacks, allows one the caller holds and any turning off', async () => {
      signInEditorWithSettings();
      expect(await setFlag(groupId(3), 'projects', true)).toMatchObject({
        status: 403,
        message: groupMessages.cannotGrantMore,
      });
      expect(await setFlag(groupId(3), 'defaults', true)).toBeUndefined();
      // Off a group whose members hold only what the caller holds; not off one whose members hold more.
      expect(await setFlag(groupId(2), 'defaults', false)).toBeUndefined();
      expect(await setFlag(groupId(1), 'projects', false)).toMatchObject({
        status: 403,
        message: groupMessages.membersHaveMoreAccess,
      });
    });

    it('refuses putting a user into a group with more than the caller has', async () => {
      signInEditorWithSettings();
      const invite = await failure(
        unwrap(
          api.POST('/api/users', {
            body: { name: 'Eve Extra', email: 'eve@acme.example', permissionGroupId: groupId(0) },
          }),
        ),
      );
      expect(invite).toMatchObject({ status: 403, message: groupMessages.cannotGrantMore });
      const move = await failure(
        unwrap(
          api.PUT('/api/users', { body: { _id: user(10), permissionGroupId: groupId(0), baseVersion: 1 } }),
        ),
      );
      expect(move).toMatchObject({ status: 403, message: groupMessages.cannotGrantMore });
    });

    it('keeps settings with at least one signed-up user', async () => {
      expect(await setFlag(groupId(0), 'settings', false)).toMatchObject({
        status: 409,
        message: groupMessages.lastSettingsHolder,
      });
    });
  });

  describe('users and invitations', () => {
    it('answers an unknown invitation with its own text', async () => {
      const registerToken = 'an-unknown-register-token';
      const error = await failure(
        unwrap(api.GET('/api/users/invitations/{registerToken}', { params: { path: { registerToken } } })),
      );
      expect(error).toMatchObject({ status: 404, message: linkMessages.invitationUnknown });
    });

    it('deletes only invitations: another user is no invitation, an unknown id no user', async () => {
      const remove = (id: string) =>
        failure(unwrap(api.DELETE('/api/users/invite/{id}', { params: { path: { id } } })));
      expect(await remove(user(2))).toMatchObject({ status: 404, message: userMessages.noInvitedUser });
      expect(await remove(fixtureId('unknown', 0))).toMatchObject({
        status: 404,
        message: userMessages.notFound,
      });
    });

    it("frees a deleted user's email address", async () => {
      const deleted = mock.db.users.find((candidate) => candidate.status === 'deleted');
      const { data } = await unwrap(
        api.POST('/api/users', {
          body: { name: 'Back Again', email: deleted?.email ?? '', permissionGroupId: groupId(1) },
        }),
      );
      expect(data.status).toBe('invited');
    });

    it("refuses editing someone else's record without settings before looking the address up", async () => {
      const viewer = mock.db.findUser(user(VIEWER_USER_NUMBER));
      if (viewer) mock.db.signIn(viewer);
      const error = await failure(
        unwrap(
          api.PUT('/api/users/{id}', {
            params: { path: { id: 'nobody@acme.example' } },
            body: { name: 'Nobody', baseVersion: 1 },
          }),
        ),
      );
      expect(error).toMatchObject({ status: 403, message: authMessages.forbidden });
    });

    it('says a wrong old password as the server does', async () => {
      const error = await failure(
        unwrap(
          api.PUT('/api/users/reset-password/{_id}', {
            params: { path: { _id: ADMIN_USER_ID } },
            body: { oldPassword: 'not my password', password: 'a much longer new passphrase' },
          }),
        ),
      );
      expect(error).toMatchObject({ status: 400, message: passwordMessages.wrongOldPassword });
    });
  });

  describe('requests the contract refuses, in the server words', () => {
    it('names the field and the part of the request', async () => {
      expect(await answer(await send('GET', '/api/users/not-a-uuid'))).toEqual({
        status: 400,
        body: { error: `'id' must match format "uuid" (params)` },
      });
      expect(await answer(await send('GET', '/api/defaults?sort=sideways'))).toEqual({
        status: 400,
        body: { error: "'sort' must be equal to one of the allowed values (querystring)" },
      });
      const role = (body: unknown) =>
        send('POST', '/api/user-roles', { type: 'application/json', body: JSON.stringify(body) });
      expect(await answer(await role({ role: 'Reviewer' }))).toEqual({
        status: 400,
        body: { error: requestMessages.fieldRequired('description', 'body') },
      });
      expect(await answer(await role({ role: 'Reviewer', description: '', colour: 'red' }))).toEqual({
        status: 400,
        body: { error: requestMessages.unknownField('colour', 'body') },
      });
    });

    it('refuses a body that is not JSON, of a type the operation does not take, or missing', async () => {
      const post = (init: { body?: string; type?: string }) => send('POST', '/api/user-roles', init);
      expect(await answer(await post({ type: 'application/json', body: '{"role":' }))).toEqual({
        status: 400,
        body: { error: requestMessages.invalidJson },
      });
      expect(await answer(await post({ type: 'text/plain', body: 'role=Reviewer' }))).toEqual({
        status: 415,
        body: { error: requestMessages.unsupportedMediaType },
      });
      expect(await answer(await post({}))).toEqual({
        status: 400,
        body: { error: requestMessages.bodyRequired },
      });
      expect(mock.db.roles.some((role) => role.role === 'Reviewer')).toBe(false);
    });
  });
});

describe('scenarios', () => {
  const mock = createMockServer('default', { delayMs: 0 });
  const start = () => mock.server.listen(strictListenOptions);

  it('empty: signed in with every flag, but no users, groups, roles, templates, domains, mailers or integrations', async () => {
    start();
    mock.reset('empty');
    try {
      expect(await listUsers()).toEqual([]);
      expect((await unwrap(api.GET('/api/permission-groups'))).data).toEqual([]);
      expect((await unwrap(api.GET('/api/user-roles'))).data).toEqual([]);
      expect((await unwrap(api.GET('/api/defaults'))).data).toEqual([]);
      expect((await unwrap(api.GET('/api/platform-settings/domains'))).data).toEqual([]);
      expect((await unwrap(api.GET('/api/platform-settings/mailers'))).data).toEqual([]);
      expect((await unwrap(api.GET('/api/communication-integrations'))).data).toEqual([]);
      const { data } = await unwrap(api.GET('/api/permissions'));
      expect(Object.values(data.permissions).every(Boolean)).toBe(true);
    } finally {
      mock.server.close();
    }
  });

  it('error: every operation answers 500 { error: "Internal error" }, surfaced as the ApiError message', async () => {
    start();
    mock.reset('error');
    try {
      expect(await failure(listUsers())).toMatchObject({
        status: 500,
        message: requestMessages.internalError,
      });
      const login = await failure(unwrap(api.POST('/api/users/login', { body: { ...DEMO_CREDENTIALS } })));
      expect(login).toMatchObject({ status: 500, message: requestMessages.internalError });
    } finally {
      mock.server.close();
    }
  });

  it('many: 10,000 users and 1,000 templates', async () => {
    start();
    mock.reset('many');
    try {
      const users = await listUsers();
      expect(users).toHaveLength(10_000);
      expect(new Set(users.map((u) => u.email)).size).toBe(10_000);
      expect((await unwrap(api.GET('/api/defaults'))).data).toHaveLength(1000);
      const pages = (await unwrap(api.GET('/api/defaults', { params: { query: { type: 'page' } } }))).data;
      expect(new Set(pages.map((p) => p.slug)).size).toBe(pages.length);
    } finally {
      mock.server.close();
    }
  });

  it('signedOut: protected operations answer 401, public ones and login still work', async () => {
    start();
    mock.reset('signedOut');
    const onUnauthorized = vi.fn();
    const client = testClient(onUnauthorized);
    try {
      expect(await failure(listUsers(client))).toMatchObject({ status: 401 });
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
      const { data } = await unwrap(
        client.GET('/api/companies/alias', { params: { query: { host: 'localhost:5173' } } }),
      );
      expect(data?.alias).toBe('acme');
      await unwrap(client.POST('/api/users/login', { body: { ...DEMO_CREDENTIALS } }));
      expect((await listUsers(client)).length).toBe(12);
    } finally {
      mock.server.close();
    }
  });

  it('slow: answers after the delay (1.5 s by default, overridable for tests)', async () => {
    expect(scenarios.slow.delayMs).toBe(1500);
    expect(createMockDb('slow').delayMs).toBe(1500);
    start();
    mock.reset('slow', { delayMs: 120 });
    try {
      const started = performance.now();
      expect((await listUsers()).length).toBe(12);
      expect(performance.now() - started).toBeGreaterThanOrEqual(100);
    } finally {
      mock.server.close();
    }
  });
});

describe('the activity record (as the server records it)', () => {
  const mock = useMockServer('default');

  it('records a role created, edited and deleted by the signed-in admin, newest first, changed fields only', async () => {
    const created = (
      await unwrap(
        api.POST('/api/user-roles', { body: { role: 'Auditor', description: 'Reads the record' } }),
      )
    ).data;
    await unwrap(
      api.PUT('/api/user-roles/{id}', {
        params: { path: { id: created._id } },
        body: { role: 'Lead auditor', description: 'Reads the record', baseVersion: 1 },
      }),
    );
    await unwrap(api.DELETE('/api/user-roles/{id}', { params: { path: { id: created._id } } }));
    const page = await unwrap(
      api.GET('/api/activity', { params: { query: { targetType: 'role', targetId: created._id } } }),
    );
    const admin = mock.db.findUser(ADMIN_USER_ID);
    expect(page.nextCursor).toBeNull();
    expect(page.data.map((event) => [event.action, event.before, event.after])).toEqual([
      ['role.deleted', { role: 'Lead auditor', description: 'Reads the record' }, null],
      ['role.updated', { role: 'Auditor' }, { role: 'Lead auditor' }],
      ['role.created', null, { role: 'Auditor', description: 'Reads the record' }],
    ]);
    expect(page.data[0]?.actor).toEqual({ _id: ADMIN_USER_ID, name: admin?.name, email: admin?.email });
  });

  it("records a company settings save as company.updated, so the overview's 'Last Update' of the company moves", async () => {
    const company = mock.db.company;
    const before = await unwrap(api.GET('/api/activity/latest'));
    expect(before.data.find((change) => change.area === 'company')).toBeUndefined();
    const {
      _id,
      logoUrl: _url,
      plan: _plan,
      lastInvoiceDate: _l,
      nextInvoiceDate: _n,
      version,
      ...fields
    } = company;
    await unwrap(
      api.PUT('/api/companies/{id}', {
        params: { path: { id: _id } },
        body: { ...fields, vat: 'DE999999999', baseVersion: version },
      }),
    );
    const latest = await unwrap(api.GET('/api/activity/latest'));
    expect(latest.data.find((change) => change.area === 'company')?.at).toEqual(expect.any(String));
    const page = await unwrap(api.GET('/api/activity', { params: { query: { area: 'company' } } }));
    expect(
      page.data.map((event) => [event.action, event.targetType, event.targetId, event.before, event.after]),
    ).toEqual([['company.updated', 'company', _id, { vat: fields.vat }, { vat: 'DE999999999' }]]);
  });

  it('pages with the cursor and refuses one it did not write', async () => {
    const first = await unwrap(api.GET('/api/activity', { params: { query: { limit: 2 } } }));
    expect(first.data).toHaveLength(2);
    expect(first.nextCursor).toEqual(expect.any(String));
    const rest = await unwrap(
      api.GET('/api/activity', { params: { query: { limit: 2, cursor: first.nextCursor ?? '' } } }),
    );
    expect(rest.data.map((event) => event._id)).not.toContain(first.data[0]?._id);
    expect(rest.nextCursor).toBeNull();
    const bad = await api.GET('/api/activity', { params: { query: { cursor: 'deadbeef' } } });
    expect(bad.response.status).toBe(400);
    expect(bad.error).toEqual({ error: activityMessages.invalidCursor });
  });
});

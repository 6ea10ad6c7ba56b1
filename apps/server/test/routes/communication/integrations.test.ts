import { integrationMessages } from '@qone/domain/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { integrationSecret } from '../../../src/routes/communication/index.js';
import { signedInAdmin } from '../../fixtures/records.js';
import { call } from '../../fixtures/settings.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

const API_KEY = 'sl-live-9f8e7d6c5b4a3f2e1d0c';
const NEW_KEY = 'sl-live-0000111122223333';

describe('communication integrations', () => {
  it('stores the API key sealed, answers only that it is set, and never writes it to events or logs', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const created = await call(t, admin.bearer, 'POST', '/api/communication-integrations', {
      name: 'Transactional mail',
      type: 'email',
      provider: 'SocketLabs',
      settings: { sender: 'news@mail.acme.example' },
      secrets: { apiKey: API_KEY },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: integrationMessages.added,
      data: {
        name: 'Transactional mail',
        settings: { sender: 'news@mail.acme.example' },
        secretsSet: ['apiKey'],
        configured: true,
      },
    });
    const id = created.json().data._id;
    const row = await t.db.selectFrom('communication_integrations').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(API_KEY);
    expect(row.secrets.apiKey).toMatch(/^v1\./);
    expect(await integrationSecret(t.db, t.app.services.secretBox, admin.company.id, id, 'apiKey')).toBe(
      API_KEY,
    );

    const list = await call(t, admin.bearer, 'GET', '/api/communication-integrations');
    const events = await call(t, admin.bearer, 'GET', '/api/activity?area=integrations');
    for (const body of [created.body, list.body, events.body, t.logLines.join('\n')])
      expect(body).not.toContain(API_KEY);
  });

  it('replaces a secret without sending the others back, and keeps them when none is sent', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const { data } = (
      await call(t, admin.bearer, 'POST', '/api/communication-integrations', {
        name: 'SMS gateway',
        type: 'sms',
        provider: 'MessageBird',
        settings: { originator: 'ACME' },
        secrets: { apiKey: API_KEY, signingKey: 'whsec-123456' },
      })
    ).json();
    const renamed = await call(t, admin.bearer, 'PUT', `/api/communication-integrations/${data._id}`, {
      name: 'SMS',
      provider: 'MessageBird',
      settings: { originator: 'ACME GmbH' },
      baseVersion: 1,
    });
    expect(renamed.json().data).toMatchObject({ name: 'SMS', secretsSet: ['apiKey', 'signingKey'] });
    expect(
      await integrationSecret(t.db, t.app.services.secretBox, admin.company.id, data._id, 'apiKey'),
    ).toBe(API_KEY);
    t.clock.advance(1000);
    const replaced = await call(t, admin.bearer, 'PUT', `/api/communication-integrations/${data._id}`, {
      name: 'SMS',
      provider: 'MessageBird',
      settings: { originator: 'ACME GmbH' },
      secrets: { apiKey: NEW_KEY },
      baseVersion: 2,
    });
    expect(replaced.json().message).toBe(integrationMessages.updated);
    expect(
      await integrationSecret(t.db, t.app.services.secretBox, admin.company.id, data._id, 'apiKey'),
    ).toBe(NEW_KEY);
    expect(replaced.body).not.toContain(NEW_KEY);
    const [event] = (await call(t, admin.bearer, 'GET', '/api/activity?area=integrations')).json().data;
    expect(event.after).toMatchObject({ replacedValues: ['apiKey'] });
    expect(JSON.stringify(event)).not.toContain(NEW_KEY);
  });

  it('keeps integrations per company and deletes them', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const other = await signedInAdmin(t);
    const { data } = (
      await call(t, admin.bearer, 'POST', '/api/communication-integrations', {
        name: 'Mail',
        type: 'email',
        provider: 'ESE',
      })
    ).json();
    expect(data).toMatchObject({ secretsSet: [], configured: false, settings: {} });
    expect((await call(t, other.bearer, 'GET', '/api/communication-integrations')).json().data).toEqual([]);
    expect(
      (await call(t, other.bearer, 'DELETE', `/api/communication-integrations/${data._id}`)).statusCode,
    ).toBe(404);
    const deleted = await call(t, admin.bearer, 'DELETE', `/api/communication-integrations/${data._id}`);
    expect(deleted.json()).toEqual({ message: integrationMessages.deleted });
    expect((await call(t, admin.bearer, 'GET', '/api/communication-integrations')).json().data).toEqual([]);
  });
});

import { domainMessages, legalMessages, mailerMessages, storageMessages } from '@qone/domain/messages';
import { BYTES_PER_MB, DEFAULT_STORAGE_QUOTA_MB, formatMegabytes } from '@qone/domain/storage';
import { describe, expect, it } from 'vitest';
import { fixtureId } from '../mocks';
import { unwrap } from '../src';
import { testClient, useMockServer } from './support';

const api = testClient();
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

/** The settings rules of the server, as the fake applies them (texts from the shared messages). */
describe('the fake: company and platform settings', () => {
  const mock = useMockServer('default');

  it('verifies against its own DNS: a record published wrong is a mismatch with the value found', async () => {
    const id = fixtureId('domain', 1);
    const { message, data } = await unwrap(
      api.POST('/api/platform-settings/domain/{id}/verify', { params: { path: { id } } }),
    );
    expect(data.status).toBe('partial');
    expect(message).toBe(domainMessages.partlyVerified(2, 3));
    expect(data.records.find((record) => record.purpose === 'return-path')).toMatchObject({
      status: 'mismatch',
      found: 'bounce.old-provider.example',
    });
    // Publishing the right value and checking again verifies it.
    const bounce = data.records.find((record) => record.purpose === 'return-path');
    if (!bounce) throw new Error('no return-path record');
    mock.db.dnsZone.set(bounce.host, { CNAME: bounce.value });
    const again = await unwrap(
      api.POST('/api/platform-settings/domain/{id}/verify', { params: { path: { id } } }),
    );
    expect(again.data.status).toBe('verified');
  });

  it('refuses a test send through a mailer whose domain is not verified', async () => {
    const error = await failure(
      unwrap(
        api.POST('/api/platform-settings/mailer/{id}/test', {
          params: { path: { id: fixtureId('mailer', 1) } },
          body: { email: 'ops@acme.example' },
        }),
      ),
    );
    expect(error).toMatchObject({
      status: 409,
      message: mailerMessages.domainNotVerified('news.acme.example.com'),
    });
    const sent = await unwrap(
      api.POST('/api/platform-settings/mailer/{id}/test', {
        params: { path: { id: fixtureId('mailer', 0) } },
        body: { email: 'ops@mail.acme.example.com' },
      }),
    );
    expect(sent).toEqual({
      message: mailerMessages.testQueued('ops@mail.acme.example.com'),
      warnings: [],
      mailId: expect.any(String),
    });
    // Queued in the answer; delivered by the next request, as the server's worker does after answering.
    const status = await unwrap(api.GET('/api/mail/{id}', { params: { path: { id: sent.mailId } } }));
    expect(status).toEqual({
      data: { _id: sent.mailId, state: 'sent', at: expect.any(String), reason: null },
    });
  });

  it('keeps integration secrets but never answers them', async () => {
    const created = await unwrap(
      api.POST('/api/communication-integrations', {
        body: {
          name: 'Mail',
          type: 'email',
          provider: 'ESE',
          settings: { sender: 'a@b.example' },
          secrets: { apiKey: 'top-secret-1' },
        },
      }),
    );
    expect(created.data).toMatchObject({
      secretsSet: ['apiKey'],
      configured: true,
      settings: { sender: 'a@b.example' },
    });
    expect(JSON.stringify(created)).not.toContain('top-secret-1');
    const list = await unwrap(api.GET('/api/communication-integrations'));
    expect(JSON.stringify(list)).not.toContain('top-secret-1');
    expect(JSON.stringify(mock.db.activity)).not.toContain('top-secret-1');
  });

  it('publishes a legal draft as version 2 and refuses an effective date in the past', async () => {
    const path = 'data-breach-notification-procedure';
    await unwrap(
      api.PUT('/api/legal-documents/{path}/draft', {
        params: { path: { path } },
        body: { title: 'Breach', paragraph: 'Short', description: 'Within 72 hours.', baseVersion: null },
      }),
    );
    const past = await failure(
      unwrap(
        api.POST('/api/legal-documents/{path}/publish', {
          params: { path: { path } },
          body: { effectiveDate: '2020-01-01', baseVersion: 1 },
        }),
      ),
    );
    expect(past).toMatchObject({ status: 400, message: legalMessages.effectiveDateInPast });
    const published = await unwrap(
      api.POST('/api/legal-documents/{path}/publish', {
        params: { path: { path } },
        body: { effectiveDate: '2025-06-15', baseVersion: 1 },
      }),
    );
    expect(published.data).toMatchObject({ version: 2, description: 'Within 72 hours.', draft: null });
  });

  it('the dashboard follows the time zones and the DPA acceptance', async () => {
    await unwrap(
      api.PUT('/api/time-zones', {
        body: {
          timeZones: [
            { id: 'Europe/Berlin', enabled: true, default: false },
            { id: 'Asia/Tokyo', enabled: true, default: true },
          ],
        },
      }),
    );
    await unwrap(
      api.POST('/api/legal-documents/{path}/acceptance', { params: { path: { path: 'terms-conditions' } } }),
    );
    const { data } = await unwrap(api.GET('/api/dashboard/summary'));
    expect(data.timeZones).toEqual({ enabled: 3, default: 'Asia/Tokyo' });
    expect(data.privacy).toEqual({ dpaSigned: true });
  });
});

/** Issue 21's tenant rules, as the fake applies them (points 5 and 8; the parity suite compares with the server). */
describe('the fake: storage quota and public domain names', () => {
  const mock = useMockServer('default');

  it('answers the storage use by kind, and refuses (413) a save that no longer fits, changing nothing', async () => {
    const before = await unwrap(api.GET('/api/platform-settings/storage'));
    expect(before.data.usedBytes).toBe(
      before.data.templateVersionsBytes + before.data.filesBytes + before.data.previewsBytes,
    );
    expect(before.data.quotaBytes).toBe(DEFAULT_STORAGE_QUOTA_MB * BYTES_PER_MB);
    mock.db.storageQuotaBytes = before.data.usedBytes + 1000;
    const html = `<p>${'x'.repeat(2000)}</p>`;
    const error = await failure(
      unwrap(api.POST('/api/defaults/previews', { body: { type: 'email', html } })),
    );
    expect(error).toMatchObject({
      status: 413,
      message: storageMessages.quotaExceeded(
        formatMegabytes(html.length),
        formatMegabytes(before.data.usedBytes),
        formatMegabytes(before.data.usedBytes + 1000),
      ),
    });
    expect((await unwrap(api.GET('/api/platform-settings/storage'))).data).toEqual({
      ...before.data,
      quotaBytes: before.data.usedBytes + 1000,
    });
  });

  it('refuses a sending domain without a public suffix, keeps a stored one but never looks it up', async () => {
    const error = await failure(
      unwrap(api.POST('/api/platform-settings/domain', { body: { domain: 'intranet.corp.internal' } })),
    );
    expect(error).toMatchObject({ status: 400, message: domainMessages.notPublic });
    const legacy = mock.db.domains[0];
    if (!legacy) throw new Error('no domain');
    legacy.domain = 'mail.acme.lan';
    const verify = await failure(
      unwrap(api.POST('/api/platform-settings/domain/{id}/verify', { params: { path: { id: legacy._id } } })),
    );
    expect(verify).toMatchObject({ status: 400, message: domainMessages.cannotVerify('mail.acme.lan') });
  });
});

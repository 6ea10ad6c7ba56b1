import {
  domainOfAddress,
  invitationQuota,
  MAIL_QUOTA_DEFAULTS,
  mayReceivePreview,
  mayReceivePreviewSms,
  normalisePhone,
  quotaExcess,
  quotaOpensAt,
} from '@qone/domain/mail-limits';
import { mailLimitMessages, peopleMessages } from '@qone/domain/messages';
import { describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS, fixtureId, groupId } from '../mocks';
import { type ApiError, unwrap } from '../src';
import { testClient, useMockServer } from './support';

const api = testClient();
const DAY = 24 * 60 * 60 * 1000;
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => error as ApiError,
  );

describe('what a company may mail (shared by the server and the fake)', () => {
  it('vouches for active users and addresses on verified domains and their subdomains, never a parent', () => {
    const company = { userEmails: ['Ada@Alpha.test'], verifiedDomains: ['mail.acme.example'] };
    expect(mayReceivePreview('ada@alpha.TEST', company)).toBe(true);
    expect(mayReceivePreview('qa@mail.acme.example', company)).toBe(true);
    expect(mayReceivePreview('qa@eu.MAIL.acme.example', company)).toBe(true);
    for (const address of ['qa@acme.example', 'qa@xmail.acme.example', 'bea@beta.test', 'no-at-sign'])
      expect(mayReceivePreview(address, company), address).toBe(false);
    expect(domainOfAddress('Ops@Mail.Acme.Example')).toBe('mail.acme.example');
  });

  it('compares phone numbers by their digits, with 00 as +', () => {
    expect(normalisePhone('+49 (30) 123-45 67')).toBe('+49301234567');
    expect(normalisePhone('0049 30 1234567')).toBe('+49301234567');
    expect(mayReceivePreviewSms('0049 30 1234567', [null, '+49 30 1234567'])).toBe(true);
    expect(mayReceivePreviewSms('+49 30 1234568', ['+49 30 1234567'])).toBe(false);
    expect(mayReceivePreviewSms('+', ['+'])).toBe(false);
  });

  it('gives the full invitation quota only to a company 7 days old with a verified domain', () => {
    const now = '2026-11-08T09:00:00Z';
    const quota = (createdAt: string, hasVerifiedDomain: boolean) =>
      invitationQuota(MAIL_QUOTA_DEFAULTS, { createdAt, hasVerifiedDomain }, now);
    expect(quota('2026-11-01T09:00:00Z', true)).toEqual({ limit: 500, raised: null });
    expect(quota('2026-11-01T09:00:01Z', true)).toEqual({ limit: 50, raised: 500 });
    expect(quota('2025-01-01T00:00:00Z', false)).toEqual({ limit: 50, raised: 500 });
  });

  it('says when more fit: once enough of the window’s sends have left it, rounded up to the minute', () => {
    expect(quotaExcess(3, 5, 2)).toBe(0);
    expect(quotaExcess(5, 5, 1)).toBe(1);
    expect(quotaExcess(4, 5, 3)).toBe(2);
    expect(quotaExcess(2, 5, 9)).toBe(2);
    expect(new Date(quotaOpensAt('2026-11-01T09:00:20Z')).toISOString()).toBe('2026-11-02T09:01:00.000Z');
  });
});

describe('the fake: previews and mailer tests go only to people the company vouches for, within a daily quota', () => {
  const mock = useMockServer('default');
  const previewEmail = (email: string) =>
    unwrap(
      api.PUT('/api/defaults/email/{id}', {
        params: { path: { id: fixtureId('template', 0) } },
        body: { email },
      }),
    );

  it('refuses a stranger, an SMS to a number no user has, a mailer test to a stranger (403, the server’s words)', async () => {
    expect(await failure(previewEmail('victim@example.net'))).toMatchObject({
      status: 403,
      message: mailLimitMessages.previewRecipient('victim@example.net'),
    });
    const sms = await failure(
      unwrap(
        api.POST('/api/defaults/sms/{id}/preview', {
          params: { path: { id: fixtureId('template', 2) } },
          body: { phone: '+44 20 7946 0000' },
        }),
      ),
    );
    expect(sms).toMatchObject({
      status: 403,
      message: mailLimitMessages.previewSmsRecipient('+44 20 7946 0000'),
    });
    const test = await failure(
      unwrap(
        api.POST('/api/platform-settings/mailer/{id}/test', {
          params: { path: { id: fixtureId('mailer', 0) } },
          body: { email: 'victim@example.net' },
        }),
      ),
    );
    expect(test).toMatchObject({
      status: 403,
      message: mailLimitMessages.previewRecipient('victim@example.net'),
    });
    expect(mock.db.mails.filter((mail) => mail.kind !== 'invite')).toEqual([]);
  });

  it('sends to the admin and to the verified domain, then refuses once the company sent its quota of the day', async () => {
    expect(await previewEmail(DEMO_CREDENTIALS.email)).toMatchObject({ message: expect.any(String) });
    for (let i = 1; i < MAIL_QUOTA_DEFAULTS.previewsPerDay; i++)
      await previewEmail('qa@mail.acme.example.com');
    const first = mock.db.previewsSent[0] ?? '';
    const refused = await failure(previewEmail(DEMO_CREDENTIALS.email));
    expect(refused).toMatchObject({
      status: 429,
      message: mailLimitMessages.previewQuotaReached(
        MAIL_QUOTA_DEFAULTS.previewsPerDay,
        Date.parse(first) + DAY,
      ),
    });
  });
});

describe('the fake: invitations count against the company’s daily quota', () => {
  const mock = useMockServer('default');
  const people = (count: number, prefix: string) =>
    Array.from({ length: count }, (_, i) => ({
      name: `Person ${i}`,
      email: `${prefix}${i}@strangers.example`,
    }));

  it('refuses a young company’s list that does not fit whole, then single invitations past the quota', async () => {
    mock.db.companyCreatedAt = mock.db.currentTime();
    const limit = MAIL_QUOTA_DEFAULTS.invitationsPerDayNewCompany;
    const over = await failure(
      unwrap(
        api.POST('/api/users/bulk-invite', {
          body: { permissionGroupId: groupId(1), rows: people(limit + 1, 'a') },
        }),
      ),
    );
    expect(over).toMatchObject({
      status: 429,
      message: mailLimitMessages.bulkOverQuota(limit + 1, limit, limit),
    });
    expect(mock.db.users.some((user) => user.email === 'a0@strangers.example')).toBe(false);
    const fits = await unwrap(
      api.POST('/api/users/bulk-invite', {
        body: { permissionGroupId: groupId(1), rows: people(limit, 'b') },
      }),
    );
    expect(fits.message).toBe(peopleMessages.bulkInvited(limit, limit));
    const single = await failure(
      unwrap(
        api.POST('/api/users', {
          body: { name: 'Late', email: 'late@strangers.example', permissionGroupId: groupId(1) },
        }),
      ),
    );
    expect(single.status).toBe(429);
    expect(single.message).toMatch(
      /^Your company has sent its 50 invitations of the last 24 hours\. More may be sent from \d{4}-\d\d-\d\d \d\d:\d\d UTC\. A company at least 7 days old with a verified sending domain may send 500 a day$/,
    );
  });
});

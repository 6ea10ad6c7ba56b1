import { MAIL_QUOTA_DEFAULTS, MAILER_TEST_SUBJECT, PREVIEW_MARK } from '@qone/domain/mail-limits';
import { mailLimitMessages, peopleMessages, templateMessages } from '@qone/domain/messages';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MailQuotaSettings } from '../../src/config.js';
import type { MailMessage } from '../../src/mail/mailer.js';
import {
  confirmEmailChangeMail,
  emailChangeNoticeMail,
  forgotPasswordMail,
  inviteMail,
  mailerTestMail,
  passwordResetByAdminMail,
  previewMail,
  signUpMail,
} from '../../src/mail/templates.js';
import { type DnsZone, publish, startDnsZone } from '../fixtures/dns-zone.js';
import { createGroup, createUser, sessionHeaders, signedInAdmin } from '../fixtures/records.js';
import { addDomain, addMailer, call } from '../fixtures/settings.js';
import { createTemplate } from '../fixtures/templates.js';
import { send } from '../fixtures/users.js';
import { build, buildSibling, type SiblingApp, type TestApp } from '../helpers/build.js';

/**
 * Issue 21, "mail as a weapon": anyone who signs up holds a company, so the platform's own mail must not carry a
 * stranger's text to strangers. Previews and test mails go only to people the company vouches for, marked as
 * previews, within a daily quota; invitations count against a daily quota that is smaller for a company that proved
 * nothing yet; and mails quote a company's name only as a labelled value.
 */

let t: TestApp;
let sibling: SiblingApp | undefined;
let zone: DnsZone;
beforeAll(async () => {
  zone = await startDnsZone();
});
afterAll(async () => zone?.close());
afterEach(async () => {
  zone.records.clear();
  await sibling?.close();
  sibling = undefined;
  await t?.app.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const PHISHING_SUBJECT = 'URGENT: your mailbox will be deleted - verify at https://evil.example';
const PHISHING_COMPANY = 'Your bank: confirm your account at https://evil.example';

type Headers = Record<string, string>;

const quotas = (overrides: Partial<MailQuotaSettings>): MailQuotaSettings => ({
  ...MAIL_QUOTA_DEFAULTS,
  ...overrides,
});

/** A fresh sign-up's company: an admin with every flag, a company made today, no sending domain. */
async function freshCompany() {
  const admin = await signedInAdmin(t);
  const email = await createTemplate(t, admin.company.id, {
    subject: PHISHING_SUBJECT,
    html: '<p>Your mailbox is full. <a href="https://evil.example/login">Verify now</a></p>',
  });
  return { admin, email };
}

/** Adds `name` with a mailer and verifies it against the loopback DNS zone (every record published). */
async function verifiedDomain(headers: Headers, name: string) {
  const id = await addDomain(t, headers, name);
  const mailer = await addMailer(t, headers, {
    mailer: 'news',
    alias: 'Acme News',
    domain: id,
    type: 'socketlabs',
  });
  const domains = (await call(t, headers, 'GET', '/api/platform-settings/domains')).json().data as {
    _id: string;
    records: { type: string; host: string; value: string }[];
  }[];
  publish(zone, domains.find((domain) => domain._id === id)?.records ?? []);
  const verified = await call(t, headers, 'POST', `/api/platform-settings/domain/${id}/verify`);
  expect(verified.json().data.status).toBe('verified');
  return { id, mailer };
}

const previewEmail = (headers: Headers, templateId: string, email: string) =>
  call(t, headers, 'PUT', `/api/defaults/email/${templateId}`, { email });
const previewSms = (headers: Headers, templateId: string, phone: string) =>
  call(t, headers, 'POST', `/api/defaults/sms/${templateId}/preview`, { phone });
const mailerTest = (headers: Headers, mailerId: string, email: string) =>
  call(t, headers, 'POST', `/api/platform-settings/mailer/${mailerId}/test`, { email });

const outboxRows = () => t.db.selectFrom('mail_outbox').select(['kind', 'company_id']).execute();

describe('21.1 Preview mails go only to people the company vouches for, marked as previews, within a daily quota', () => {
  it('refuses the issue’s relay: a fresh sign-up’s phishing template to a stranger is 403, and nothing is queued', async () => {
    t = await build();
    const { admin, email } = await freshCompany();
    const res = await previewEmail(admin.bearer, email.id, 'victim@example.net');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: mailLimitMessages.previewRecipient('victim@example.net') });
    expect(await outboxRows()).toEqual([]);
    expect(t.mailer.sent).toEqual([]);
  });

  it('sends to the company’s own active users only: not an invited, a deleted or another company’s user', async () => {
    t = await build();
    const { admin, email } = await freshCompany();
    const colleague = await createUser(t, admin.company.id, { email: 'Colleague@Acme.test' });
    await createUser(t, admin.company.id, { email: 'invited@acme.test', password: null });
    await createUser(t, admin.company.id, { email: 'gone@acme.test', deleted: true });
    const other = await signedInAdmin(t);
    for (const refused of ['invited@acme.test', 'gone@acme.test', other.user.email]) {
      const res = await previewEmail(admin.bearer, email.id, refused);
      expect(res.statusCode, refused).toBe(403);
      expect(res.json()).toEqual({ error: mailLimitMessages.previewRecipient(refused) });
    }
    expect(t.mailer.sent).toEqual([]);
    const res = await previewEmail(admin.bearer, email.id, 'colleague@acme.TEST');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: templateMessages.previewEmailQueued('colleague@acme.TEST') });
    expect(t.mailer.last().to).toBe('colleague@acme.TEST');
    expect(colleague.email).toBe('Colleague@Acme.test');
  });

  it('marks the mail as a preview: a fixed mark before the subject, a banner naming sender and company atop HTML and text', async () => {
    t = await build();
    const { admin, email } = await freshCompany();
    await t.db
      .updateTable('companies')
      .set({ name: PHISHING_COMPANY })
      .where('id', '=', admin.company.id)
      .execute();
    expect((await previewEmail(admin.bearer, email.id, admin.user.email)).statusCode).toBe(200);
    const mail = t.mailer.last();
    expect(mail.subject).toBe(`${PREVIEW_MARK}${PHISHING_SUBJECT}`);
    expect(mail.subject.startsWith('[Preview] ')).toBe(true);
    const body = mail.html?.slice(mail.html.indexOf('<body>') + '<body>'.length) ?? '';
    expect(body).toMatch(
      /^<div role="note"[^>]*><p[^>]*><strong>PREVIEW: this mail is a preview of a template/,
    );
    expect(body.indexOf('Company: Your bank: confirm your account at https://evil.example')).toBeLessThan(
      body.indexOf('Your mailbox is full'),
    );
    expect(mail.text.split('\n').slice(0, 3)).toEqual([
      'PREVIEW: this mail is a preview of a template, sent from the Q One console by a user of the company below. Its content was written by that company, not by Q One.',
      `Sent by: ${admin.user.name}`,
      `Company: ${PHISHING_COMPANY}`,
    ]);
    expect(mail.text).toContain('Your mailbox is full.');
  });

  it('sends to addresses on a sending domain the company verified (and its subdomains), not on one it did not', async () => {
    t = await build({ dnsServers: [zone.address] });
    const { admin, email } = await freshCompany();
    await verifiedDomain(admin.bearer, 'mail.acme.example.com');
    // Added, not verified: its records are not published.
    await addDomain(t, admin.bearer, 'news.acme.example.com');
    for (const allowed of ['qa@mail.acme.example.com', 'qa@eu.mail.acme.example.com']) {
      expect((await previewEmail(admin.bearer, email.id, allowed)).statusCode, allowed).toBe(200);
    }
    for (const refused of [
      'qa@news.acme.example.com',
      'qa@acme.example.com',
      'qa@evilmail.acme.example.com',
    ]) {
      expect((await previewEmail(admin.bearer, email.id, refused)).statusCode, refused).toBe(403);
    }
    // A verified domain switched off vouches for nobody.
    const [domain] = (await call(t, admin.bearer, 'GET', '/api/platform-settings/domains')).json().data;
    await call(t, admin.bearer, 'PUT', `/api/platform-settings/domain/${domain._id}`, {
      domain: domain.domain,
      active: false,
      baseVersion: domain.version,
    });
    expect((await previewEmail(admin.bearer, email.id, 'qa@mail.acme.example.com')).statusCode).toBe(403);
  });

  it('sends a preview SMS only to the phone of an active user, whatever its spelling, marked as a preview', async () => {
    t = await build();
    const { admin } = await freshCompany();
    const sms = await createTemplate(t, admin.company.id, {
      type: 'sms',
      html: 'Your code expired, call {{firstName}}',
    });
    await t.db
      .updateTable('users')
      .set({ phone: '+49 30 1234567' })
      .where('id', '=', admin.user.id)
      .execute();
    const stranger = await previewSms(admin.bearer, sms.id, '+44 20 7946 0000');
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({ error: mailLimitMessages.previewSmsRecipient('+44 20 7946 0000') });
    expect(t.sms.sent).toEqual([]);
    expect((await previewSms(admin.bearer, sms.id, '0049 (30) 123-4567')).statusCode).toBe(200);
    expect(t.sms.sent).toEqual([
      {
        companyId: admin.company.id,
        to: '0049 (30) 123-4567',
        text: `${PREVIEW_MARK}Your code expired, call Anna`,
      },
    ]);
  });

  it('sends a mailer test only to someone the company vouches for, under a fixed subject', async () => {
    t = await build({ dnsServers: [zone.address] });
    const { admin } = await freshCompany();
    const { mailer } = await verifiedDomain(admin.bearer, 'mail.acme.example.com');
    const refused = await mailerTest(admin.bearer, mailer, 'victim@example.net');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: mailLimitMessages.previewRecipient('victim@example.net') });
    expect(t.mailer.sent).toEqual([]);
    expect((await mailerTest(admin.bearer, mailer, admin.user.email)).statusCode).toBe(200);
    expect(t.mailer.last()).toMatchObject({ to: admin.user.email, subject: MAILER_TEST_SUBJECT });
    expect(t.mailer.last().text).toContain('\nMailer: Acme News\n');
  });

  it('counts previews, preview SMS and mailer tests of all senders against the company’s daily quota: 429 with when more may be sent', async () => {
    t = await build({ dnsServers: [zone.address] });
    const { admin, email } = await freshCompany();
    const { mailer } = await verifiedDomain(admin.bearer, 'mail.acme.example.com');
    const sms = await createTemplate(t, admin.company.id, { type: 'sms', html: 'Hello' });
    await t.db
      .updateTable('users')
      .set({ phone: '+49 30 1234567' })
      .where('id', '=', admin.user.id)
      .execute();
    const second = await createUser(t, admin.company.id, {
      groupId: admin.group.id,
      email: 'second@acme.test',
    });
    const secondHeaders = (await sessionHeaders(t, second)).bearer;
    const limit = MAIL_QUOTA_DEFAULTS.previewsPerDay;
    const firstAt = t.clock.now().getTime();
    // Below the burst limit of each sender (previewPerSender), so only the company's quota can refuse.
    for (let i = 0; i < limit; i++) {
      const res =
        i % 5 === 0
          ? await previewSms(admin.bearer, sms.id, '+49 30 1234567')
          : i % 5 === 1
            ? await mailerTest(secondHeaders, mailer, 'qa@mail.acme.example.com')
            : await previewEmail(i % 2 === 0 ? admin.bearer : secondHeaders, email.id, second.email);
      expect(res.statusCode, `preview ${i + 1}: ${res.body}`).toBe(200);
      t.clock.advance(60_000);
    }
    const opensAt = firstAt + DAY_MS;
    for (const refused of [
      await previewEmail(admin.bearer, email.id, admin.user.email),
      await previewSms(secondHeaders, sms.id, '+49 30 1234567'),
      await mailerTest(admin.bearer, mailer, admin.user.email),
    ]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: mailLimitMessages.previewQuotaReached(limit, opensAt) });
      expect(refused.json().error).toContain('More may be sent from 2026-11-02 09:00 UTC');
      expect(Number(refused.headers['retry-after'])).toBe((opensAt - t.clock.now().getTime()) / 1000);
    }
    // Another company's quota is its own.
    const other = await freshCompany();
    expect((await previewEmail(other.admin.bearer, other.email.id, other.admin.user.email)).statusCode).toBe(
      200,
    );
    // Once the first preview is 24 hours old, one more may go; the second was sent a minute after it.
    t.clock.advance(opensAt - t.clock.now().getTime());
    const later = (await sessionHeaders(t, admin.user)).bearer;
    expect((await previewEmail(later, email.id, admin.user.email)).statusCode).toBe(200);
    expect((await previewEmail(later, email.id, admin.user.email)).statusCode).toBe(429);
  });

  it('holds the quota across two server processes sending at once', async () => {
    const limit = 6;
    t = await build({ mailQuotas: quotas({ previewsPerDay: limit }) });
    sibling = await buildSibling(t);
    const { admin, email } = await freshCompany();
    const apps = [t.app, sibling.app];
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        (apps[i % 2] ?? t.app).inject({
          method: 'PUT',
          url: `/api/defaults/email/${email.id}`,
          headers: admin.bearer,
          payload: { email: admin.user.email },
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([...Array(limit).fill(200), ...Array(16 - limit).fill(429)]);
    expect((await outboxRows()).filter((row) => row.kind === 'template-preview')).toHaveLength(limit);
  });
});

const bulk = (headers: Headers, permissionGroupId: string, rows: { name: string; email: string }[]) =>
  send(t, 'POST', '/api/users/bulk-invite', headers, { permissionGroupId, rows });
const invite = (headers: Headers, permissionGroupId: string, email: string) =>
  send(t, 'POST', '/api/users', headers, { name: 'New Person', email, permissionGroupId });
const people = (count: number, prefix = 'p') =>
  Array.from({ length: count }, (_, i) => ({
    name: `Person ${i}`,
    email: `${prefix}${i}@strangers.example`,
  }));
const invitedCount = async (companyId: string) =>
  (
    await t.db
      .selectFrom('users')
      .select('id')
      .where('company_id', '=', companyId)
      .where('password_hash', 'is', null)
      .execute()
  ).length;

/** Where the company's name occurs in a mail: only after a "Company: " label, on a line of its own, never a link. */
function expectCompanyOnlyLabelled(mail: MailMessage, company: string) {
  const where = `${mail.subject}\n${mail.text}`;
  expect(mail.subject, where).not.toContain('evil.example');
  const lines = mail.text.split('\n').filter((line) => line.includes('evil.example'));
  expect(lines, where).toEqual([`Company: ${company}`]);
  if (mail.html !== undefined) {
    const escaped = company.replaceAll('&', '&amp;');
    expect(mail.html.split('evil.example').length - 1, mail.html).toBe(1);
    expect(mail.html).toContain(`>Company: ${escaped}</p>`);
    expect(mail.html).not.toMatch(/<a\b[^>]*evil\.example|href="[^"]*evil\.example/);
  }
}

describe('21.2 Invitations count against a daily quota per company, and mails quote the company only as a labelled value', () => {
  it('refuses the issue’s bulk of 500 strangers from a fresh sign-up whole, saying how many may still be sent', async () => {
    t = await build();
    const { admin } = await freshCompany();
    const limit = MAIL_QUOTA_DEFAULTS.invitationsPerDayNewCompany;
    const res = await bulk(admin.bearer, admin.group.id, people(500));
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: mailLimitMessages.bulkOverQuota(500, limit, limit) });
    expect(res.headers['retry-after']).toBeDefined();
    expect(await invitedCount(admin.company.id)).toBe(0);
    expect(await outboxRows()).toEqual([]);
  });

  it('invites up to the quota, then refuses single, bulk and repeated invitations with 429 and when more may be sent', async () => {
    t = await build({ mailQuotas: quotas({ invitationsPerDayNewCompany: 5, invitationsPerDay: 20 }) });
    const { admin } = await freshCompany();
    const firstAt = t.clock.now().getTime();
    const first = await bulk(admin.bearer, admin.group.id, [
      ...people(3),
      { name: 'Bad', email: 'not-an-email' },
      { name: 'Twice', email: 'P0@strangers.example' },
    ]);
    expect(first.json().message).toBe(peopleMessages.bulkInvited(3, 5));
    t.clock.advance(60 * 60 * 1000);
    // An hour idle ended the admin's session (SESSION_IDLE_MINUTES): they sign in again.
    admin.bearer = (await sessionHeaders(t, admin.user)).bearer;
    // Three of the list are new, two fit: nobody of it is invited.
    const over = await bulk(admin.bearer, admin.group.id, [...people(2), ...people(3, 'q')]);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ error: mailLimitMessages.bulkOverQuota(3, 2, 5) });
    expect(await invitedCount(admin.company.id)).toBe(3);
    expect((await invite(admin.bearer, admin.group.id, 'q0@strangers.example')).statusCode).toBe(201);
    expect((await bulk(admin.bearer, admin.group.id, people(1, 'r'))).json().message).toBe(
      peopleMessages.bulkInvited(1, 1),
    );

    const opensAt = firstAt + DAY_MS;
    const expected = { error: mailLimitMessages.invitationQuotaReached(5, opensAt, 20) };
    const single = await invite(admin.bearer, admin.group.id, 'late@strangers.example');
    const list = await bulk(admin.bearer, admin.group.id, people(1, 'late'));
    const invited = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'p0@strangers.example')
      .executeTakeFirstOrThrow();
    const again = await send(t, 'POST', `/api/users/${invited.id}/reinvite`, admin.bearer);
    for (const res of [single, list, again]) {
      expect(res.statusCode, res.body).toBe(429);
      expect(res.json()).toEqual(expected);
      expect(Number(res.headers['retry-after'])).toBe((opensAt - t.clock.now().getTime()) / 1000);
    }
    expect(expected.error).toContain(
      'More may be sent from 2026-11-02 09:00 UTC. A company at least 7 days old with a verified sending domain may send 20 a day',
    );
    expect(await invitedCount(admin.company.id)).toBe(5);

    // A day after the first list, its three invitations have left the window.
    t.clock.advance(opensAt - t.clock.now().getTime());
    const later = (await sessionHeaders(t, admin.user)).bearer;
    expect((await bulk(later, admin.group.id, people(3, 's'))).json().message).toBe(
      peopleMessages.bulkInvited(3, 3),
    );
    expect((await invite(later, admin.group.id, 'late@strangers.example')).statusCode).toBe(429);
  });

  it('gives the full quota only to a company at least 7 days old with a verified sending domain', async () => {
    t = await build({
      dnsServers: [zone.address],
      mailQuotas: quotas({ invitationsPerDayNewCompany: 2, invitationsPerDay: 4 }),
    });
    const { admin } = await freshCompany();
    const fits = async (count: number, prefix: string) =>
      (await bulk(admin.bearer, admin.group.id, people(count, prefix))).statusCode === 200;
    const age = (days: number) =>
      t.db
        .updateTable('companies')
        .set({ created_at: new Date(t.clock.now().getTime() - days * DAY_MS) })
        .where('id', '=', admin.company.id)
        .execute();
    await age(30);
    // Old, without a verified domain: the small quota.
    expect(await fits(3, 'a')).toBe(false);
    await verifiedDomain(admin.bearer, 'mail.acme.example.com');
    await age(6);
    // Verified, but young: the small quota.
    expect(await fits(3, 'b')).toBe(false);
    await age(7);
    expect(await fits(3, 'c')).toBe(true);
    expect(await fits(2, 'd')).toBe(false);
    expect(await fits(1, 'd')).toBe(true);
  });

  it('holds the quota across two server processes inviting at once, in lists and one by one', async () => {
    const limit = 10;
    t = await build({ mailQuotas: quotas({ invitationsPerDayNewCompany: limit }) });
    sibling = await buildSibling(t);
    const { admin } = await freshCompany();
    const apps = [t.app, sibling.app];
    const post = (i: number, url: string, payload: object) =>
      (apps[i % 2] ?? t.app).inject({ method: 'POST', url, headers: admin.bearer, payload });
    // Each list fits what is left when it is checked, together they do not.
    const lists = await Promise.all(
      [0, 1, 2, 3].map((i) =>
        post(i, '/api/users/bulk-invite', { permissionGroupId: admin.group.id, rows: people(6, `l${i}-`) }),
      ),
    );
    const singles = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((i) =>
        post(i, '/api/users', {
          name: 'One',
          email: `one${i}@strangers.example`,
          permissionGroupId: admin.group.id,
        }),
      ),
    );
    const outcomes = lists.flatMap((res) =>
      res.statusCode === 200 ? (res.json().data as { outcome: string; message: string }[]) : [],
    );
    const invitedInLists = outcomes.filter((row) => row.outcome === 'invited').length;
    const invitedOneByOne = singles.filter((res) => res.statusCode === 201).length;
    expect(invitedInLists + invitedOneByOne).toBe(limit);
    expect(await invitedCount(admin.company.id)).toBe(limit);
    expect((await outboxRows()).filter((row) => row.kind === 'invite')).toHaveLength(limit);
    // Every row and answer says truthfully what happened to it.
    for (const row of outcomes.filter((row) => row.outcome !== 'invited')) {
      expect(row.outcome).toBe('failed');
      expect(row.message).toMatch(/^Your company has sent its 10 invitations of the last 24 hours/);
    }
    for (const res of [...lists, ...singles].filter((res) => res.statusCode >= 400)) {
      expect(res.statusCode).toBe(429);
    }
  });

  it('renders every mail quoting a company with its name only after a “Company:” label, never in a sentence or a link', () => {
    const link = 'http://console.test/register/token';
    const sender = { senderName: 'Anna Admin', companyName: PHISHING_COMPANY };
    const mails: MailMessage[] = [
      inviteMail({ to: 'a@x.test', name: 'Ben', companyName: PHISHING_COMPANY, inviterName: 'Anna', link }),
      passwordResetByAdminMail({ to: 'a@x.test', companyName: PHISHING_COMPANY, link }),
      forgotPasswordMail({ to: 'a@x.test', companyName: PHISHING_COMPANY, link }),
      signUpMail({ to: 'a@x.test', name: 'Ben', companyName: PHISHING_COMPANY, link }),
      confirmEmailChangeMail({ to: 'a@x.test', companyName: PHISHING_COMPANY, link }),
      emailChangeNoticeMail({ to: 'a@x.test', newEmail: 'b@x.test', companyName: PHISHING_COMPANY }),
      previewMail({ to: 'a@x.test', subject: 'Hello', html: '<p>Hi</p>', text: 'Hi', ...sender }),
      mailerTestMail({
        to: 'a@x.test',
        from: { name: 'News', address: 'news@mail.acme.example.com' },
        mailer: { alias: 'News', type: 'socketlabs' },
        ...sender,
      }),
    ];
    for (const mail of mails) expectCompanyOnlyLabelled(mail, PHISHING_COMPANY);
  });

  it('sends invitations, resets and previews of a company so named with the name labelled, in every part', async () => {
    t = await build();
    const { admin, email } = await freshCompany();
    await t.db
      .updateTable('companies')
      .set({ name: PHISHING_COMPANY })
      .where('id', '=', admin.company.id)
      .execute();
    const plain = await createGroup(t, admin.company.id, { projects: true }, 'Plain');
    expect((await invite(admin.bearer, plain.id, 'ben@acme.test')).statusCode).toBe(201);
    expectCompanyOnlyLabelled(t.mailer.last(), PHISHING_COMPANY);
    const member = await createUser(t, admin.company.id, { groupId: plain.id, email: 'mia@acme.test' });
    await send(t, 'PUT', `/api/users/reset-password/${member.id}`, admin.bearer, { password: '' });
    expectCompanyOnlyLabelled(t.mailer.last(), PHISHING_COMPANY);
    expect((await previewEmail(admin.bearer, email.id, admin.user.email)).statusCode).toBe(200);
    const preview = t.mailer.last();
    // The template's own text is the company's business; the platform's words name the company only labelled.
    expect(preview.text.split('\n').filter((line) => line.includes(PHISHING_COMPANY))).toEqual([
      `Company: ${PHISHING_COMPANY}`,
    ]);
    expect(preview.html).toContain(`>Company: ${PHISHING_COMPANY}</p>`);
  });
});

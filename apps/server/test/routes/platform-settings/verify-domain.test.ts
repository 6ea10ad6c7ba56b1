import { domainMessages, mailerMessages } from '@qone/domain/messages';
import type { components } from '@qone/domain/schema';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type DnsZone, publish, startDnsZone } from '../../fixtures/dns-zone.js';
import { signedInAdmin } from '../../fixtures/records.js';
import { activity, addDomain, addMailer, call } from '../../fixtures/settings.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
let zone: DnsZone;
beforeAll(async () => {
  zone = await startDnsZone();
});
afterAll(async () => zone?.close());
afterEach(async () => {
  zone.records.clear();
  await t?.app.close();
});

type DnsRecord = components['schemas']['DnsRecord'];

async function setUp() {
  t = await build({ dnsServers: [zone.address] });
  const admin = await signedInAdmin(t);
  const id = await addDomain(t, admin.bearer, 'mail.acme.example.com');
  await addMailer(t, admin.bearer, { mailer: 'news', alias: 'Acme News', domain: id, type: 'socketlabs' });
  const [domain] = (await call(t, admin.bearer, 'GET', '/api/platform-settings/domains')).json().data;
  // Later than the additions, so the activity record orders the check after them.
  t.clock.advance(1000);
  return { admin, id, records: domain.records as DnsRecord[] };
}

const verify = (headers: Record<string, string>, id: string) =>
  call(t, headers, 'POST', `/api/platform-settings/domain/${id}/verify`);

describe('POST /api/platform-settings/domain/{id}/verify (verifyDomain) against a DNS server on loopback', () => {
  it('4 checks of one domain at once each answer 200 and leave one result per record (no duplicate key)', async () => {
    const { admin, id, records } = await setUp();
    publish(zone, records);
    const responses = await Promise.all([1, 2, 3, 4].map(() => verify(admin.bearer, id)));
    expect(responses.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    const stored = await t.db
      .selectFrom('domain_dns_checks')
      .select('purpose')
      .where('domain_id', '=', id)
      .execute();
    expect(stored.map((row) => row.purpose).sort()).toEqual(['dkim', 'dmarc', 'return-path', 'spf']);
  });

  it('verifies a domain whose records are all published (the long DKIM key split into 255-octet strings)', async () => {
    const { admin, id, records } = await setUp();
    publish(zone, records);
    const res = await verify(admin.bearer, id);
    expect(res.statusCode).toBe(200);
    const { message, data } = res.json();
    expect(message).toBe(domainMessages.verified);
    expect(data.status).toBe('verified');
    expect(data.lastCheckedAt).toBe(t.clock.now().toISOString());
    expect(data.records.map((r: DnsRecord) => r.status)).toEqual([
      'verified',
      'verified',
      'verified',
      'verified',
    ]);
    expect(data.records[1].value.length).toBeGreaterThan(255);
    // The result is stored: the list shows it.
    const [listed] = (await call(t, admin.bearer, 'GET', '/api/platform-settings/domains')).json().data;
    expect(listed.status).toBe('verified');
    expect(listed.records[0].checkedAt).toBe(t.clock.now().toISOString());
    const events = await activity(t, admin.bearer, 'domains');
    expect(events[0]).toMatchObject({
      action: 'domain.verified',
      before: { status: 'unverified' },
      after: { status: 'verified' },
    });
  });

  it('shows a wrong record as a mismatch with the value found, and the domain as partially verified', async () => {
    const { admin, id, records } = await setUp();
    publish(zone, records, (record) => (record.type === 'CNAME' ? 'bounce.elsewhere.example' : record.value));
    const { message, data } = (await verify(admin.bearer, id)).json();
    expect(data.status).toBe('partial');
    expect(message).toBe(domainMessages.partlyVerified(2, 3));
    const bounce = data.records.find((r: DnsRecord) => r.purpose === 'return-path');
    expect(bounce).toMatchObject({ status: 'mismatch', found: 'bounce.elsewhere.example' });
  });

  it('tells missing, mismatching SPF and temporary failures apart; DMARC missing is only a recommendation', async () => {
    const { admin, id, records } = await setUp();
    publish(zone, records, (record) => {
      if (record.purpose === 'spf') return 'v=spf1 include:other.example ~all';
      if (record.purpose === 'dmarc') return undefined;
      return record.value;
    });
    const dkim = records.find((r) => r.purpose === 'dkim');
    if (!dkim) throw new Error('no dkim record');
    zone.records.set(dkim.host, { servfail: true });
    const { data } = (await verify(admin.bearer, id)).json();
    const status = Object.fromEntries(data.records.map((r: DnsRecord) => [r.purpose, r.status]));
    expect(status).toEqual({ spf: 'mismatch', dkim: 'error', 'return-path': 'verified', dmarc: 'missing' });
    expect(data.records[0].found).toBe('v=spf1 include:other.example ~all');
    expect(data.status).toBe('partial');
  });

  it('refuses a test send until the domain is verified, then sends with a DMARC warning', async () => {
    const { admin, id, records } = await setUp();
    const [mailer] = (await call(t, admin.bearer, 'GET', '/api/platform-settings/mailers')).json().data;
    const refused = await call(t, admin.bearer, 'POST', `/api/platform-settings/mailer/${mailer._id}/test`, {
      email: 'ops@mail.acme.example.com',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: mailerMessages.domainNotVerified('mail.acme.example.com') });
    expect(t.mailer.sent).toHaveLength(0);

    publish(zone, records, (record) => (record.purpose === 'dmarc' ? undefined : record.value));
    await verify(admin.bearer, id);
    const sent = await call(t, admin.bearer, 'POST', `/api/platform-settings/mailer/${mailer._id}/test`, {
      email: 'ops@mail.acme.example.com',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      message: mailerMessages.testQueued('ops@mail.acme.example.com'),
      mailId: expect.any(String),
      warnings: [mailerMessages.dmarcMissing('mail.acme.example.com')],
    });
    expect(t.mailer.last()).toMatchObject({
      to: 'ops@mail.acme.example.com',
      from: { name: 'Acme News', address: 'news@mail.acme.example.com' },
    });
    // The dialog learns the outcome from the queued mail's state.
    const status = await call(t, admin.bearer, 'GET', `/api/mail/${sent.json().mailId}`);
    expect(status.json()).toEqual({
      data: { _id: sent.json().mailId, state: 'sent', at: expect.any(String), reason: null },
    });
  });

  it('a renamed domain needs its records checked again', async () => {
    const { admin, id, records } = await setUp();
    publish(zone, records);
    await verify(admin.bearer, id);
    const renamed = await call(t, admin.bearer, 'PUT', `/api/platform-settings/domain/${id}`, {
      domain: 'post.acme.example.com',
      active: true,
      baseVersion: 1,
    });
    const [domain] = renamed.json().data;
    expect(domain.status).toBe('unverified');
    expect(domain.records.every((r: DnsRecord) => r.status === 'pending')).toBe(true);
  });

  it('answers 404 for another company’s domain', async () => {
    const { id } = await setUp();
    const other = await signedInAdmin(t);
    expect((await verify(other.bearer, id)).statusCode).toBe(404);
  });
});

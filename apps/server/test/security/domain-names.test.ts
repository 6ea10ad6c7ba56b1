import { expectedRecords, FOUND_MAX_LENGTH } from '@qone/domain/dns-records';
import { domainMessages } from '@qone/domain/messages';
import type { components } from '@qone/domain/schema';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { throttlePolicies } from '../../src/auth/throttle.js';
import { type DnsZone, publish, startDnsZone } from '../fixtures/dns-zone.js';
import { signedInAdmin } from '../fixtures/records.js';
import { addDomain, call } from '../fixtures/settings.js';
import { build, type TestApp } from '../helpers/build.js';

/**
 * Issue 21, point 8: adding `intranet.corp.internal` and verifying it answered the TXT value the server's own
 * resolver had for `_dmarc.intranet.corp.internal` ("db-password=…"). Names without a public suffix are refused
 * when a domain is added or renamed, a stored one is never looked up again, found values are shown only for the
 * very names the admin was asked to publish (never through an alias) and cut short, and a company's checks are
 * rate-limited. The loopback DNS server answers whatever it is given, as a split-horizon resolver would.
 */
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

const SECRET = 'db-password=correct-horse-battery-staple';
const verify = (headers: Record<string, string>, id: string) =>
  call(t, headers, 'POST', `/api/platform-settings/domain/${id}/verify`);
const domains = async (headers: Record<string, string>) =>
  (await call(t, headers, 'GET', '/api/platform-settings/domains')).json().data as {
    _id: string;
    domain: string;
    version: number;
    records: DnsRecord[];
  }[];
const stored = () => t.db.selectFrom('sending_domains').select(['id', 'domain']).execute();

describe('21.8 Domain verification reads the server’s internal DNS', () => {
  it('refuses to add or rename to a name without a public suffix, in the same words as the fake', async () => {
    t = await build({ dnsServers: [zone.address] });
    const admin = await signedInAdmin(t);
    for (const name of [
      'intranet.corp.internal',
      'printer.local',
      'nas.lan',
      'mail.corp',
      'nas.home.arpa',
      'mail.demo.example',
      'send.alpha.test',
      'router.localhost',
      'co.uk',
    ]) {
      const res = await call(t, admin.bearer, 'POST', '/api/platform-settings/domain', { domain: name });
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toEqual({ error: domainMessages.notPublic });
    }
    expect(await stored()).toEqual([]);
    const id = await addDomain(t, admin.bearer, 'mail.acme.example.com');
    const [domain] = await domains(admin.bearer);
    const renamed = await call(t, admin.bearer, 'PUT', `/api/platform-settings/domain/${id}`, {
      domain: 'mail.intranet.internal',
      active: true,
      baseVersion: domain?.version,
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toEqual({ error: domainMessages.notPublic });
    expect((await stored()).map((row) => row.domain)).toEqual(['mail.acme.example.com']);
  });

  it('keeps a domain stored before the rule, hides what its checks found, and never looks it up again', async () => {
    t = await build({ dnsServers: [zone.address] });
    const admin = await signedInAdmin(t);
    const id = await addDomain(t, admin.bearer, 'mail.acme.example.com');
    // As an earlier version stored it: an internal name, checked once against the server's resolver.
    await t.db
      .updateTable('sending_domains')
      .set({ domain: 'intranet.corp.internal' })
      .where('id', '=', id)
      .execute();
    const [before] = await domains(admin.bearer);
    const dmarc = before?.records.find((record) => record.purpose === 'dmarc');
    if (!dmarc) throw new Error('no DMARC record');
    await t.db
      .insertInto('domain_dns_checks')
      .values({
        domain_id: id,
        host: dmarc.host,
        purpose: 'dmarc',
        expected: dmarc.value,
        status: 'mismatch',
        found: SECRET,
        checked_at: t.clock.now(),
      })
      .execute();
    zone.records.set(dmarc.host, { TXT: [SECRET] });

    const listed = await domains(admin.bearer);
    expect(JSON.stringify(listed)).not.toContain(SECRET);
    expect(listed[0]?.records.find((record) => record.purpose === 'dmarc')?.status).toBe('mismatch');

    const res = await verify(admin.bearer, id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: domainMessages.cannotVerify('intranet.corp.internal') });
    // Nothing stored is lost: the domain, its name and its old check stay; it may still be deactivated.
    const checks = await t.db
      .selectFrom('domain_dns_checks')
      .select('found')
      .where('domain_id', '=', id)
      .execute();
    expect(checks).toEqual([{ found: SECRET }]);
    const deactivated = await call(t, admin.bearer, 'PUT', `/api/platform-settings/domain/${id}`, {
      domain: 'intranet.corp.internal',
      active: false,
      baseVersion: listed[0]?.version,
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(JSON.stringify(deactivated.json())).not.toContain(SECRET);
  });

  it('shows no value reached through an alias, and cuts a found value to 255 characters', async () => {
    t = await build({ dnsServers: [zone.address] });
    const admin = await signedInAdmin(t);
    const id = await addDomain(t, admin.bearer, 'mail.acme.example.com');
    const [domain] = await domains(admin.bearer);
    const records = domain?.records ?? [];
    publish(zone, records);
    const dmarcHost = `_dmarc.${domain?.domain}`;
    // An alias to an internal name: a recursive resolver follows it and answers the internal TXT values.
    zone.records.set(dmarcHost, { CNAME: 'secrets.corp.internal', TXT: [SECRET] });
    const dkim = records.find((record) => record.purpose === 'dkim');
    if (!dkim) throw new Error('no DKIM record');
    zone.records.set(dkim.host, { TXT: [`v=DKIM1; k=rsa; p=${'A'.repeat(300)}`] });

    const res = await verify(admin.bearer, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(SECRET);
    const checked = res.json().data.records as DnsRecord[];
    expect(checked.find((record) => record.purpose === 'dmarc')).toMatchObject({
      status: 'mismatch',
      found: 'CNAME secrets.corp.internal',
    });
    const foundDkim = checked.find((record) => record.purpose === 'dkim');
    expect(foundDkim?.status).toBe('mismatch');
    expect(foundDkim?.found?.length).toBe(FOUND_MAX_LENGTH);
    expect(foundDkim?.found?.endsWith('…')).toBe(true);
    // The records asked for are the product's own, under the domain and nowhere else.
    expect(checked.map((record) => record.host)).toEqual(
      expectedRecords('mail.acme.example.com', ['socketlabs', 'ese'], '').map((record) => record.host),
    );
  });

  it('limits how often a company has its domains checked, apart from other companies', async () => {
    t = await build({ dnsServers: [zone.address] });
    const admin = await signedInAdmin(t);
    const other = await signedInAdmin(t);
    const id = await addDomain(t, admin.bearer, 'mail.acme.example.com');
    const otherId = await addDomain(t, other.bearer, 'mail.beta.example.org');
    const { max } = throttlePolicies.domainVerifyPerCompany;
    for (let n = 0; n < max; n += 1) expect((await verify(admin.bearer, id)).statusCode).toBe(200);
    const refused = await verify(admin.bearer, id);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await verify(other.bearer, otherId)).statusCode).toBe(200);
  });
});

import { domainMessages } from '@qone/domain/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../fixtures/records.js';
import { activity, addDomain, addMailer, call } from '../../fixtures/settings.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

describe('sending domains (listDomains, createDomain, updateDomain, deleteDomain)', () => {
  it('adds a domain active and unverified, with the records every mailer type needs while none sends from it', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const res = await call(t, admin.bearer, 'POST', '/api/platform-settings/domain', {
      domain: 'mail.acme.example.com',
    });
    expect(res.statusCode).toBe(201);
    const [domain] = res.json().data;
    expect(domain).toMatchObject({
      domain: 'mail.acme.example.com',
      active: true,
      status: 'unverified',
      lastCheckedAt: null,
    });
    const hosts = domain.records.map((r: { purpose: string; host: string; provider: string | null }) => [
      r.purpose,
      r.host,
      r.provider,
    ]);
    expect(hosts).toEqual([
      ['spf', 'mail.acme.example.com', null],
      ['dkim', 'qone-sl._domainkey.mail.acme.example.com', 'socketlabs'],
      ['return-path', 'sl-bounce.mail.acme.example.com', 'socketlabs'],
      ['dkim', 'qone-ese._domainkey.mail.acme.example.com', 'ese'],
      ['return-path', 'ese-bounce.mail.acme.example.com', 'ese'],
      ['dmarc', '_dmarc.mail.acme.example.com', null],
    ]);
    expect(domain.records[0].value).toBe('v=spf1 include:email.socketlabs.com include:spf.ese-mail.net ~all');
    expect(domain.records[1].value).toMatch(/^v=DKIM1; k=rsa; p=[A-Za-z0-9+/]+=*$/);
    expect(domain.records.every((r: { status: string }) => r.status === 'pending')).toBe(true);
    expect(domain.records.at(-1).required).toBe(false);
    // The DKIM private key is sealed at rest and never part of an answer.
    const row = await t.db.selectFrom('sending_domains').selectAll().executeTakeFirstOrThrow();
    expect(row.dkim_private_key).toMatch(/^v1\./);
    expect(res.body).not.toContain(row.dkim_private_key.split('.')[3]);
    expect(res.body).not.toContain('PRIVATE KEY');
  });

  it('shows only the records of the mailer types that send from the domain', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const id = await addDomain(t, admin.bearer, 'mail.acme.example.com');
    await addMailer(t, admin.bearer, { mailer: 'news', alias: 'Acme News', domain: id, type: 'ese' });
    const [domain] = (await call(t, admin.bearer, 'GET', '/api/platform-settings/domains')).json().data;
    expect(
      domain.records.map((r: { purpose: string; provider: string | null }) => `${r.purpose}:${r.provider}`),
    ).toEqual(['spf:null', 'dkim:ese', 'return-path:ese', 'dmarc:null']);
    expect(domain.records[0].value).toBe('v=spf1 include:spf.ese-mail.net ~all');
  });

  it('refuses a duplicate in any case (409), an invalid host name (400), and keeps domains per company', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    await addDomain(t, admin.bearer, 'mail.acme.example.com');
    const duplicate = await call(t, admin.bearer, 'POST', '/api/platform-settings/domain', {
      domain: 'MAIL.acme.example.com',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ error: domainMessages.taken });
    for (const domain of [
      'no-tld',
      'a.b.c1',
      `${'a'.repeat(64)}.example`,
      `${'abc.'.repeat(63)}example`,
      'bad_label.example',
    ]) {
      const res = await call(t, admin.bearer, 'POST', '/api/platform-settings/domain', { domain });
      expect(res.statusCode, domain).toBe(400);
      expect(res.json()).toEqual({ error: expect.any(String) });
    }
    // Another company may add the same name: a refusal would tell it that the name is taken elsewhere.
    const other = await signedInAdmin(t);
    await addDomain(t, other.bearer, 'mail.acme.example.com');
    expect((await call(t, admin.bearer, 'GET', '/api/platform-settings/domains')).json().data).toHaveLength(
      1,
    );
  });

  it('deactivates and reactivates a domain, renames it, and records each change', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const id = await addDomain(t, admin.bearer, 'mail.acme.example.com');
    t.clock.advance(1000);
    const off = await call(t, admin.bearer, 'PUT', `/api/platform-settings/domain/${id}`, {
      domain: 'mail.acme.example.com',
      active: false,
      baseVersion: 1,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data[0]).toMatchObject({ active: false });
    t.clock.advance(1000);
    const on = await call(t, admin.bearer, 'PUT', `/api/platform-settings/domain/${id}`, {
      domain: 'post.acme.example.com',
      active: true,
      baseVersion: 2,
    });
    expect(on.json().data[0]).toMatchObject({ domain: 'post.acme.example.com', active: true });
    const events = await activity(t, admin.bearer, 'domains');
    expect(events.map((e) => e.action)).toEqual(['domain.updated', 'domain.updated', 'domain.created']);
    expect(events[0]).toMatchObject({
      before: { domain: 'mail.acme.example.com', active: false },
      after: { domain: 'post.acme.example.com', active: true },
    });
  });

  it('refuses to delete a domain a mailer uses (409), deletes it once unused', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const id = await addDomain(t, admin.bearer, 'mail.acme.example.com');
    const mailer = await addMailer(t, admin.bearer, {
      mailer: 'news',
      alias: 'Acme News',
      domain: id,
      type: 'socketlabs',
    });
    const refused = await call(t, admin.bearer, 'DELETE', `/api/platform-settings/domain/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: domainMessages.inUse(['news@mail.acme.example.com']) });
    await call(t, admin.bearer, 'DELETE', `/api/platform-settings/mailer/${mailer}`);
    const deleted = await call(t, admin.bearer, 'DELETE', `/api/platform-settings/domain/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ data: [] });
  });
});

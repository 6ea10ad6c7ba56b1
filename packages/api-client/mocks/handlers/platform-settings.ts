import { activity } from '@qone/domain/activity';
import { type DnsLookup, judgeRecord, missingRecommendations } from '@qone/domain/dns-records';
import { isPublicDomainName } from '@qone/domain/domain-names';
import { domainMessages, mailDeliveryMessages, mailerMessages } from '@qone/domain/messages';
import type { components } from '../../src/schema';
import { changeRecord, type MockDb, type StoredMailer, shownFields } from '../db';
import { fakeDkimKey, type StoredDomain } from '../fixtures/settings';
import { assertCurrent, badRequest, conflict, notFound, routesFor } from '../http';
import { assertPreviewRecipient, takePreviewQuota } from '../mail-limits';

type MailerRequest = components['schemas']['MailerRequest'];

/** What the fake's DNS (`db.dnsZone`) answers for a name, as Node's resolver reports it to the server. */
function lookUp(db: MockDb, host: string, type: 'TXT' | 'CNAME'): DnsLookup {
  const entry = db.dnsZone.get(host.toLowerCase());
  if (entry?.fail) return { kind: 'error' };
  // As the server: a TXT record's name that is an alias answers its target, never the values behind it.
  if (type === 'TXT' && entry?.CNAME) return { kind: 'alias', target: entry.CNAME };
  const values = type === 'TXT' ? (entry?.TXT ?? []) : entry?.CNAME ? [entry.CNAME] : [];
  return values.length > 0 ? { kind: 'found', values } : { kind: 'missing' };
}

/** Sending domains and mailers; every write answers the new list. */
export function platformSettingsHandlers(db: MockDb) {
  const { get, post, put, delete: del } = routesFor(db);

  const domainById = (id: string) =>
    db.domains.find((domain) => domain._id === id) ?? notFound(domainMessages.notFound);
  const mailerById = (id: string) =>
    db.mailers.find((mailer) => mailer._id === id) ?? notFound(mailerMessages.notFound);
  const assertDomainFree = (name: string, except?: StoredDomain) => {
    if (
      db.domains.some((domain) => domain !== except && domain.domain.toLowerCase() === name.toLowerCase())
    ) {
      conflict(domainMessages.taken);
    }
  };
  /** A mailer sends from an active domain, under a name no other mailer has. */
  const mailerFields = (
    body: MailerRequest,
    except?: StoredMailer,
  ): Omit<StoredMailer, '_id' | 'version'> => {
    const domain = domainById(body.domain);
    if (!domain.active) badRequest(domainMessages.inactive);
    const name = body.mailer.toLowerCase();
    if (db.mailers.some((other) => other !== except && other.mailer.toLowerCase() === name)) {
      conflict(mailerMessages.nameTaken);
    }
    return { mailer: body.mailer, alias: body.alias, domainId: domain._id, type: body.type };
  };
  const domainTarget = (domain: StoredDomain) => ({
    type: 'domain' as const,
    id: domain._id,
    label: domain.domain,
  });
  const mailerRecord = (mailer: Omit<StoredMailer, '_id' | 'version'>) => ({
    mailer: mailer.mailer,
    alias: mailer.alias,
    type: mailer.type,
    domain: db.domains.find((domain) => domain._id === mailer.domainId)?.domain ?? '',
  });

  return [
    get('/api/platform-settings/domains', ({ response }) => response(200).json({ data: db.domainList() })),

    post('/api/platform-settings/domain', ({ body, response }) => {
      if (!isPublicDomainName(body.domain)) badRequest(domainMessages.notPublic);
      assertDomainFree(body.domain);
      const domain: StoredDomain = {
        _id: db.id(),
        domain: body.domain,
        active: true,
        dkimKey: fakeDkimKey(body.domain),
        lastCheckedAt: null,
        checks: [],
        version: 1,
      };
      db.domains.push(domain);
      db.recordActivity(
        activity.domains({
          actor: db.actor(),
          action: 'domain.created',
          target: domainTarget(domain),
          before: null,
          after: { domain: domain.domain, active: true },
        }),
      );
      return response(201).json({ data: db.domainList() });
    }),

    put('/api/platform-settings/domain/{id}', ({ params, body, response }) => {
      const domain = domainById(params.id);
      assertCurrent(domain, body.baseVersion, domainMessages.stale, () => db.toDomain(domain));
      const renamed = body.domain.toLowerCase() !== domain.domain.toLowerCase();
      if (renamed && !isPublicDomainName(body.domain)) badRequest(domainMessages.notPublic);
      assertDomainFree(body.domain, domain);
      const before = { domain: domain.domain, active: domain.active };
      changeRecord(domain, shownFields.domain, (changed) =>
        Object.assign(changed, { domain: body.domain, active: body.active }),
      );
      db.recordActivity(
        activity.domains({
          actor: db.actor(),
          action: 'domain.updated',
          target: domainTarget(domain),
          before,
          after: { domain: body.domain, active: body.active },
        }),
      );
      return response(200).json({ data: db.domainList() });
    }),

    del('/api/platform-settings/domain/{id}', ({ params, response }) => {
      const domain = domainById(params.id);
      const senders = db.mailers
        .filter((mailer) => mailer.domainId === domain._id)
        .map((mailer) => mailer.mailer)
        .sort();
      if (senders.length > 0)
        conflict(domainMessages.inUse(senders.map((mailer) => `${mailer}@${domain.domain}`)));
      db.domains = db.domains.filter((candidate) => candidate !== domain);
      db.recordActivity(
        activity.domains({
          actor: db.actor(),
          action: 'domain.deleted',
          target: domainTarget(domain),
          before: { domain: domain.domain, active: domain.active },
          after: null,
        }),
      );
      return response(200).json({ data: db.domainList() });
    }),

    get('/api/platform-settings/storage', ({ response }) => {
      const use = db.storageUse();
      return response(200).json({
        data: {
          quotaBytes: db.storageQuotaBytes,
          usedBytes: use.templateVersions + use.files + use.previews,
          templateVersionsBytes: use.templateVersions,
          filesBytes: use.files,
          previewsBytes: use.previews,
        },
      });
    }),

    post('/api/platform-settings/domain/{id}/verify', ({ params, response }) => {
      const domain = domainById(params.id);
      if (!isPublicDomainName(domain.domain)) badRequest(domainMessages.cannotVerify(domain.domain));
      const before = db.toDomain(domain);
      const at = db.now();
      domain.checks = before.records.map((record) => {
        const judged = judgeRecord(record, lookUp(db, record.host, record.type));
        return {
          purpose: record.purpose,
          host: record.host,
          expected: record.value,
          ...judged,
          checkedAt: at,
        };
      });
      domain.lastCheckedAt = at;
      const after = db.toDomain(domain);
      if (after.status !== before.status) {
        db.recordActivity(
          activity.domains({
            actor: db.actor(),
            action: 'domain.verified',
            target: domainTarget(domain),
            before: { status: before.status },
            after: { status: after.status },
          }),
        );
      }
      const required = after.records.filter((record) => record.required);
      const verified = required.filter((record) => record.status === 'verified').length;
      const message = domainMessages.checked(verified, required.length);
      return response(200).json({ message, data: after });
    }),

    get('/api/platform-settings/mailers', ({ response }) => response(200).json({ data: db.mailerList() })),
    get('/api/installation-links', ({ response }) =>
      response(200).json({ data: { ...db.installationLinks } }),
    ),

    post('/api/platform-settings/mailer', ({ body, response }) => {
      const mailer = { _id: db.id(), ...mailerFields(body), version: 1 };
      db.mailers.push(mailer);
      db.recordActivity(
        activity.mailers({
          actor: db.actor(),
          action: 'mailer.created',
          target: { id: mailer._id, label: mailer.mailer },
          before: null,
          after: mailerRecord(mailer),
        }),
      );
      return response(201).json({ data: db.mailerList() });
    }),

    put('/api/platform-settings/mailer/{id}', ({ params, body, response }) => {
      const mailer = mailerById(params.id);
      assertCurrent(mailer, body.baseVersion, mailerMessages.stale, () => db.toMailer(mailer));
      const { baseVersion: _base, ...request } = body;
      const fields = mailerFields(request, mailer);
      const before = mailerRecord(mailer);
      changeRecord(mailer, shownFields.mailer, (changed) => Object.assign(changed, fields));
      db.recordActivity(
        activity.mailers({
          actor: db.actor(),
          action: 'mailer.updated',
          target: { id: mailer._id, label: mailer.mailer },
          before,
          after: mailerRecord(mailer),
        }),
      );
      return response(200).json({ data: db.mailerList() });
    }),

    del('/api/platform-settings/mailer/{id}', ({ params, response }) => {
      const mailer = mailerById(params.id);
      db.mailers = db.mailers.filter((candidate) => candidate !== mailer);
      db.recordActivity(
        activity.mailers({
          actor: db.actor(),
          action: 'mailer.deleted',
          target: { id: mailer._id, label: mailer.mailer },
          before: mailerRecord(mailer),
          after: null,
        }),
      );
      return response(200).json({ data: db.mailerList() });
    }),

    post('/api/platform-settings/mailer/{id}/test', ({ params, body, response }) => {
      const mailer = mailerById(params.id);
      const domain = db.toDomain(domainById(mailer.domainId));
      if (!domain.active) conflict(mailerMessages.domainInactive(domain.domain));
      if (domain.status !== 'verified') conflict(mailerMessages.domainNotVerified(domain.domain));
      assertPreviewRecipient(db, body.email);
      takePreviewQuota(db);
      const warnings = missingRecommendations(domain.records).map(() =>
        mailerMessages.dmarcMissing(domain.domain),
      );
      const mail = db.sendMail({
        to: body.email,
        kind: 'mailer-test',
        token: null,
        ...(db.session ? { requestedBy: db.session.user._id } : {}),
      });
      return response(200).json({
        message: mailerMessages.testQueued(body.email),
        warnings,
        mailId: mail._id,
      });
    }),

    // Only the caller's own mails; anyone else's id is a 404 like an unknown one.
    get('/api/mail/{id}', ({ params, response }) => {
      const caller = db.session?.user._id;
      const mail =
        db.mails.find((candidate) => candidate._id === params.id && candidate.requestedBy === caller) ??
        notFound(mailDeliveryMessages.notFound);
      return response(200).json({
        data: { _id: mail._id, state: mail.state, at: mail.at, reason: mail.reason },
      });
    }),
  ];
}

import { domainMessages, mailerMessages } from '../../src/messages';
import type { components } from '../../src/schema';
import type { Domain } from '../../src/types';
import type { MockDb, StoredMailer } from '../db';
import { badRequest, conflict, notFound, routesFor } from '../http';

type MailerRequest = components['schemas']['MailerRequest'];

/** Sending domains and mailers; every write answers the new list. */
export function platformSettingsHandlers(db: MockDb) {
  const { get, post, put, delete: del } = routesFor(db);

  const domainById = (id: string) =>
    db.domains.find((domain) => domain._id === id) ?? notFound(domainMessages.notFound);
  const mailerById = (id: string) =>
    db.mailers.find((mailer) => mailer._id === id) ?? notFound(mailerMessages.notFound);
  const assertDomainFree = (name: string, except?: Domain) => {
    if (
      db.domains.some((domain) => domain !== except && domain.domain.toLowerCase() === name.toLowerCase())
    ) {
      conflict(domainMessages.taken);
    }
  };
  /** A mailer sends from an active domain, under a name no other mailer has. */
  const mailerFields = (body: MailerRequest, except?: StoredMailer): Omit<StoredMailer, '_id'> => {
    const domain = domainById(body.domain);
    if (!domain.active) badRequest(domainMessages.inactive);
    const name = body.mailer.toLowerCase();
    if (db.mailers.some((other) => other !== except && other.mailer.toLowerCase() === name)) {
      conflict(mailerMessages.nameTaken);
    }
    return { mailer: body.mailer, alias: body.alias, domainId: domain._id, type: body.type };
  };

  return [
    get('/api/platform-settings/domains', ({ response }) => response(200).json({ data: db.domainList() })),

    post('/api/platform-settings/domain', ({ body, response }) => {
      assertDomainFree(body.domain);
      db.domains.push({ _id: db.id(), domain: body.domain, active: true });
      return response(201).json({ data: db.domainList() });
    }),

    put('/api/platform-settings/domain/{id}', ({ params, body, response }) => {
      const domain = domainById(params.id);
      assertDomainFree(body.domain, domain);
      Object.assign(domain, { domain: body.domain, active: body.active });
      return response(200).json({ data: db.domainList() });
    }),

    del('/api/platform-settings/domain/{id}', ({ params, response }) => {
      const domain = domainById(params.id);
      if (db.mailers.some((mailer) => mailer.domainId === domain._id)) conflict(domainMessages.inUse);
      db.domains = db.domains.filter((candidate) => candidate !== domain);
      return response(200).json({ data: db.domainList() });
    }),

    get('/api/platform-settings/mailers', ({ response }) => response(200).json({ data: db.mailerList() })),

    post('/api/platform-settings/mailer', ({ body, response }) => {
      db.mailers.push({ _id: db.id(), ...mailerFields(body) });
      return response(201).json({ data: db.mailerList() });
    }),

    put('/api/platform-settings/mailer/{id}', ({ params, body, response }) => {
      const mailer = mailerById(params.id);
      Object.assign(mailer, mailerFields(body, mailer));
      return response(200).json({ data: db.mailerList() });
    }),

    del('/api/platform-settings/mailer/{id}', ({ params, response }) => {
      const mailer = mailerById(params.id);
      db.mailers = db.mailers.filter((candidate) => candidate !== mailer);
      return response(200).json({ data: db.mailerList() });
    }),
  ];
}

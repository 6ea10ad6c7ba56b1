import type { Domain, MailerType } from '../../src/types';
import type { MockDb, StoredMailer } from '../db';
import { badRequest, conflict, notFound, routesFor } from '../route';
import {
  type Body,
  onlyKeys,
  readJson,
  requireBoolean,
  requireOneOf,
  requireText,
  requireUuid,
} from '../validate';

/** The contract's `Hostname`: labels of at most 63 characters, a top-level domain of 2 or more letters. */
const HOSTNAME = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
const MAILER_TYPES = ['socketlabs', 'ese'] as const satisfies readonly MailerType[];

function hostname(body: Body): string {
  return requireText(body, 'domain', {
    required: 'Domain is required',
    min: [4, 'Invalid domain'],
    max: 253,
    pattern: [HOSTNAME, 'Invalid domain'],
  });
}

/** Sending domains and mailers; every write answers the new list. */
export function platformSettingsHandlers(db: MockDb) {
  const { get, post, put, delete: del } = routesFor(db);

  const domainById = (id: string) => db.domains.find((domain) => domain._id === id) ?? notFound();
  const mailerById = (id: string) => db.mailers.find((mailer) => mailer._id === id) ?? notFound();
  const assertDomainFree = (name: string, except?: Domain) => {
    if (
      db.domains.some((domain) => domain !== except && domain.domain.toLowerCase() === name.toLowerCase())
    ) {
      conflict('This domain already exists');
    }
  };
  const mailerFields = (body: Body, except?: StoredMailer): Omit<StoredMailer, '_id'> => {
    onlyKeys(body, ['mailer', 'alias', 'domain', 'type']);
    const mailer = requireText(body, 'mailer', {
      required: 'Mailer name is required',
      min: [3, 'Mailer name must be at least 3 characters'],
      max: 200,
    });
    const alias = requireText(body, 'alias', { required: 'Alias is required', max: 200 });
    const domainId = requireUuid(body, 'domain');
    const type = requireOneOf(body, 'type', MAILER_TYPES);
    const domain = db.domains.find((candidate) => candidate._id === domainId) ?? notFound('Domain not found');
    if (!domain.active) badRequest('The domain is not active');
    if (db.mailers.some((other) => other !== except && other.mailer.toLowerCase() === mailer.toLowerCase())) {
      conflict('A mailer with this name already exists');
    }
    return { mailer, alias, domainId, type };
  };

  return [
    get('/api/platform-settings/domains', { permission: 'settings' }, ({ json }) =>
      json(200, { data: db.domainList() }),
    ),

    post('/api/platform-settings/domain', { permission: 'settings' }, async ({ request, json }) => {
      const body = await readJson(request);
      onlyKeys(body, ['domain']);
      const domain = hostname(body);
      assertDomainFree(domain);
      db.domains.push({ _id: db.id(), domain, active: true });
      return json(201, { data: db.domainList() });
    }),

    put(
      '/api/platform-settings/domain/{id}',
      { permission: 'settings' },
      async ({ request, params, json }) => {
        const domain = domainById(params.id);
        const body = await readJson(request);
        onlyKeys(body, ['domain', 'active']);
        const name = hostname(body);
        const active = requireBoolean(body, 'active');
        assertDomainFree(name, domain);
        Object.assign(domain, { domain: name, active });
        return json(200, { data: db.domainList() });
      },
    ),

    del('/api/platform-settings/domain/{id}', { permission: 'settings' }, ({ params, json }) => {
      const domain = domainById(params.id);
      if (db.mailers.some((mailer) => mailer.domainId === domain._id))
        conflict('A mailer still uses this domain');
      db.domains = db.domains.filter((candidate) => candidate !== domain);
      return json(200, { data: db.domainList() });
    }),

    get('/api/platform-settings/mailers', { permission: 'settings' }, ({ json }) =>
      json(200, { data: db.mailerList() }),
    ),

    post('/api/platform-settings/mailer', { permission: 'settings' }, async ({ request, json }) => {
      const fields = mailerFields(await readJson(request));
      db.mailers.push({ _id: db.id(), ...fields });
      return json(201, { data: db.mailerList() });
    }),

    put(
      '/api/platform-settings/mailer/{id}',
      { permission: 'settings' },
      async ({ request, params, json }) => {
        const mailer = mailerById(params.id);
        Object.assign(mailer, mailerFields(await readJson(request), mailer));
        return json(200, { data: db.mailerList() });
      },
    ),

    del('/api/platform-settings/mailer/{id}', { permission: 'settings' }, ({ params, json }) => {
      const mailer = mailerById(params.id);
      db.mailers = db.mailers.filter((candidate) => candidate !== mailer);
      return json(200, { data: db.mailerList() });
    }),
  ];
}

import { randomUUID } from 'node:crypto';
import { FAKE_INSTALLATION_LINKS } from '@qone/api-client/mocks';
import { hashPassword } from '../../../src/auth/passwords.js';
import { insertDefaultLanguages } from '../../../src/repositories/languages.js';
import { createCompany, createGroup } from '../../fixtures/records.js';
import { multipart } from '../../fixtures/uploads.js';
import { build, type TestApp } from '../../helpers/build.js';
import { startTranslationProvider } from '../../helpers/translation-provider.js';
import { type Fixture, PARITY_PASSWORD, PARITY_USER_AGENT } from '../case.js';
import { type Answer, fileAnswer, known, type LinkKind, type ParityDriver } from './driver.js';

const linkPatterns: Record<LinkKind, RegExp> = {
  register: /\/register\/([\w-]+)/,
  password: /\/password\?utoken=([\w-]+)/,
  'confirm-email': /\/confirm-email\?token=([\w-]+)/,
};

/** The real server: Fastify's inject on the test database (PGlite, or PostgreSQL with DATABASE_URL). */
export function serverDriver(): ParityDriver {
  let t: TestApp | undefined;
  let bearer: string | undefined;
  const users = new Map<string, { id: string; email: string; companyId: string }>();
  const groups = new Map<string, string>();
  const companies = new Map<string, string>();
  let provider: ReturnType<typeof startTranslationProvider> | undefined;
  const app = () => {
    if (!t) throw new Error('load a fixture first');
    return t;
  };

  const driver: ParityDriver = {
    side: 'server',

    async load(fixture: Fixture) {
      await t?.app.close();
      // Auto-translate through a loopback provider translating as the fake's does.
      provider ??= startTranslationProvider();
      const { url } = await provider;
      t = await build({
        translationProvider: { kind: 'libretranslate', url, apiKey: undefined, timeoutMs: 5000 },
        // The fake's installation links, so both sides answer the same addresses.
        installationLinks: { ...FAKE_INSTALLATION_LINKS },
      });
      bearer = undefined;
      users.clear();
      groups.clear();
      companies.clear();
      const passwordHash = await hashPassword(PARITY_PASSWORD);
      for (const company of fixture.companies) {
        const { id } = await createCompany(t, company.name);
        // As every company starts (seed, sign-up), and as the fake's companies do.
        await insertDefaultLanguages(t.db, id);
        companies.set(company.key, id);
        for (const group of company.groups) {
          groups.set(`${company.key}.${group.key}`, (await createGroup(t, id, group.access, group.name)).id);
        }
        for (const [n, user] of company.users.entries()) {
          const userId = randomUUID();
          await t.db
            .insertInto('users')
            .values({
              id: userId,
              company_id: id,
              name: user.name,
              email: user.email,
              phone: null,
              password_hash: user.invited ? null : passwordHash,
              permission_group_id: user.group ? known(groups, `${company.key}.${user.group}`) : null,
              is_deleted: false,
              // Older first, as listed.
              created_at: new Date(t.clock.now().getTime() - (company.users.length - n) * 60_000),
            })
            .execute();
          users.set(`${company.key}.${user.key}`, { id: userId, email: user.email, companyId: id });
        }
      }
    },

    async signIn(ref) {
      const user = known(users, ref);
      const res = await app().app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: user.email, password: PARITY_PASSWORD, companyId: user.companyId },
        headers: { 'user-agent': PARITY_USER_AGENT },
      });
      if (res.statusCode !== 200 || !res.json().token)
        throw new Error(`server: ${ref} could not sign in (${res.statusCode} ${res.body})`);
      bearer = res.json().token;
    },

    signOut() {
      bearer = undefined;
    },

    async request(method, path, body): Promise<Answer> {
      // The request's body: a multipart form for an upload, else JSON (or the raw text a case sends).
      let sent: { headers: Record<string, string>; payload?: Buffer | string } = { headers: {} };
      if (body.upload) {
        const form = multipart([
          ...Object.entries(body.upload.fields).map(([name, data]) => ({ name, data })),
          {
            name: 'file',
            filename: body.upload.fileName,
            contentType: body.upload.contentType,
            data: Buffer.from(body.upload.data),
          },
        ]);
        sent = { headers: form.headers, payload: form.payload };
      } else {
        const payload = body.raw ?? (body.json === undefined ? undefined : JSON.stringify(body.json));
        if (payload !== undefined) sent = { headers: { 'content-type': 'application/json' }, payload };
      }
      const res = await app().app.inject({
        method,
        url: path,
        headers: {
          'x-requested-with': 'qone-console',
          'user-agent': PARITY_USER_AGENT,
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
          ...sent.headers,
        },
        ...(sent.payload === undefined ? {} : { payload: sent.payload }),
      });
      // A file (the translation sheet) is compared by its type only.
      const type = String(res.headers['content-type'] ?? 'application/json');
      if (!type.startsWith('application/json')) {
        return { status: res.statusCode, body: fileAnswer(type, res.rawPayload) };
      }
      return { status: res.statusCode, body: res.body ? res.json() : undefined };
    },

    userId: (ref) => known(users, ref).id,
    email: (ref) => known(users, ref).email,
    groupId: (ref) => known(groups, ref),
    companyId: (key) => known(companies, key),

    link(kind, to) {
      for (const mail of [...app().mailer.sent].reverse()) {
        if (mail.to.toLowerCase() !== to.toLowerCase()) continue;
        const token = mail.text.match(linkPatterns[kind])?.[1];
        if (token) return token;
      }
      throw new Error(`server: no ${kind} link was mailed to ${to}`);
    },

    totpNow: () => app().clock.now().getTime(),
    origin: () => app().config.publicUrl,

    async afterStep() {
      await app().app.outbox.drain();
      app().clock.advance(60_000);
    },

    async close() {
      await t?.app.close();
      await (await provider)?.close();
      t = undefined;
    },
  };
  return driver;
}

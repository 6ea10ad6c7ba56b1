import { makeCompany } from '@qone/api-client/mocks';
import { createMockServer, type MockServer, strictListenOptions } from '@qone/api-client/mocks/node';
import { accessWith } from '@qone/domain/access';
import type { components } from '@qone/domain/schema';
import { http, passthrough } from 'msw';
import { type Fixture, type FixtureAccess, PARITY_PASSWORD, PARITY_USER_AGENT } from '../case.js';
import { type Answer, fileAnswer, known, type LinkKind, type ParityDriver } from './driver.js';

/** Requests go to this origin; the fake's handlers answer any origin's /api paths. */
const ORIGIN = 'http://parity.test';

const mailKinds: Record<LinkKind, string[]> = {
  register: ['invite'],
  password: ['password', 'sign-up'],
  'confirm-email': ['confirm-email'],
};

type AccessFlags = components['schemas']['AccessFlags'];

function accessOf(access: FixtureAccess): AccessFlags {
  if (access === 'full') return accessWith(true);
  if (access === 'none') return accessWith(false);
  return { ...accessWith(false), ...access };
}

/** The MSW fake in Node (msw/node), answering `fetch`; its session is its own state, as in the browser. */
export function fakeDriver(): ParityDriver {
  let mock: MockServer | undefined;
  let started = false;
  const users = new Map<string, { id: string; email: string; companyId: string }>();
  const groups = new Map<string, string>();
  const companies = new Map<string, string>();
  let advanceTotp = () => {};
  const db = () => {
    if (!mock) throw new Error('load a fixture first');
    return mock.db;
  };

  const driver: ParityDriver = {
    side: 'fake',

    async load(fixture: Fixture) {
      mock ??= createMockServer('empty', { delayMs: 0 });
      if (!started) {
        mock.server.listen(strictListenOptions);
        started = true;
      }
      const state = mock.reset('empty', { delayMs: 0 });
      // A fixed clock for authenticator codes, moved a minute after every step as the server's test clock is.
      let totpTime = Date.parse('2026-11-01T09:00:00Z');
      state.totpNow = () => totpTime;
      advanceTotp = () => {
        totpTime += 60_000;
      };
      // The server side's auto-translate asks a loopback provider (drivers/server.ts): not the fake's to answer.
      mock.server.use(http.post(/^http:\/\/127\.0\.0\.1:\d+\/translate$/, () => passthrough()));
      state.session = null;
      users.clear();
      groups.clear();
      companies.clear();
      fixture.companies.forEach((company, index) => {
        const companyId = state.id();
        companies.set(company.key, companyId);
        // As the server's fixture makes it: no invoice dates yet.
        const settings = makeCompany({
          _id: companyId,
          name: company.name,
          lastInvoiceDate: null,
          nextInvoiceDate: null,
        });
        const tenant = state.newTenant(settings, company.key);
        for (const group of company.groups) {
          const id = state.id();
          groups.set(`${company.key}.${group.key}`, id);
          tenant.groups.push({
            _id: id,
            name: group.name,
            description: `${group.name} (parity fixture)`,
            access: accessOf(group.access),
            version: 1,
          });
        }
        for (const user of company.users) {
          const id = state.id();
          users.set(`${company.key}.${user.key}`, { id, email: user.email, companyId });
          tenant.users.push({
            _id: id,
            name: user.name,
            email: user.email,
            phone: null,
            status: user.invited ? 'invited' : 'verified',
            isDeleted: 'false',
            permissionGroupId: user.group ? known(groups, `${company.key}.${user.group}`) : null,
            companyId,
            createdAt: state.now(),
            // The server's fixture stores no link for an invited user, so no expiry either.
            invitationExpiresAt: null,
            // Nor a queued invitation mail.
            invitationMail: null,
            password: user.invited ? null : PARITY_PASSWORD,
            registerToken: user.invited ? state.token(32) : null,
            version: 1,
          });
        }
        if (index === 0) Object.assign(state, tenant);
        else state.otherTenants.push(tenant);
      });
    },

    async signIn(ref) {
      const user = known(users, ref);
      const answer = await driver.request('POST', '/api/users/login', {
        json: { email: user.email, password: PARITY_PASSWORD, companyId: user.companyId },
      });
      // A user with a second factor gets a ticket, not a session: a case signs such a user in through its steps.
      if (answer.status !== 200 || !(answer.body as { token?: string }).token) {
        throw new Error(`fake: ${ref} could not sign in (${answer.status})`);
      }
    },

    signOut() {
      db().session = null;
    },

    async request(method, path, body): Promise<Answer> {
      if (body.upload) {
        const form = new FormData();
        for (const [name, value] of Object.entries(body.upload.fields)) form.append(name, value);
        const file = new Blob([body.upload.data as BlobPart], { type: body.upload.contentType });
        form.append('file', file, body.upload.fileName);
        const res = await fetch(`${ORIGIN}${path}`, {
          method,
          headers: { 'x-requested-with': 'qone-console', 'user-agent': PARITY_USER_AGENT },
          body: form,
        });
        return { status: res.status, body: await res.json() };
      }
      const payload = body.raw ?? (body.json === undefined ? undefined : JSON.stringify(body.json));
      const res = await fetch(`${ORIGIN}${path}`, {
        method,
        headers: {
          'x-requested-with': 'qone-console',
          'user-agent': PARITY_USER_AGENT,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(payload === undefined ? {} : { body: payload }),
      });
      // A file (the translation sheet) is compared by its type only.
      const type = res.headers.get('content-type') ?? 'application/json';
      if (!type.startsWith('application/json')) {
        return { status: res.status, body: fileAnswer(type, new Uint8Array(await res.arrayBuffer())) };
      }
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : undefined };
    },

    userId: (ref) => known(users, ref).id,
    email: (ref) => known(users, ref).email,
    groupId: (ref) => known(groups, ref),
    companyId: (key) => known(companies, key),

    link(kind, to) {
      const mail = [...db().mails]
        .reverse()
        .find(
          (candidate) =>
            candidate.to.toLowerCase() === to.toLowerCase() && mailKinds[kind].includes(candidate.kind),
        );
      if (!mail?.token) throw new Error(`fake: no ${kind} link was mailed to ${to}`);
      return mail.token;
    },

    totpNow: () => db().totpNow(),
    origin: () => ORIGIN,

    async afterStep() {
      advanceTotp();
    },

    async close() {
      mock?.server.close();
      mock = undefined;
      started = false;
    },
  };
  return driver;
}

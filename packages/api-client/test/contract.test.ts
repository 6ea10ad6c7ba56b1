import { authMessages, passwordMessages, requestMessages, validationMessages } from '@qone/domain/messages';
import bundledContract from '@qone/domain/openapi.json';
import { newTotpSecret, totpCode } from '@qone/domain/totp';
import { extractSegments } from '@qone/domain/translations';
import { SoftAuthenticator } from '@qone/domain/webauthn-testing';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_USER_ID,
  DEMO_CREDENTIALS,
  fixtureId,
  groupId,
  type MockDb,
  makeAccessFlags,
  makeTemplate,
  type StoredPasskey,
  VIEWER_USER_NUMBER,
} from '../mocks';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../src';
import {
  BASE_URL,
  type ContractOperation,
  child,
  contractOperations,
  deref,
  openapi,
  useMockServer,
} from './support';

/**
 * The fake against openapi.yaml: every operation has a handler that answers a valid request with
 * the documented status and a body that validates against the documented schema; the `error`,
 * `signedOut` and permission cases answer the documented error shape; invalid bodies answer 400
 * with the product's own messages.
 */

const DOC_ID = 'https://qone.example/openapi.json';
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat('binary', true);
ajv.addSchema(openapi, DOC_ID);

const validators = new Map<string, (value: unknown) => string[]>();

/** A validator of `#/components/...` against the whole document, so nested `$ref`s resolve. */
function validatorFor(ref: string): (value: unknown) => string[] {
  const cached = validators.get(ref);
  if (cached) return cached;
  const validate = ajv.compile({ $ref: `${DOC_ID}${ref}` });
  const check = (value: unknown): string[] =>
    validate(value) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
  validators.set(ref, check);
  return check;
}

function jsonSchemaRef(holder: unknown): string | undefined {
  const schema = child(child(child(deref(holder), 'content'), 'application/json'), 'schema');
  return typeof schema?.$ref === 'string' ? schema.$ref : undefined;
}

function mediaTypes(holder: unknown): string[] {
  return Object.keys(child(deref(holder), 'content') ?? {});
}

function successStatus(op: ContractOperation): number {
  const code = Object.keys(child(op.op, 'responses') ?? {}).find((status) => /^2\d\d$/.test(status));
  return Number(code);
}

const isPublic = (op: ContractOperation) => Array.isArray(op.op.security) && op.op.security.length === 0;

interface Sample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** A JSON body; validated against the request schema before it is sent. */
  body?: unknown;
  /** A multipart body (uploads). */
  form?: FormData;
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const NEW_PASSWORD = 'a much longer new passphrase';

function upload(fields: Record<string, string>, file: Blob, name: string): FormData {
  const form = new FormData();
  form.append('file', file, name);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

const user = (n: number) => fixtureId('user', n);
const template = (n: number) => fixtureId('template', n);
const firstTemplateSegment = (n: number) => extractSegments(makeTemplate({}, 0))[n]?.key ?? 'missing';
const invitedUser = (db: MockDb) => db.users.find((candidate) => candidate.status === 'invited');

/** A real one-row translation sheet: the first template's heading in German, and a key no template has. */
const SHEET = await (async () => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Email');
  sheet.addRow(['key', 'description', 'context', 'max_length', 'en', 'de']);
  sheet.addRow([
    `${fixtureId('template', 0)}:${firstTemplateSegment(1)}`,
    '',
    'html',
    '100000',
    '',
    'Willkommen',
  ]);
  sheet.addRow(['unknown:key', '', '', '', '', 'x']);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
})();

const SAMPLE_CHALLENGE = 'c2FtcGxlLWNoYWxsZW5nZS1vZi10aGUtY29udHJhY3QtdGVzdA';
/** Creation options as the fake would hand them out for this challenge (`localhost`, the samples' origin). */
const sampleCreation = (userId: string) => ({
  challenge: SAMPLE_CHALLENGE,
  rp: { name: 'Q One', id: 'localhost' },
  user: { id: Buffer.from(userId).toString('base64url'), name: 'anna', displayName: 'Anna' },
  pubKeyCredParams: [{ alg: -7, type: 'public-key' as const }],
});
/** A stored passkey of the authenticator (its public key is never read by the samples that list or change it). */
const samplePasskey = (key: SoftAuthenticator, db: MockDb): StoredPasskey => ({
  id: db.id(),
  name: 'Laptop',
  credentialId: key.id,
  publicKey: key.publicKeyCose(),
  signCount: 0,
  transports: ['internal'],
  userVerified: true,
  discoverable: true,
  createdAt: db.now(),
  lastUsedAt: null,
});

/** A representative valid request of every operation, built against a fresh `default` state. */
const SAMPLES: Record<string, (db: MockDb) => Sample> = {
  // auth
  login: () => ({ body: { email: DEMO_CREDENTIALS.email, password: DEMO_CREDENTIALS.password } }),
  logout: () => ({}),
  loginSecondFactor: (db) => {
    const admin = db.findUser(ADMIN_USER_ID);
    if (admin) admin.recoveryCodes = [{ code: 'ABCDE12345', used: false }];
    db.signInTickets.set('second-step-ticket', {
      userId: ADMIN_USER_ID,
      companyId: db.company._id,
      expiresAt: db.totpNow() + 60_000,
    });
    return { body: { ticket: 'second-step-ticket', recoveryCode: 'abcde-12345' } };
  },
  // Passkeys: a software authenticator answers challenges the sample puts in the fake's state.
  startSecurityKeyStep: (db) => {
    const admin = db.findUser(ADMIN_USER_ID);
    if (admin) admin.passkeys = [samplePasskey(new SoftAuthenticator(), db)];
    db.signInTickets.set('key-step-ticket', {
      userId: ADMIN_USER_ID,
      companyId: db.company._id,
      expiresAt: db.totpNow() + 60_000,
    });
    return { body: { ticket: 'key-step-ticket' } };
  },
  startPasskeySignIn: () => ({}),
  loginWithPasskey: (db) => {
    const key = new SoftAuthenticator();
    const admin = db.findUser(ADMIN_USER_ID);
    key.register(sampleCreation(ADMIN_USER_ID), BASE_URL);
    if (admin) admin.passkeys = [samplePasskey(key, db)];
    db.webauthnChallenges.set(SAMPLE_CHALLENGE, {
      purpose: 'sign-in',
      userId: null,
      expiresAt: db.totpNow() + 60_000,
    });
    return { body: { credential: key.assert({ challenge: SAMPLE_CHALLENGE, rpId: 'localhost' }, BASE_URL) } };
  },
  forgotPassword: () => ({ body: { email: DEMO_CREDENTIALS.email } }),
  setPassword: (db) => {
    const utoken = 'set-password-token-0123456789';
    db.passwordTokens.set(utoken, user(2));
    return { body: { utoken, password: NEW_PASSWORD } };
  },
  getInvitation: (db) => ({ params: { registerToken: invitedUser(db)?.registerToken ?? '' } }),
  register: (db) => ({
    body: { registerToken: invitedUser(db)?.registerToken ?? '', name: 'Ben Keller', password: NEW_PASSWORD },
  }),
  confirmEmailChange: (db) => {
    const token = 'confirm-email-token-0123456789';
    db.emailTokens.set(token, { userId: user(2), newEmail: 'clara.new@acme.example' });
    return { body: { token } };
  },
  listMySessions: () => ({}),
  endMySession: (db) => ({
    params: { sessionId: db.sessions.find((row) => row.id !== db.session?.id)?.id ?? '' },
  }),
  endMyOtherSessions: () => ({}),
  stepUp: () => ({ body: { password: DEMO_CREDENTIALS.password } }),
  startStepUpWithKey: (db) => {
    const admin = db.findUser(ADMIN_USER_ID);
    if (admin) admin.passkeys = [samplePasskey(new SoftAuthenticator(), db)];
    return {};
  },
  createAccount: () => ({
    body: {
      firstName: 'Nora',
      lastName: 'Lind',
      email: 'nora.lind@lind.example',
      companyName: 'Lind Research',
    },
  }),
  // users
  listUsers: () => ({}),
  listInvitedUsers: () => ({}),
  searchUsers: () => ({ query: { q: 'a', status: 'verified', limit: '2' } }),
  inviteUsers: () => ({
    body: {
      permissionGroupId: groupId(1),
      rows: [
        { name: 'New Person', email: 'new.person@acme.example' },
        { name: 'Not An Email', email: 'nope' },
      ],
    },
  }),
  inviteUser: () => ({
    body: { name: 'New Person', email: 'new.person@acme.example', permissionGroupId: groupId(1) },
  }),
  updateUserPermissionGroup: () => ({
    body: { _id: user(2), permissionGroupId: groupId(0), baseVersion: 1 },
  }),
  getUser: () => ({ params: { id: ADMIN_USER_ID } }),
  updateUserByEmail: (db) => ({
    params: { id: db.findUser(user(2))?.email ?? '' },
    body: { name: 'Clara V.', baseVersion: 1 },
  }),
  deleteUser: () => ({ params: { id: user(2) } }),
  updateUserProfile: () => ({
    params: { _id: ADMIN_USER_ID },
    body: { name: 'Anna Schmidt', email: DEMO_CREDENTIALS.email, phone: '+49 30 7654321', baseVersion: 1 },
  }),
  resetUserPassword: () => ({ params: { _id: user(2) }, body: { password: '' } }),
  reinviteUser: (db) => ({ params: { id: invitedUser(db)?._id ?? '' } }),
  deleteInvitedUser: (db) => ({ params: { id: invitedUser(db)?._id ?? '' } }),
  // second factors
  getMySecondFactors: () => ({}),
  startTotpEnrolment: () => ({}),
  confirmTotpEnrolment: (db) => {
    const secret = newTotpSecret();
    const admin = db.findUser(ADMIN_USER_ID);
    if (admin) admin.totp = { secret, confirmedAt: null, lastUsedAt: null, lastStep: null };
    return { body: { code: totpCode(secret, db.totpNow()) } };
  },
  removeTotp: (db) => {
    const admin = db.findUser(ADMIN_USER_ID);
    if (admin) admin.totp = { secret: newTotpSecret(), confirmedAt: db.now(), lastUsedAt: null, lastStep: 1 };
    return {};
  },
  startPasskeyRegistration: () => ({}),
  addPasskey: (db) => {
    db.webauthnChallenges.set(SAMPLE_CHALLENGE, {
      purpose: 'registration',
      userId: ADMIN_USER_ID,
      expiresAt: db.totpNow() + 60_000,
    });
    return {
      body: {
        name: 'Laptop',
        credential: new SoftAuthenticator().register(sampleCreation(ADMIN_USER_ID), BASE_URL),
      },
    };
  },
  renamePasskey: (db) => {
    const admin = db.findUser(ADMIN_USER_ID);
    const passkey = samplePasskey(new SoftAuthenticator(), db);
    if (admin) admin.passkeys = [passkey];
    return { params: { passkeyId: passkey.id }, body: { name: 'Desk key' } };
  },
  removePasskey: (db) => {
    const admin = db.findUser(ADMIN_USER_ID);
    const passkey = samplePasskey(new SoftAuthenticator(), db);
    if (admin) admin.passkeys = [passkey];
    return { params: { passkeyId: passkey.id } };
  },
  regenerateRecoveryCodes: (db) => {
    const admin = db.findUser(ADMIN_USER_ID);
    if (admin) admin.totp = { secret: newTotpSecret(), confirmedAt: db.now(), lastUsedAt: null, lastStep: 1 };
    return {};
  },
  resetUserSecondFactors: () => ({ params: { id: user(2) } }),
  signOutEverywhere: () => ({ params: { id: user(2) } }),
  signOutEveryone: () => ({}),
  // companies
  getCompanySettingByUser: () => ({ body: { userId: ADMIN_USER_ID } }),
  getCompanyAuth: () => ({}),
  getCompanyAlias: () => ({ query: { host: 'acme.qone.app' } }),
  listCompanies: () => ({}),
  getCompany: (db) => ({ params: { id: db.company._id } }),
  updateCompany: (db) => ({
    params: { id: db.company._id },
    body: {
      name: 'Acme Research GmbH',
      invoice_email: '',
      invoice_address: 'Hauptstraße 2, 10115 Berlin',
      vat: 'DE123456789',
      contact_person: 'Anna Schmidt',
      logo: db.company.logo,
      baseVersion: db.company.version,
    },
  }),
  uploadCompanyLogo: (db) => ({
    params: { id: db.company._id },
    form: upload({}, new Blob([PNG]), 'logo.png'),
  }),
  // dashboard
  getDashboardSummary: () => ({}),
  // permission groups
  listPermissionGroups: () => ({}),
  createPermissionGroup: () => ({
    body: { name: 'Translators', description: 'Translates templates into every enabled language.' },
  }),
  getPermissionGroup: () => ({ params: { id: groupId(1) } }),
  updatePermissionGroup: () => ({
    params: { id: groupId(1) },
    body: {
      target: 'details',
      name: 'Project leads',
      description: 'Runs projects and surveys end to end.',
      baseVersion: 1,
    },
  }),
  deletePermissionGroup: (db) => {
    const id = fixtureId('empty-group', 0);
    db.groups.push({
      _id: id,
      name: 'Unused',
      description: 'A group nobody belongs to.',
      access: makeAccessFlags(),
      version: 1,
    });
    return { params: { id } };
  },
  getPermissions: () => ({}),
  // user roles
  listUserRoles: () => ({}),
  createUserRole: () => ({ body: { role: 'Reviewer', description: 'Reviews questionnaires.' } }),
  getUserRole: () => ({ params: { id: fixtureId('role', 0) } }),
  updateUserRole: () => ({
    params: { id: fixtureId('role', 0) },
    body: { role: 'Project owner', description: '', baseVersion: 1 },
  }),
  deleteUserRole: () => ({ params: { id: fixtureId('role', 1) } }),
  // platform settings
  listDomains: () => ({}),
  createDomain: () => ({ body: { domain: 'promo.acme.example.com' } }),
  updateDomain: () => ({
    params: { id: fixtureId('domain', 1) },
    body: { domain: 'news.acme.example.com', active: false, baseVersion: 1 },
  }),
  deleteDomain: () => ({ params: { id: fixtureId('domain', 2) } }),
  listMailers: () => ({}),
  createMailer: () => ({
    body: { mailer: 'alerts', alias: 'Acme Alerts', domain: fixtureId('domain', 0), type: 'ese' },
  }),
  updateMailer: () => ({
    params: { id: fixtureId('mailer', 0) },
    body: {
      mailer: 'newsletter',
      alias: 'Acme News',
      domain: fixtureId('domain', 0),
      type: 'socketlabs',
      baseVersion: 1,
    },
  }),
  deleteMailer: () => ({ params: { id: fixtureId('mailer', 1) } }),
  verifyDomain: () => ({ params: { id: fixtureId('domain', 0) } }),
  sendMailerTest: () => ({
    params: { id: fixtureId('mailer', 0) },
    body: { email: 'ops@mail.acme.example.com' },
  }),
  getMailStatus: (db) => ({
    params: {
      id: db.sendMail({
        to: 'ops@acme.example',
        kind: 'mailer-test',
        token: null,
        requestedBy: ADMIN_USER_ID,
      })._id,
    },
  }),
  // default content
  listTemplates: () => ({ query: { status: 'live', type: 'email', search: 'welcome', sort: 'name_desc' } }),
  createTemplate: () => ({
    body: { name: 'Birthday greeting', description: 'Sent on birthdays.', type: 'email' },
  }),
  getTemplate: () => ({ params: { id: template(1) } }),
  updateTemplate: () => ({
    params: { id: template(1) },
    body: {
      name: 'Welcome page',
      description: 'Landing page.',
      status: 'live',
      html: '<h1>Hi</h1>',
      slug: 'hello-there',
    },
  }),
  deleteTemplate: () => ({ params: { id: template(0) } }),
  copyTemplate: () => ({ params: { id: template(1) } }),
  sendPreviewEmail: () => ({ params: { id: template(0) }, body: { email: 'qa@mail.acme.example.com' } }),
  sendPreviewSms: () => ({ params: { id: template(2) }, body: { phone: '+49 30 1234567' } }),
  getButtonSettings: () => ({ params: { id: template(3) } }),
  updateButtonSettings: () => ({
    params: { id: template(3) },
    body: {
      text: 'Join now',
      linkedModule: 'panels',
      linkedOption: null,
      updateStatusTo: 'joined',
      routing: '/welcome',
      onClickAction: 'redirect',
      openInWindow: 'new',
      sendEmail: true,
      sendSms: true,
      emailTemplateId: template(0),
      smsTemplateId: template(2),
    },
  }),
  getPageBySlug: (db) => ({ params: { slug: db.findTemplate(template(1))?.slug ?? '' } }),
  saveTrackingCode: () => ({
    params: { pageId: template(1) },
    body: { name: 'Pixel', code: '<img src="https://pixel.acme.example/p.gif">', location: 'body' },
  }),
  deleteTrackingCode: () => ({ params: { pageId: template(1), codeId: fixtureId('tracking-code', 1) } }),
  listMergeTags: () => ({}),
  listTemplateVersions: () => ({ params: { id: template(0) } }),
  getTemplateVersion: () => ({ params: { id: template(0), versionId: fixtureId('template-version', 0) } }),
  restoreTemplateVersion: () => ({
    params: { id: template(0), versionId: fixtureId('template-version', 0) },
  }),
  createTemplatePreview: () => ({ body: { type: 'email', html: '<h1>Hi {{firstName}}</h1>' } }),
  getTemplatePreview: (db) => {
    db.previews.set(fixtureId('preview', 0), {
      type: 'email',
      html: '<p>Hi</p>',
      expiresAt: '2099-01-01T00:00:00Z',
    });
    return { params: { id: fixtureId('preview', 0) } };
  },
  getPublicPage: (db) => ({
    params: { slug: db.findTemplate(template(1))?.slug ?? '' },
    query: { company: db.companyAlias },
  }),
  // languages and time zones
  listLanguages: () => ({}),
  updateLanguages: () => ({
    body: { languages: [{ code: 'spa', customCode: 'es', enabled: true, default: false }] },
  }),
  listTimeZones: () => ({}),
  updateTimeZones: () => ({ body: { timeZones: [{ id: 'Europe/Paris', enabled: true, default: false }] } }),
  // translations
  getTranslationProgress: () => ({ params: { language: 'ger' } }),
  getTranslations: () => ({ params: { templateId: template(0), language: 'ger' } }),
  updateTranslations: () => ({
    params: { templateId: template(0), language: 'ger' },
    // The first template's heading (its name) is its second segment, after the subject.
    body: { entries: [{ key: firstTemplateSegment(1), target: 'Willkommen' }] },
  }),
  exportTranslationSheet: () => ({}),
  previewTranslationSheet: () => ({ form: upload({}, new Blob([SHEET], { type: XLSX }), 'sheet.xlsx') }),
  importTranslationSheet: () => ({
    form: upload({ mode: 'fill-empty' }, new Blob([SHEET], { type: XLSX }), 'sheet.xlsx'),
  }),
  autoTranslate: () => ({ params: { templateId: template(0) }, body: { source: 'eng', target: 'fre' } }),
  autoTranslateTemplates: () => ({ body: { source: 'eng', target: 'fre', templateIds: [template(0)] } }),
  getTranslationProvider: () => ({}),
  getInstallationLinks: () => ({}),
  getStorageUsage: () => ({}),
  // legal
  listLegalDocuments: () => ({}),
  getLegalDocument: () => ({ params: { path: 'data-breach-notification-procedure' } }),
  listLegalDocumentVersions: () => ({ params: { path: 'data-breach-notification-procedure' } }),
  saveLegalDraft: () => ({
    params: { path: 'data-breach-notification-procedure' },
    body: {
      title: 'Breach procedure',
      paragraph: 'When we tell you.',
      description: 'Within 72 hours.',
      baseVersion: null,
    },
  }),
  discardLegalDraft: (db) => {
    db.legal.drafts.set('privacy-policy', {
      title: 'Draft',
      paragraph: 'Draft',
      description: 'Draft',
      updatedAt: '2025-06-15T09:00:00Z',
      updatedBy: { _id: null, name: 'Anna Schmidt', email: 'admin@example.com' },
      version: 1,
    });
    return { params: { path: 'privacy-policy' } };
  },
  publishLegalDraft: (db) => {
    db.legal.drafts.set('privacy-policy', {
      title: 'Draft',
      paragraph: 'Draft',
      description: 'Draft',
      updatedAt: '2025-06-15T09:00:00Z',
      updatedBy: { _id: null, name: 'Anna Schmidt', email: 'admin@example.com' },
      version: 1,
    });
    return { params: { path: 'privacy-policy' }, body: { effectiveDate: '2030-01-01', baseVersion: 1 } };
  },
  setLegalChoice: () => ({ params: { path: 'acceptable-use-policy' }, body: { choice: 'Active' } }),
  acceptLegalDocument: () => ({ params: { path: 'terms-conditions' } }),
  // communication
  listCommunicationIntegrations: () => ({}),
  createCommunicationIntegration: () => ({
    body: {
      name: 'Marketing mail',
      type: 'email',
      provider: 'SocketLabs',
      settings: { serverId: '12345' },
      secrets: { apiKey: 'sl-live-key' },
    },
  }),
  updateCommunicationIntegration: () => ({
    params: { id: fixtureId('integration', 0) },
    body: {
      name: 'Transactional',
      provider: 'SocketLabs',
      settings: {},
      secrets: { apiKey: 'new-key' },
      baseVersion: 1,
    },
  }),
  deleteCommunicationIntegration: () => ({ params: { id: fixtureId('integration', 0) } }),
  // activity
  listActivity: () => ({ query: { area: 'roles', limit: '2' } }),
  listLatestChanges: () => ({}),
  exportActivity: () => ({ query: { area: 'roles' } }),
  previewActivityRetention: () => ({ query: { days: '365' } }),
  // meta
  getOpenApiDocument: () => ({}),
  getLiveness: () => ({}),
  getReadiness: () => ({}),
};

function send(op: ContractOperation, sample: Sample): Promise<Response> {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = sample.params?.[name];
    if (value === undefined) throw new Error(`${op.operationId}: sample lacks path parameter ${name}`);
    return encodeURIComponent(value);
  });
  const url = new URL(path, BASE_URL);
  for (const [name, value] of Object.entries(sample.query ?? {})) url.searchParams.set(name, value);
  const headers = new Headers({ [CSRF_HEADER]: CSRF_HEADER_VALUE });
  let body: BodyInit | undefined;
  if (sample.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(sample.body);
  } else if (sample.form) {
    body = sample.form;
  }
  return fetch(url, { method: op.method.toUpperCase(), headers, body });
}

const operations = contractOperations();
const byLabel = operations.map(
  (op) => [`${op.operationId} (${op.method.toUpperCase()} ${op.path})`, op] as const,
);
const validateError = validatorFor('#/components/schemas/Error');

function sampleOf(op: ContractOperation, db: MockDb): Sample {
  const build = SAMPLES[op.operationId];
  if (!build) throw new Error(`No sample request for ${op.operationId}: add one to SAMPLES`);
  return build(db);
}

async function expectErrorBody(response: Response, status: number, message?: string): Promise<void> {
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  expect(validateError(body)).toEqual([]);
  if (message !== undefined) expect(body).toEqual({ error: message });
}

describe('the MSW fake against openapi.yaml', () => {
  const mock = useMockServer('default');

  it('validates against openapi.yaml as it is: src/openapi.json is current (npm run generate)', () => {
    expect(bundledContract).toEqual(openapi);
  });

  it('has a sample request for exactly the operations of the contract', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(operations.map((op) => op.operationId).sort());
  });

  describe.each(byLabel)('%s', (_label, op) => {
    it('answers a valid request with the documented status and a body valid against its schema', async () => {
      const sample = sampleOf(op, mock.db);
      const requestRef = jsonSchemaRef(op.op.requestBody);
      if (sample.body !== undefined) {
        expect(requestRef, 'the contract has a JSON request body').toBeDefined();
        expect(validatorFor(requestRef ?? '')(sample.body), 'the sample body is valid').toEqual([]);
      }
      const response = await send(op, sample);
      const status = successStatus(op);
      const success = child(child(op.op, 'responses'), String(status));
      const responseRef = jsonSchemaRef(success);
      if (responseRef) {
        const body: unknown = await response.json();
        expect(response.status, JSON.stringify(body)).toBe(status);
        expect(validatorFor(responseRef)(body)).toEqual([]);
      } else {
        expect(response.status, await response.clone().text()).toBe(status);
        const [mediaType] = mediaTypes(success);
        expect(response.headers.get('content-type') ?? '').toContain(mediaType ?? 'missing');
        expect((await response.text()).length).toBeGreaterThan(0);
      }
    });

    it('answers 500 { error: "Internal error" } in the error scenario', async () => {
      const sample = sampleOf(op, mock.db);
      mock.db.failAll = true;
      await expectErrorBody(await send(op, sample), 500, requestMessages.internalError);
    });

    if (isPublic(op)) {
      it('is public: answers without a session', async () => {
        const sample = sampleOf(op, mock.db);
        mock.db.signOut();
        const response = await send(op, sample);
        // Read to the end: an unread answer (the contract document is large) keeps its socket paused.
        const body = await response.text();
        expect(response.status, body).toBe(successStatus(op));
      });
    } else {
      it('answers 401 { error } when signed out', async () => {
        const sample = sampleOf(op, mock.db);
        mock.db.signOut();
        await expectErrorBody(await send(op, sample), 401, authMessages.signInRequired);
      });
    }

    const permission = op.op['x-permission'];
    if (typeof permission === 'string') {
      it(`answers 403 { error } without the "${permission}" flag`, async () => {
        const sample = sampleOf(op, mock.db);
        const viewer = mock.db.findUser(user(VIEWER_USER_NUMBER));
        if (!viewer) throw new Error('the default scenario lacks its viewer');
        mock.db.signIn(viewer);
        await expectErrorBody(await send(op, sample), 403);
      });
    }

    const uuidParams = (op.path.match(/\{(\w+)\}/g) ?? [])
      .map((param) => param.slice(1, -1))
      .filter((name) => ['id', '_id', 'pageId', 'codeId', 'templateId'].includes(name));
    if (uuidParams.length > 0 && op.operationId !== 'updateUserByEmail') {
      it('answers 404 { error } for an unknown id and 400 for a malformed one', async () => {
        const sample = sampleOf(op, mock.db);
        const unknown = { ...sample.params };
        const malformed = { ...sample.params };
        for (const name of uuidParams) {
          unknown[name] = fixtureId('unknown', 0);
          malformed[name] = 'not-a-uuid';
        }
        await expectErrorBody(await send(op, { ...sample, params: unknown }), 404);
        await expectErrorBody(await send(op, { ...sample, params: malformed }), 400);
      });
    }
  });

  // Every operation whose body names the version it was based on: the sample sent twice is based on a version that
  // is no longer the record's the second time (the first save moved it on, or published the draft it named).
  const hasBaseVersion = (node: unknown, seen = new Set<unknown>()): boolean => {
    const resolved = deref(node);
    if (typeof resolved !== 'object' || resolved === null || seen.has(resolved)) return false;
    seen.add(resolved);
    if ('baseVersion' in (child(resolved, 'properties') ?? {})) return true;
    return Object.values(resolved).some((value) =>
      Array.isArray(value) ? value.some((item) => hasBaseVersion(item, seen)) : hasBaseVersion(value, seen),
    );
  };
  const versioned = operations.filter((op) => {
    const ref = jsonSchemaRef(op.op.requestBody);
    return ref !== undefined && hasBaseVersion({ $ref: ref });
  });

  it('knows which operations take a baseVersion', () => {
    expect(versioned.map((op) => op.operationId).sort()).toEqual([
      'publishLegalDraft',
      'saveLegalDraft',
      'updateCommunicationIntegration',
      'updateCompany',
      'updateDomain',
      'updateMailer',
      'updatePermissionGroup',
      'updateTemplate',
      'updateUserByEmail',
      'updateUserPermissionGroup',
      'updateUserProfile',
      'updateUserRole',
    ]);
  });

  it.each(
    versioned.filter((op) => op.operationId !== 'updateTemplate').map((op) => [op.operationId, op] as const),
  )(
    '%s: a save on a version that is not the record’s answers 409 with the record as it is now',
    async (_id, op) => {
      const sample = sampleOf(op, mock.db);
      const body = { ...(sample.body as Record<string, unknown>), baseVersion: 999 };
      const response = await send(op, { ...sample, body });
      const answer: unknown = await response.json();
      expect(response.status, JSON.stringify(answer)).toBe(409);
      const conflictRef = jsonSchemaRef(child(child(op.op, 'responses'), '409')) ?? '';
      expect(conflictRef).toMatch(/Conflict$/);
      expect(validatorFor(conflictRef)(answer)).toEqual([]);
      expect(answer).toEqual({ error: expect.any(String), current: expect.objectContaining({}) });
    },
  );

  describe('invalid bodies answer 400 { error } with the product messages', () => {
    const operation = (id: string) => {
      const found = operations.find((op) => op.operationId === id);
      if (!found) throw new Error(`no operation ${id}`);
      return found;
    };
    const long = 'A description of well over twenty characters.';
    const cases: [
      label: string,
      operationId: string,
      sample: (db: MockDb) => Sample,
      status: number,
      message: string,
    ][] = [
      [
        'group without name',
        'createPermissionGroup',
        () => ({ body: { name: '', description: long } }),
        400,
        'Name is required',
      ],
      [
        'group without description',
        'createPermissionGroup',
        () => ({ body: { name: 'QA', description: '' } }),
        400,
        'Description is required',
      ],
      [
        'group with a short description',
        'createPermissionGroup',
        () => ({ body: { name: 'QA', description: 'Too short' } }),
        400,
        'Description too short please write some many word',
      ],
      [
        'group edit with a short description',
        'updatePermissionGroup',
        () => ({
          params: { id: groupId(1) },
          body: { target: 'details', name: 'QA', description: 'Short', baseVersion: 1 },
        }),
        400,
        'Description too short',
      ],
      [
        'group with an unknown property',
        'createPermissionGroup',
        () => ({ body: { name: 'QA', description: long, color: 'red' } }),
        400,
        "Unknown field 'color' in body",
      ],
      [
        'login without email',
        'login',
        () => ({ body: { email: '', password: 'x' } }),
        400,
        'Email is required',
      ],
      [
        'login with a malformed email',
        'login',
        () => ({ body: { email: 'anna@acme', password: 'x' } }),
        400,
        'Invalid Email',
      ],
      [
        'login without password',
        'login',
        () => ({ body: { email: DEMO_CREDENTIALS.email } }),
        400,
        'Password is required',
      ],
      [
        'login with a wrong password',
        'login',
        () => ({ body: { email: DEMO_CREDENTIALS.email, password: 'wrong' } }),
        401,
        'Invalid email or password',
      ],
      [
        'login of an invited user',
        'login',
        (db) => ({ body: { email: invitedUser(db)?.email, password: DEMO_CREDENTIALS.password } }),
        401,
        'Invalid email or password',
      ],
      [
        'invite without name',
        'inviteUser',
        () => ({ body: { name: ' ', email: 'x.y@acme.example', permissionGroupId: groupId(0) } }),
        400,
        'name is required',
      ],
      [
        'invite of a taken email',
        'inviteUser',
        () => ({ body: { name: 'Anna', email: DEMO_CREDENTIALS.email, permissionGroupId: groupId(0) } }),
        409,
        'A user with this email already exists',
      ],
      [
        'page slug with special characters',
        'updateTemplate',
        () => ({
          params: { id: template(1) },
          body: { name: 'Welcome', description: '', status: 'draft', html: '', slug: 'summer_sale!' },
        }),
        400,
        'Slug can not contain special characters. Please avoid it',
      ],
      [
        'SMS over 160 characters',
        'updateTemplate',
        () => ({
          params: { id: template(2) },
          body: { name: 'Reminder', description: '', status: 'live', html: 'x'.repeat(161) },
        }),
        400,
        'SMS text can not be longer than 160 characters',
      ],
      [
        'mailer name under 3 characters',
        'createMailer',
        () => ({ body: { mailer: 'ab', alias: 'A', domain: fixtureId('domain', 0), type: 'ese' } }),
        400,
        validationMessages.mailerTooShort,
      ],
      [
        'mailer on an inactive domain',
        'createMailer',
        () => ({ body: { mailer: 'alerts', alias: 'A', domain: fixtureId('domain', 2), type: 'ese' } }),
        400,
        'The domain is not active',
      ],
      [
        'domain that is not a host name',
        'createDomain',
        () => ({ body: { domain: 'not a domain' } }),
        400,
        validationMessages.invalidHostname,
      ],
      [
        'wrong old password',
        'resetUserPassword',
        () => ({ params: { _id: ADMIN_USER_ID }, body: { oldPassword: 'wrong', password: NEW_PASSWORD } }),
        400,
        passwordMessages.wrongOldPassword,
      ],
    ];

    it.each(cases)('%s', async (_label, operationId, build, status, message) => {
      await expectErrorBody(await send(operation(operationId), build(mock.db)), status, message);
    });
  });
});

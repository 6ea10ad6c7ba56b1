import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * Guards the contract (openapi.yaml at the repository root) against losing one of the calls the
 * product makes (the console's original calls, then the operations added for its screens), and
 * checks the rules every operation must follow.
 */

type Method = 'get' | 'post' | 'put' | 'delete';
type Node = Record<string, unknown>;

interface Expected {
  method: Method;
  path: string;
  operationId: string;
  /** Public operations declare `security: []`. */
  public?: true;
}

// Every method + path the product calls (with the /api prefix): first the console's original
// calls, then the added operations. Path parameters are written as in the contract. Two original
// paths differ only in a parameter name from another one, which OpenAPI forbids, so they share
// one template:
// `PUT /users/{email}` is `PUT /api/users/{id}` (the segment is the email) and
// `PUT /user-roles/{_id}` is `PUT /api/user-roles/{id}`.
const EXPECTED: readonly Expected[] = [
  // --- Original calls: users and company
  { method: 'get', path: '/api/users/all', operationId: 'listUsers' },
  { method: 'get', path: '/api/users/invited-users', operationId: 'listInvitedUsers' },
  { method: 'get', path: '/api/users/{id}', operationId: 'getUser' },
  { method: 'post', path: '/api/users', operationId: 'inviteUser' },
  { method: 'put', path: '/api/users/{id}', operationId: 'updateUserByEmail' },
  { method: 'put', path: '/api/users', operationId: 'updateUserPermissionGroup' },
  { method: 'put', path: '/api/users/update-userprofile/{_id}', operationId: 'updateUserProfile' },
  { method: 'post', path: '/api/users/register', operationId: 'register', public: true },
  { method: 'post', path: '/api/users/confirm-email', operationId: 'confirmEmailChange', public: true },
  { method: 'delete', path: '/api/users/{id}', operationId: 'deleteUser' },
  { method: 'delete', path: '/api/users/invite/{id}', operationId: 'deleteInvitedUser' },
  { method: 'post', path: '/api/users/login', operationId: 'login', public: true },
  { method: 'put', path: '/api/users/reset-password/{_id}', operationId: 'resetUserPassword' },
  { method: 'post', path: '/api/users/set-password', operationId: 'setPassword', public: true },
  { method: 'post', path: '/api/company-setting', operationId: 'getCompanySettingByUser' },
  { method: 'get', path: '/api/companies/auth', operationId: 'getCompanyAuth' },
  { method: 'get', path: '/api/companies/{id}', operationId: 'getCompany' },
  { method: 'put', path: '/api/companies/{id}', operationId: 'updateCompany' },
  { method: 'get', path: '/api/companies/alias', operationId: 'getCompanyAlias', public: true },
  { method: 'get', path: '/api/companies', operationId: 'listCompanies' },
  // --- Original calls: permissions
  { method: 'get', path: '/api/permission-groups', operationId: 'listPermissionGroups' },
  { method: 'get', path: '/api/permission-groups/{id}', operationId: 'getPermissionGroup' },
  { method: 'post', path: '/api/permission-groups', operationId: 'createPermissionGroup' },
  { method: 'put', path: '/api/permission-groups/{id}', operationId: 'updatePermissionGroup' },
  { method: 'delete', path: '/api/permission-groups/{id}', operationId: 'deletePermissionGroup' },
  { method: 'get', path: '/api/permissions', operationId: 'getPermissions' },
  // --- Original calls: roles
  { method: 'get', path: '/api/user-roles', operationId: 'listUserRoles' },
  { method: 'get', path: '/api/user-roles/{id}', operationId: 'getUserRole' },
  { method: 'post', path: '/api/user-roles', operationId: 'createUserRole' },
  { method: 'put', path: '/api/user-roles/{id}', operationId: 'updateUserRole' },
  { method: 'delete', path: '/api/user-roles/{id}', operationId: 'deleteUserRole' },
  // --- Original calls: platform settings
  { method: 'get', path: '/api/platform-settings/mailers', operationId: 'listMailers' },
  { method: 'get', path: '/api/platform-settings/domains', operationId: 'listDomains' },
  { method: 'post', path: '/api/platform-settings/domain', operationId: 'createDomain' },
  { method: 'post', path: '/api/platform-settings/mailer', operationId: 'createMailer' },
  { method: 'put', path: '/api/platform-settings/domain/{id}', operationId: 'updateDomain' },
  { method: 'put', path: '/api/platform-settings/mailer/{id}', operationId: 'updateMailer' },
  // --- Original calls: templates
  { method: 'get', path: '/api/defaults', operationId: 'listTemplates' },
  { method: 'get', path: '/api/defaults/default/{id}', operationId: 'getTemplate' },
  { method: 'put', path: '/api/defaults/default/{id}', operationId: 'updateTemplate' },
  { method: 'put', path: '/api/defaults/email/{id}', operationId: 'sendPreviewEmail' },
  { method: 'get', path: '/api/defaults/slug/{slug}', operationId: 'getPageBySlug', public: true },
  { method: 'post', path: '/api/defaults/default/{pageId}/code', operationId: 'saveTrackingCode' },
  {
    method: 'delete',
    path: '/api/defaults/default/{pageId}/code/{codeId}',
    operationId: 'deleteTrackingCode',
  },

  // --- Extras: auth and users
  { method: 'post', path: '/api/users/logout', operationId: 'logout' },
  {
    method: 'post',
    path: '/api/users/forgot-password',
    operationId: 'forgotPassword',
    public: true,
  },
  {
    method: 'get',
    path: '/api/users/invitations/{registerToken}',
    operationId: 'getInvitation',
    public: true,
  },
  { method: 'post', path: '/api/accounts', operationId: 'createAccount', public: true },
  { method: 'post', path: '/api/users/{id}/reinvite', operationId: 'reinviteUser' },
  // --- Extras: sessions and step-up (issue 24)
  { method: 'get', path: '/api/users/me/sessions', operationId: 'listMySessions' },
  { method: 'post', path: '/api/users/me/sessions/end-others', operationId: 'endMyOtherSessions' },
  { method: 'delete', path: '/api/users/me/sessions/{sessionId}', operationId: 'endMySession' },
  { method: 'post', path: '/api/users/me/step-up', operationId: 'stepUp' },
  { method: 'post', path: '/api/users/me/step-up/options', operationId: 'startStepUpWithKey' },
  { method: 'post', path: '/api/users/{id}/sign-out-everywhere', operationId: 'signOutEverywhere' },
  { method: 'post', path: '/api/users/sign-out-everyone', operationId: 'signOutEveryone' },
  // --- Extras: company and dashboard
  { method: 'post', path: '/api/companies/{id}/logo', operationId: 'uploadCompanyLogo' },
  { method: 'get', path: '/api/dashboard/summary', operationId: 'getDashboardSummary' },
  // --- Extras: platform settings
  { method: 'delete', path: '/api/platform-settings/domain/{id}', operationId: 'deleteDomain' },
  { method: 'delete', path: '/api/platform-settings/mailer/{id}', operationId: 'deleteMailer' },
  // --- Extras: templates
  { method: 'post', path: '/api/defaults', operationId: 'createTemplate' },
  { method: 'post', path: '/api/defaults/default/{id}/copy', operationId: 'copyTemplate' },
  { method: 'delete', path: '/api/defaults/default/{id}', operationId: 'deleteTemplate' },
  { method: 'post', path: '/api/defaults/sms/{id}/preview', operationId: 'sendPreviewSms' },
  { method: 'get', path: '/api/defaults/button/{id}/settings', operationId: 'getButtonSettings' },
  {
    method: 'put',
    path: '/api/defaults/button/{id}/settings',
    operationId: 'updateButtonSettings',
  },
  { method: 'get', path: '/api/defaults/merge-tags', operationId: 'listMergeTags' },
  { method: 'get', path: '/api/defaults/default/{id}/versions', operationId: 'listTemplateVersions' },
  {
    method: 'get',
    path: '/api/defaults/default/{id}/versions/{versionId}',
    operationId: 'getTemplateVersion',
  },
  {
    method: 'post',
    path: '/api/defaults/default/{id}/versions/{versionId}/restore',
    operationId: 'restoreTemplateVersion',
  },
  { method: 'post', path: '/api/defaults/previews', operationId: 'createTemplatePreview' },
  { method: 'get', path: '/api/defaults/previews/{id}', operationId: 'getTemplatePreview' },
  { method: 'get', path: '/api/defaults/slug/{slug}/page', operationId: 'getPublicPage', public: true },
  // --- Extras: languages and time zones
  { method: 'get', path: '/api/languages', operationId: 'listLanguages' },
  { method: 'put', path: '/api/languages', operationId: 'updateLanguages' },
  { method: 'get', path: '/api/time-zones', operationId: 'listTimeZones' },
  { method: 'put', path: '/api/time-zones', operationId: 'updateTimeZones' },
  // --- Extras: translations
  { method: 'get', path: '/api/translation-progress/{language}', operationId: 'getTranslationProgress' },
  {
    method: 'get',
    path: '/api/translations/{templateId}/{language}',
    operationId: 'getTranslations',
  },
  {
    method: 'put',
    path: '/api/translations/{templateId}/{language}',
    operationId: 'updateTranslations',
  },
  {
    method: 'get',
    path: '/api/translation-sheet',
    operationId: 'exportTranslationSheet',
  },
  {
    method: 'post',
    path: '/api/translation-sheet/preview',
    operationId: 'previewTranslationSheet',
  },
  {
    method: 'post',
    path: '/api/translation-sheet/import',
    operationId: 'importTranslationSheet',
  },
  {
    method: 'post',
    path: '/api/translations/{templateId}/auto-translate',
    operationId: 'autoTranslate',
  },
  // auto-translate (company-wide) and the translation provider
  { method: 'post', path: '/api/translations/auto-translate', operationId: 'autoTranslateTemplates' },
  { method: 'get', path: '/api/translation-provider', operationId: 'getTranslationProvider' },
  { method: 'get', path: '/api/installation-links', operationId: 'getInstallationLinks' },
  { method: 'get', path: '/api/platform-settings/storage', operationId: 'getStorageUsage' },
  // --- Extras: legal
  { method: 'get', path: '/api/legal-documents', operationId: 'listLegalDocuments' },
  { method: 'get', path: '/api/legal-documents/{path}', operationId: 'getLegalDocument' },
  // --- Extras: settings (versions of legal texts, DNS verification, test sends, integration updates)
  { method: 'get', path: '/api/legal-documents/{path}/versions', operationId: 'listLegalDocumentVersions' },
  { method: 'put', path: '/api/legal-documents/{path}/draft', operationId: 'saveLegalDraft' },
  { method: 'delete', path: '/api/legal-documents/{path}/draft', operationId: 'discardLegalDraft' },
  { method: 'post', path: '/api/legal-documents/{path}/publish', operationId: 'publishLegalDraft' },
  { method: 'put', path: '/api/legal-documents/{path}/choice', operationId: 'setLegalChoice' },
  { method: 'post', path: '/api/legal-documents/{path}/acceptance', operationId: 'acceptLegalDocument' },
  { method: 'post', path: '/api/platform-settings/domain/{id}/verify', operationId: 'verifyDomain' },
  { method: 'post', path: '/api/platform-settings/mailer/{id}/test', operationId: 'sendMailerTest' },
  // --- Extras: the delivery of a mail the caller queued (issue 20: the outbox)
  { method: 'get', path: '/api/mail/{id}', operationId: 'getMailStatus' },
  {
    method: 'put',
    path: '/api/communication-integrations/{id}',
    operationId: 'updateCommunicationIntegration',
  },
  // --- Extras: communication
  {
    method: 'get',
    path: '/api/communication-integrations',
    operationId: 'listCommunicationIntegrations',
  },
  {
    method: 'post',
    path: '/api/communication-integrations',
    operationId: 'createCommunicationIntegration',
  },
  {
    method: 'delete',
    path: '/api/communication-integrations/{id}',
    operationId: 'deleteCommunicationIntegration',
  },
  // --- Extras: the activity record
  { method: 'get', path: '/api/activity', operationId: 'listActivity' },
  { method: 'get', path: '/api/activity/latest', operationId: 'listLatestChanges' },
  { method: 'get', path: '/api/activity/export', operationId: 'exportActivity' },
  { method: 'get', path: '/api/activity/retention-preview', operationId: 'previewActivityRetention' },
  { method: 'get', path: '/api/users', operationId: 'searchUsers' },
  { method: 'post', path: '/api/users/bulk-invite', operationId: 'inviteUsers' },
  // --- Extras: second factors (issue 24)
  { method: 'post', path: '/api/users/login/second-factor', operationId: 'loginSecondFactor', public: true },
  { method: 'get', path: '/api/users/me/second-factors', operationId: 'getMySecondFactors' },
  { method: 'post', path: '/api/users/me/second-factors/totp', operationId: 'startTotpEnrolment' },
  { method: 'delete', path: '/api/users/me/second-factors/totp', operationId: 'removeTotp' },
  { method: 'post', path: '/api/users/me/second-factors/totp/confirm', operationId: 'confirmTotpEnrolment' },
  { method: 'post', path: '/api/users/me/recovery-codes', operationId: 'regenerateRecoveryCodes' },
  { method: 'post', path: '/api/users/{id}/second-factors/reset', operationId: 'resetUserSecondFactors' },
  // --- Extras: passkeys and security keys (issue 24)
  {
    method: 'post',
    path: '/api/users/login/passkey/options',
    operationId: 'startPasskeySignIn',
    public: true,
  },
  { method: 'post', path: '/api/users/login/passkey', operationId: 'loginWithPasskey', public: true },
  {
    method: 'post',
    path: '/api/users/login/second-factor/options',
    operationId: 'startSecurityKeyStep',
    public: true,
  },
  {
    method: 'post',
    path: '/api/users/me/second-factors/passkeys/options',
    operationId: 'startPasskeyRegistration',
  },
  { method: 'post', path: '/api/users/me/second-factors/passkeys', operationId: 'addPasskey' },
  { method: 'put', path: '/api/users/me/second-factors/passkeys/{passkeyId}', operationId: 'renamePasskey' },
  {
    method: 'delete',
    path: '/api/users/me/second-factors/passkeys/{passkeyId}',
    operationId: 'removePasskey',
  },
  // --- Extras: meta
  { method: 'get', path: '/api/openapi.yaml', operationId: 'getOpenApiDocument', public: true },
  { method: 'get', path: '/api/health/live', operationId: 'getLiveness', public: true },
  { method: 'get', path: '/api/health/ready', operationId: 'getReadiness', public: true },
];

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const SECRET_NAME = /password|hash/i;

const doc = parse(readFileSync(new URL('../../../openapi.yaml', import.meta.url), 'utf8')) as Node;

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function child(node: unknown, key: string): Node | undefined {
  if (!isNode(node)) return undefined;
  const value = node[key];
  return isNode(value) ? value : undefined;
}

/** Follows a local `$ref` (`#/components/...`), repeatedly, to the node it names. */
function deref(node: unknown): unknown {
  let current = node;
  const seen = new Set<string>();
  while (isNode(current) && typeof current.$ref === 'string') {
    const ref = current.$ref;
    if (!ref.startsWith('#/') || seen.has(ref)) throw new Error(`unresolvable $ref ${ref}`);
    seen.add(ref);
    let target: unknown = doc;
    for (const part of ref.slice(2).split('/')) {
      target = child(target, part.replaceAll('~1', '/').replaceAll('~0', '~'));
    }
    if (target === undefined) throw new Error(`dangling $ref ${ref}`);
    current = target;
  }
  return current;
}

interface Operation {
  method: string;
  path: string;
  op: Node;
}

function operations(): Operation[] {
  const found: Operation[] = [];
  for (const [path, item] of Object.entries(child(doc, 'paths') ?? {})) {
    for (const method of METHODS) {
      const op = child(item, method);
      if (op) found.push({ method, path, op });
    }
  }
  return found;
}

/** The schemas directly under each media type of a response or request body. */
function contentSchemas(holder: unknown): unknown[] {
  const content = child(deref(holder), 'content');
  return Object.values(content ?? {}).map((media) => child(media, 'schema'));
}

/** Visits every subschema reachable from `roots`, following `$ref`s, each once. */
function walkSchemas(roots: unknown[], visit: (schema: Node, isNamedRoot: boolean) => void): void {
  const seen = new Set<unknown>();
  const stack: Array<{ schema: unknown; named: boolean }> = roots.map((schema) => ({
    schema,
    named: true,
  }));
  while (stack.length > 0) {
    const next = stack.pop();
    if (!next) break;
    const viaRef = isNode(next.schema) && typeof next.schema.$ref === 'string';
    const schema = deref(next.schema);
    if (!isNode(schema) || seen.has(schema)) continue;
    seen.add(schema);
    visit(schema, next.named || viaRef);
    const push = (value: unknown) => stack.push({ schema: value, named: false });
    for (const key of ['properties', 'patternProperties', '$defs'] as const) {
      for (const value of Object.values(child(schema, key) ?? {})) push(value);
    }
    for (const key of ['items', 'additionalProperties', 'not', 'propertyNames'] as const) {
      if (isNode(schema[key])) push(schema[key]);
    }
    for (const key of ['oneOf', 'anyOf', 'allOf', 'prefixItems'] as const) {
      const list = schema[key];
      if (Array.isArray(list)) for (const value of list) push(value);
    }
  }
}

function isErrorSchema(schema: unknown): boolean {
  return isNode(schema) && schema.$ref === '#/components/schemas/Error';
}

/**
 * A 409 of an operation whose body names a `baseVersion`: Error's `error`, and `current` — the record as it is now
 * when the save was refused for being based on an older version (`XConflict` beside the record's schema).
 */
function isConflictSchema(schema: unknown): boolean {
  if (!isNode(schema) || typeof schema.$ref !== 'string') return false;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const conflict = child(child(child(doc, 'components'), 'schemas'), name);
  const properties = child(conflict, 'properties');
  return (
    name.endsWith('Conflict') &&
    conflict?.additionalProperties === false &&
    JSON.stringify(conflict.required) === JSON.stringify(['error']) &&
    Object.keys(properties ?? {}).join() === 'error,current' &&
    child(properties, 'error')?.type === 'string' &&
    typeof child(properties, 'current')?.$ref === 'string'
  );
}

describe('openapi.yaml', () => {
  const ops = operations();

  it('is OpenAPI 3.1 served from the same origin with full /api paths', () => {
    expect(String(doc.openapi)).toMatch(/^3\.1\.\d+$/);
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    for (const { path } of ops) expect(path.startsWith('/api/')).toBe(true);
  });

  it('declares bearer and cookie auth globally', () => {
    const schemes = child(child(doc, 'components'), 'securitySchemes');
    expect(schemes?.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(schemes?.cookieAuth).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'qone_session' });
    expect(doc.security).toEqual([{ bearerAuth: [] }, { cookieAuth: [] }]);
  });

  it.each(EXPECTED.map((row) => [`${row.method.toUpperCase()} ${row.path}`, row] as const))(
    'has %s',
    (_label, row) => {
      const op = child(child(child(doc, 'paths'), row.path), row.method);
      expect(op, `${row.method.toUpperCase()} ${row.path} is missing`).toBeDefined();
      expect(op?.operationId).toBe(row.operationId);
      if (row.public) {
        expect(op?.security).toEqual([]);
      } else {
        expect(op?.security).toBeUndefined();
      }
    },
  );

  it('has no operation beyond the table', () => {
    const expected = EXPECTED.map((row) => `${row.method} ${row.path}`).sort();
    const actual = ops.map(({ method, path }) => `${method} ${path}`).sort();
    expect(actual).toEqual(expected);
  });

  it('gives every operation a unique camelCase operationId, one tag and a summary', () => {
    const ids = ops.map(({ op }) => op.operationId);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);
    const declaredTags = new Set(
      (Array.isArray(doc.tags) ? doc.tags : []).map((tag: unknown) => (isNode(tag) ? tag.name : undefined)),
    );
    for (const { method, path, op } of ops) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(Array.isArray(op.tags) ? op.tags.length : 0, `${where} tags`).toBe(1);
      expect(declaredTags.has((op.tags as unknown[])[0]), `${where} tag declared`).toBe(true);
      expect(typeof op.summary === 'string' && op.summary.length > 0, `${where} summary`).toBe(true);
    }
  });

  // The health probes take no input a caller could get wrong and are never throttled: 200 or 503, nothing in 4xx
  // (the same exception is in .redocly.lint-ignore.yaml).
  const probes = new Set(['getLiveness', 'getReadiness']);

  it('gives every operation a 2xx response and a 4xx response with the Error shape (the probes: no 4xx; a 409 may add `current`)', () => {
    for (const { method, path, op } of ops) {
      const where = `${method.toUpperCase()} ${path}`;
      const responses = child(op, 'responses') ?? {};
      const codes = Object.keys(responses);
      expect(
        codes.some((code) => /^2\d\d$/.test(code)),
        `${where} 2xx`,
      ).toBe(true);
      const errorCodes = codes.filter((code) => /^[45]\d\d$/.test(code));
      expect(
        errorCodes.some((code) => code.startsWith('4')),
        `${where} 4xx`,
      ).toBe(!probes.has(String(op.operationId)));
      for (const code of errorCodes) {
        const schemas = contentSchemas(responses[code]);
        expect(schemas.length, `${where} ${code} has a body`).toBeGreaterThan(0);
        for (const schema of schemas) {
          const shaped = isErrorSchema(schema) || (code === '409' && isConflictSchema(schema));
          expect(shaped, `${where} ${code}`).toBe(true);
        }
      }
    }
  });

  it('lists 401 and 403 on every protected operation and 500 everywhere', () => {
    for (const { method, path, op } of ops) {
      const where = `${method.toUpperCase()} ${path}`;
      const codes = Object.keys(child(op, 'responses') ?? {});
      expect(codes, where).toContain('500');
      if (Array.isArray(op.security) && op.security.length === 0) continue;
      expect(codes, where).toContain('401');
      expect(codes, where).toContain('403');
    }
  });

  it('keeps Error { error: string } with only the optional reason beside it (docs/sign-in-assurance.md)', () => {
    const error = child(child(child(doc, 'components'), 'schemas'), 'Error');
    expect(error).toMatchObject({
      type: 'object',
      required: ['error'],
      additionalProperties: false,
      properties: {
        error: { type: 'string' },
        reason: { type: 'string', enum: ['step-up-required', 'second-factor-enrolment-required'] },
      },
    });
    expect(Object.keys(child(error, 'properties') ?? {})).toEqual(['error', 'reason']);
  });

  it('refers to named components for every request and response body object', () => {
    for (const { method, path, op } of ops) {
      const where = `${method.toUpperCase()} ${path}`;
      const bodies = [
        ...contentSchemas(op.requestBody),
        ...Object.values(child(op, 'responses') ?? {}).flatMap(contentSchemas),
      ];
      for (const schema of bodies) {
        const named = isNode(schema) && typeof schema.$ref === 'string';
        const scalar = isNode(schema) && schema.type === 'string';
        expect(named || scalar, `${where} body schema is a $ref`).toBe(true);
      }
    }
    // Inside components, object shapes (schemas with properties) are never nested inline.
    const schemas = child(child(doc, 'components'), 'schemas') ?? {};
    for (const [name, schema] of Object.entries(schemas)) {
      walkSchemas([schema], (sub, isNamedRoot) => {
        if (!isNamedRoot) expect(sub.properties, `inline object inside ${name}`).toBeUndefined();
      });
    }
  });

  it('closes every request body object (additionalProperties: false, required list)', () => {
    for (const { method, path, op } of ops) {
      walkSchemas(contentSchemas(op.requestBody), (schema) => {
        if (!isNode(schema.properties)) return;
        const where = `${method.toUpperCase()} ${path} request`;
        expect(schema.additionalProperties, where).toBe(false);
        if (schema.minProperties === undefined) {
          expect(Array.isArray(schema.required), `${where} required`).toBe(true);
        }
      });
    }
  });

  it('never exposes a password, hash or token hash in any response', () => {
    const roots = ops.flatMap(({ op }) =>
      Object.values(child(op, 'responses') ?? {}).flatMap(contentSchemas),
    );
    const offending: string[] = [];
    walkSchemas(roots, (schema) => {
      for (const name of Object.keys(child(schema, 'properties') ?? {})) {
        if (SECRET_NAME.test(name)) offending.push(name);
      }
    });
    expect(offending).toEqual([]);
  });

  it('exposes the user state as a status enum, never as a password', () => {
    const user = child(child(child(doc, 'components'), 'schemas'), 'User');
    const status = deref(child(child(user, 'properties'), 'status'));
    expect(status).toMatchObject({ enum: ['verified', 'invited', 'deleted'] });
    expect(Object.keys(child(user, 'properties') ?? {})).not.toContain('password');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { ADMIN_USER_ID, DEMO_CREDENTIALS, fixtureId, groupId, type MockDb } from '../mocks';
import {
  ApiError,
  apiKey,
  type CacheMutator,
  companySettingQuery,
  createHooks,
  createMutations,
  createQueries,
  fetchQuery,
  invalidates,
  invalidationMatcher,
  isApiKey,
  matchKey,
  matchPaths,
  matchPrefix,
  type Query,
} from '../src';
import { contractOperations, testClient, useMockServer } from './support';

const operations = contractOperations();

/** listUsers → useUsers, getUser → useUser, exportTranslations → useExportTranslations. */
function hookName(operationId: string): string {
  const rest = operationId.replace(/^(list|get)(?=[A-Z])/, '');
  return `use${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
}

describe('keys', () => {
  const init = (query: Record<string, unknown>) => ({ params: { query } });

  it("are swr-openapi's [prefix, schema path, init] tuples", () => {
    expect(apiKey('/api/users/all')).toEqual(['api', '/api/users/all', undefined]);
    expect(apiKey('/api/users/{id}', { params: { path: { id: 'u1' } } })).toEqual([
      'api',
      '/api/users/{id}',
      { params: { path: { id: 'u1' } } },
    ]);
  });

  it('are recognised by isApiKey only when they are ours', () => {
    expect(isApiKey(apiKey('/api/permissions'))).toBe(true);
    expect(isApiKey('/api/permissions')).toBe(false);
    expect(isApiKey(['api', '/elsewhere', {}])).toBe(false);
    expect(isApiKey(['other', '/api/permissions', {}])).toBe(false);
    expect(isApiKey(['api'])).toBe(false);
  });

  it('match by path whatever the parameters', () => {
    const match = matchPaths(['/api/defaults', '/api/users/{id}']);
    expect(match(apiKey('/api/defaults'))).toBe(true);
    expect(match(apiKey('/api/defaults', init({ type: 'page', sort: 'name_asc' })))).toBe(true);
    expect(match(apiKey('/api/users/{id}', { params: { path: { id: 'u1' } } }))).toBe(true);
    expect(match(apiKey('/api/users/all'))).toBe(false);
    expect(match('/api/defaults')).toBe(false);
  });

  it('match by path prefix', () => {
    const match = matchPrefix('/api/users');
    expect(match(apiKey('/api/users/all'))).toBe(true);
    expect(match(apiKey('/api/users/invited-users'))).toBe(true);
    expect(match(apiKey('/api/user-roles'))).toBe(false);
  });

  it('match one record of a path', () => {
    const match = matchKey('/api/permission-groups/{id}', { id: 'g1' });
    expect(match(apiKey('/api/permission-groups/{id}', { params: { path: { id: 'g1' } } }))).toBe(true);
    expect(match(apiKey('/api/permission-groups/{id}', { params: { path: { id: 'g2' } } }))).toBe(false);
  });
});

describe('hooks and mutations cover the contract', () => {
  const api = createHooks(testClient());
  const mutations = createMutations(testClient(), vi.fn<CacheMutator>());

  it.each(
    operations.filter((op) => op.method === 'get').map((op) => [op.operationId, hookName(op.operationId)]),
  )('GET %s has the hook %s', (_operationId, name) => {
    expect(typeof (api as Record<string, unknown>)[name]).toBe('function');
  });

  it.each(operations.filter((op) => op.method !== 'get').map((op) => [op.operationId]))(
    '%s has a mutation helper and an invalidation entry',
    (operationId) => {
      expect(typeof (mutations as Record<string, unknown>)[operationId]).toBe('function');
      expect(Object.keys(invalidates)).toContain(operationId);
    },
  );

  it('has no invalidation entry for an operation that does not exist', () => {
    const ids = new Set(operations.map((op) => op.operationId));
    expect(Object.keys(invalidates).filter((name) => !ids.has(name))).toEqual([]);
  });
});

describe('queries (what the hooks read, without React) against the fake', () => {
  const mock = useMockServer('default');
  const client = testClient();
  const queries = createQueries();
  const template = fixtureId('template', 0);

  /** Arguments of a representative call of each GET operation's query. */
  const ARGS: Record<string, (db: MockDb) => unknown[]> = {
    getInvitation: (db) => [db.users.find((u) => u.status === 'invited')?.registerToken],
    getUser: () => [ADMIN_USER_ID],
    getCompanyAlias: () => ['acme.qone.app'],
    getCompany: (db) => [db.company._id],
    getPermissionGroup: () => [groupId(0)],
    getUserRole: () => [fixtureId('role', 0)],
    listTemplates: () => [{ status: 'live', sort: 'name_asc' }],
    getTemplate: () => [template],
    getButtonSettings: () => [fixtureId('template', 3)],
    getPageBySlug: (db) => ['welcome-page', db.companyAlias],
    getPublicPage: () => ['welcome-page'],
    listTemplateVersions: () => [template],
    getTemplateVersion: () => [template, fixtureId('template-version', 0)],
    getTemplatePreview: (db) => {
      db.previews.set(fixtureId('preview', 0), {
        type: 'email',
        html: '<p>Hi</p>',
        expiresAt: '2099-01-01T00:00:00Z',
      });
      return [fixtureId('preview', 0)];
    },
    getMailStatus: (db) => [
      db.sendMail({ to: 'ops@acme.example', kind: 'mailer-test', token: null, requestedBy: ADMIN_USER_ID })
        ._id,
    ],
    getTranslationProgress: () => ['ger'],
    getTranslations: () => [template, 'ger'],
    getLegalDocument: () => ['privacy-policy'],
    listLegalDocumentVersions: () => ['privacy-policy'],
    previewActivityRetention: () => [365],
  };

  it.each(operations.filter((op) => op.method === 'get').map((op) => [op.operationId, op.path]))(
    '%s: reads %s, fetches its data, and waits for its arguments',
    async (operationId, path) => {
      const build = (queries as Record<string, unknown>)[operationId];
      if (typeof build !== 'function') throw new Error(`no query ${operationId}`);
      const args = ARGS[operationId]?.(mock.db) ?? [];
      const query = build(...args) as Query | null;
      if (!query) throw new Error(`${operationId} did not build a query from its arguments`);
      expect(query[0]).toBe(path);
      expect(await fetchQuery(client, query)).toBeDefined();
      if (args.length > 0 && operationId !== 'listTemplates') expect(build()).toBeNull();
    },
  );

  it('answers the envelope data, files as they are', async () => {
    const users = await fetchQuery(client, queries.listUsers());
    expect(users).toHaveLength(12);
    expect(await fetchQuery(client, queries.exportTranslationSheet())).toBeInstanceOf(Blob);
    expect(await companySettingQuery(client, ADMIN_USER_ID)?.fetch()).toMatchObject({
      name: 'Acme Research GmbH',
    });
    expect(companySettingQuery(client, undefined)).toBeNull();
  });

  it('fails with an ApiError carrying the status and the server text', async () => {
    const error = await fetchQuery(
      client,
      queries.getUser(fixtureId('unknown', 0)) ?? queries.listUsers(),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'User not found' });
  });
});

describe('revalidation after mutations', () => {
  useMockServer('default');

  function recordingMutate() {
    return vi.fn<CacheMutator>(async () => []);
  }

  /** The filter passed to `mutate` on its only call. */
  function filterOf(mutate: ReturnType<typeof recordingMutate>): (key: unknown) => boolean {
    expect(mutate).toHaveBeenCalledTimes(1);
    const [filter] = mutate.mock.calls[0] ?? [];
    if (typeof filter !== 'function') throw new Error('mutate was not called with a key filter');
    return filter as (key: unknown) => boolean;
  }

  it('inviteUser revalidates users/all and users/invited-users, not templates', async () => {
    const mutate = recordingMutate();
    const { inviteUser } = createMutations(testClient(), mutate);
    const result = await inviteUser({
      name: 'New Person',
      email: 'new@acme.example',
      permissionGroupId: groupId(0),
    });
    expect(result.message).toBe('Invitation sent');
    const filter = filterOf(mutate);
    expect(filter(apiKey('/api/users/all'))).toBe(true);
    expect(filter(apiKey('/api/users/invited-users'))).toBe(true);
    expect(filter(apiKey('/api/defaults'))).toBe(false);
  });

  it('updatePermissionGroup revalidates the list and that group', async () => {
    const mutate = recordingMutate();
    const id = groupId(1);
    await createMutations(testClient(), mutate).updatePermissionGroup(id, {
      target: 'surveys',
      id,
      value: false,
      baseVersion: 1,
    });
    const filter = filterOf(mutate);
    expect(filter(apiKey('/api/permission-groups'))).toBe(true);
    expect(filter(apiKey('/api/permission-groups/{id}', { params: { path: { id } } }))).toBe(true);
    expect(filter(apiKey('/api/permissions'))).toBe(true);
  });

  it('createTemplate revalidates every /api/defaults query', async () => {
    const mutate = recordingMutate();
    await createMutations(testClient(), mutate).createTemplate({
      name: 'New',
      description: '',
      type: 'page',
    });
    const filter = filterOf(mutate);
    expect(filter(apiKey('/api/defaults'))).toBe(true);
    expect(
      filter(
        apiKey('/api/defaults', { params: { query: { status: 'draft', type: 'page', sort: 'name_desc' } } }),
      ),
    ).toBe(true);
    expect(filter(apiKey('/api/users/all'))).toBe(false);
  });

  it('logout empties the cache without refetching', async () => {
    const mutate = recordingMutate();
    await createMutations(testClient(), mutate).logout();
    expect(mutate).toHaveBeenCalledWith(expect.any(Function), undefined, { revalidate: false });
    expect(filterOf(mutate)(apiKey('/api/users/all'))).toBe(true);
  });

  it('login revalidates everything', async () => {
    const mutate = recordingMutate();
    const session = await createMutations(testClient(), mutate).login({ ...DEMO_CREDENTIALS });
    if (!('permissions' in session)) throw new Error('no second factor was set up');
    expect(session.permissions.settings).toBe(true);
    expect(filterOf(mutate)(apiKey('/api/legal-documents'))).toBe(true);
  });

  it('a failed mutation throws an ApiError with the server text and revalidates nothing', async () => {
    const mutate = recordingMutate();
    const error = await createMutations(testClient(), mutate)
      .createPermissionGroup({ name: '', description: 'long enough description text' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Name is required' });
    expect(mutate).not.toHaveBeenCalled();
  });

  it('operations that change nothing cached do not call mutate', async () => {
    expect(invalidationMatcher('sendPreviewEmail')).toBeUndefined();
    const mutate = recordingMutate();
    await createMutations(testClient(), mutate).forgotPassword({ email: DEMO_CREDENTIALS.email });
    expect(mutate).not.toHaveBeenCalled();
  });
});

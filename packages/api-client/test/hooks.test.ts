import { describe, expect, it, vi } from 'vitest';
import { ADMIN_USER_ID, DEMO_CREDENTIALS, fixtureId, groupId, type MockDb } from '../mocks';
import {
  ApiError,
  apiKey,
  type CacheMutator,
  createHooks,
  createMutations,
  createQueries,
  invalidates,
  invalidationMatcher,
  isApiKey,
  matchKey,
  matchPaths,
  matchPrefix,
  type QuerySpec,
  type User,
} from '../src';
import { contractOperations, testClient, useMockServer } from './support';

const operations = contractOperations();

/** listUsers → useUsers, getUser → useUser, exportTranslations → useExportTranslations. */
function hookName(operationId: string): string {
  const rest = operationId.replace(/^(list|get)(?=[A-Z])/, '');
  return `use${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
}

describe('keys', () => {
  it('are [schema path, params] tuples; undefined query values are dropped', () => {
    expect(apiKey('/api/users/all')).toEqual(['/api/users/all', {}]);
    expect(apiKey('/api/defaults', { query: { status: 'live', search: undefined } })).toEqual([
      '/api/defaults',
      { query: { status: 'live' } },
    ]);
    expect(apiKey('/api/defaults', { query: { search: undefined } })).toEqual(['/api/defaults', {}]);
    expect(apiKey('/api/users/{id}', { path: { id: 'u1' } })).toEqual([
      '/api/users/{id}',
      { path: { id: 'u1' } },
    ]);
  });

  it('are recognised by isApiKey only when they are ours', () => {
    expect(isApiKey(apiKey('/api/permissions'))).toBe(true);
    expect(isApiKey('/api/permissions')).toBe(false);
    expect(isApiKey(['/elsewhere', {}])).toBe(false);
    expect(isApiKey(['/api/permissions'])).toBe(false);
  });

  it('match by path whatever the parameters', () => {
    const match = matchPaths(['/api/defaults', '/api/users/{id}']);
    expect(match(apiKey('/api/defaults'))).toBe(true);
    expect(match(apiKey('/api/defaults', { query: { type: 'page', sort: 'name_asc' } }))).toBe(true);
    expect(match(apiKey('/api/users/{id}', { path: { id: 'u1' } }))).toBe(true);
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
    expect(match(apiKey('/api/permission-groups/{id}', { path: { id: 'g1' } }))).toBe(true);
    expect(match(apiKey('/api/permission-groups/{id}', { path: { id: 'g2' } }))).toBe(false);
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

describe('queries (the hooks without React) against the fake', () => {
  const mock = useMockServer('default');
  const queries = createQueries(testClient());
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
    getPageBySlug: () => ['welcome-page'],
    getTranslations: () => [template, 'ger'],
    exportTranslations: () => [template, { source: 'eng', target: 'ger' }],
    getLegalDocument: () => ['privacy-policy'],
  };

  it.each(operations.filter((op) => op.method === 'get').map((op) => [op.operationId, op.path]))(
    '%s: keyed by %s, fetches its data, and waits for its arguments',
    async (operationId, path) => {
      const query = (queries as Record<string, unknown>)[operationId];
      if (typeof query !== 'function') throw new Error(`no query ${operationId}`);
      const args = ARGS[operationId]?.(mock.db) ?? [];
      const spec = query(...args) as QuerySpec<unknown> | null;
      expect(spec?.key[0]).toBe(path);
      expect(await spec?.fetch()).toBeDefined();
      if (args.length > 0 && operationId !== 'listTemplates') expect(query()).toBeNull();
    },
  );

  it('answers the envelope data', async () => {
    const users = await queries.listUsers().fetch();
    expect(users).toHaveLength(12);
    expect(await queries.getCompanySettingByUser(ADMIN_USER_ID)?.fetch()).toMatchObject({
      name: 'Acme Research GmbH',
    });
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
    });
    const filter = filterOf(mutate);
    expect(filter(apiKey('/api/permission-groups'))).toBe(true);
    expect(filter(apiKey('/api/permission-groups/{id}', { path: { id } }))).toBe(true);
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
      filter(apiKey('/api/defaults', { query: { status: 'draft', type: 'page', sort: 'name_desc' } })),
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

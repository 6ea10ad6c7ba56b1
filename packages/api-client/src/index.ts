export {
  ACCESS_FLAG_NAMES,
  accessWith,
  isWithin,
  PANEL_ACCESS_FIELDS,
  PERMISSION_FLAG_NAMES,
  panelAccessWith,
  permissionsOf,
  permissionsWith,
} from './access';
export {
  type ApiClient,
  type ApiClientOptions,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  createApiClient,
  createApiMiddleware,
  LOGIN_PATH,
} from './client';
export { ApiProvider, type ApiProviderProps, useApi } from './context';
export {
  ApiError,
  extractErrorMessage,
  FETCH_ERROR_MESSAGE,
  type FetchResult,
  unwrap,
} from './errors';
export {
  type Api,
  type CacheMutator,
  createHooks,
  createMutations,
  createQueries,
  MUTATION_ERROR_MESSAGE,
  type Mutations,
  type Queries,
  type QueryConfig,
  type QueryResult,
  type QuerySpec,
} from './hooks';
export { invalidates, invalidationMatcher, type MutationName } from './invalidation';
export {
  type ApiKey,
  apiKey,
  type GetPath,
  isApiKey,
  type KeyParams,
  matchAll,
  matchKey,
  matchPaths,
  matchPrefix,
  type QueryPath,
} from './keys';
export type { components, operations, paths } from './schema';
export type * from './types';

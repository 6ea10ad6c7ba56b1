export {
  type AuthReadResult,
  type AuthRequests,
  createAuthRequests,
  useAuthApi,
  useAuthRead,
} from './auth-api';
export {
  type ApiClient,
  type ApiClientOptions,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  createApiClient,
  createApiMiddleware,
  LOGIN_PATH,
} from './client';
export { ApiProvider, type ApiProviderProps, useApiClient } from './context';
export {
  ApiError,
  currentRecordOf,
  extractErrorMessage,
  FETCH_ERROR_MESSAGE,
  type FetchResult,
  MUTATION_ERROR_MESSAGE,
  rejectFailure,
  unwrap,
} from './errors';
export {
  type ActivityExportQuery,
  type ActivityFilter,
  type Api,
  companySettingQuery,
  createHooks,
  createQueries,
  fetchQuery,
  type PagedResult,
  type Queries,
  type Query,
  type QueryConfig,
  type QueryData,
  type QueryResult,
} from './hooks';
export { invalidates, invalidationMatcher, type MutationName } from './invalidation';
export {
  type ApiKey,
  apiKey,
  type GetPath,
  isApiKey,
  KEY_PREFIX,
  type KeyInit,
  matchAll,
  matchKey,
  matchPaths,
  matchPrefix,
  type QueryPath,
} from './keys';
export { type CacheMutator, createMutations, type Mutations } from './mutations';
export type { components, operations, paths } from './schema';
export type * from './types';
export { useApi } from './use-api';
export type { UserPagesResult, UserSearchFilter } from './user-pages';

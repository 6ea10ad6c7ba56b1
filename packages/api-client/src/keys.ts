import type { PathsWithMethod } from 'openapi-typescript-helpers';
import type { paths } from './schema';

export type GetPath = PathsWithMethod<paths, 'get'>;

/** Paths whose answers SWR caches: every GET, and the POST that reads company settings by user id. */
export type QueryPath = GetPath | '/api/company-setting';

/** The first element of every SWR key of this package (swr-openapi's `prefix`). */
export const KEY_PREFIX = 'api';

/** What tells two cached answers of one path apart: openapi-fetch's init of the request (parameters, body). */
export interface KeyInit {
  params?: {
    path?: Readonly<Record<string, unknown>>;
    query?: Readonly<Record<string, unknown>>;
  };
  body?: unknown;
  parseAs?: string;
}

/**
 * An SWR key as swr-openapi builds it: the prefix, the schema path exactly as written in openapi.yaml, and the
 * request's init. SWR hashes it by value (undefined properties left out), so equal requests share an entry.
 */
export type ApiKey<P extends QueryPath = QueryPath> = readonly [
  prefix: typeof KEY_PREFIX,
  path: P,
  init?: KeyInit,
];

export function apiKey<P extends QueryPath>(path: P, init?: KeyInit): ApiKey<P> {
  return [KEY_PREFIX, path, init];
}

export function isApiKey(key: unknown): key is ApiKey {
  return (
    Array.isArray(key) &&
    (key.length === 2 || key.length === 3) &&
    key[0] === KEY_PREFIX &&
    typeof key[1] === 'string' &&
    key[1].startsWith('/api/')
  );
}

/** Matches the keys of any of `paths` (every parameter value): the filter SWR's `mutate` takes. */
export function matchPaths(paths: readonly QueryPath[]): (key: unknown) => boolean {
  const wanted = new Set<string>(paths);
  return (key) => isApiKey(key) && wanted.has(key[1]);
}

/** Matches every key whose schema path starts with `prefix`, e.g. `/api/users` or `/api/defaults`. */
export function matchPrefix(prefix: string): (key: unknown) => boolean {
  return (key) => isApiKey(key) && key[1].startsWith(prefix);
}

/** Matches the keys of `path` whose path parameters include `pathParams` (any query). */
export function matchKey(path: QueryPath, pathParams: Readonly<Record<string, string>> = {}) {
  return (key: unknown): boolean =>
    isApiKey(key) &&
    key[1] === path &&
    Object.entries(pathParams).every(([name, value]) => key[2]?.params?.path?.[name] === value);
}

/** Matches every key of this package. */
export const matchAll = (key: unknown): boolean => isApiKey(key);

import type { paths } from './schema';

type Method = 'get' | 'put' | 'post' | 'delete';

/** The schema paths that have an operation for `M`. */
export type PathsWithMethod<M extends Method> = {
  [P in keyof paths]: [NonNullable<paths[P][M]>] extends [never] ? never : P;
}[keyof paths];

export type GetPath = PathsWithMethod<'get'>;

/** Paths whose answers SWR caches: every GET, and the POST that reads company settings by user id. */
export type QueryPath = GetPath | '/api/company-setting';

type Scalar = string | number | boolean;

/** The parameters that tell two cached answers of one path apart. */
export interface KeyParams {
  path?: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, Scalar | undefined>>;
  body?: Readonly<Record<string, Scalar>>;
}

/** An SWR key: the schema path exactly as written in openapi.yaml, then its parameters. */
export type ApiKey<P extends QueryPath = QueryPath> = readonly [path: P, params: KeyParams];

/** Builds a key; undefined query values are dropped so `{ search: undefined }` and `{}` share a cache entry. */
export function apiKey<P extends QueryPath>(path: P, params: KeyParams = {}): ApiKey<P> {
  const normalized: KeyParams = {};
  if (params.path) normalized.path = params.path;
  if (params.query) {
    const query = Object.fromEntries(Object.entries(params.query).filter(([, value]) => value !== undefined));
    if (Object.keys(query).length > 0) normalized.query = query;
  }
  if (params.body) normalized.body = params.body;
  return [path, normalized];
}

export function isApiKey(key: unknown): key is ApiKey {
  return (
    Array.isArray(key) &&
    key.length === 2 &&
    typeof key[0] === 'string' &&
    key[0].startsWith('/api/') &&
    typeof key[1] === 'object' &&
    key[1] !== null
  );
}

/** Matches the keys of any of `paths` (every parameter value): the filter SWR's `mutate` takes. */
export function matchPaths(paths: readonly QueryPath[]): (key: unknown) => boolean {
  const wanted = new Set<string>(paths);
  return (key) => isApiKey(key) && wanted.has(key[0]);
}

/** Matches every key whose schema path starts with `prefix`, e.g. `/api/users` or `/api/defaults`. */
export function matchPrefix(prefix: string): (key: unknown) => boolean {
  return (key) => isApiKey(key) && key[0].startsWith(prefix);
}

/** Matches the keys of `path` whose path parameters include `pathParams` (any query). */
export function matchKey(path: QueryPath, pathParams: Readonly<Record<string, string>> = {}) {
  return (key: unknown): boolean =>
    isApiKey(key) &&
    key[0] === path &&
    Object.entries(pathParams).every(([name, value]) => key[1].path?.[name] === value);
}

/** Matches every key of this package. */
export const matchAll = (key: unknown): boolean => isApiKey(key);

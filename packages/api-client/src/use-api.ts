import type { ApiClient } from './client';
import { useApiClient } from './context';
import { type Api, createHooks } from './hooks';

/** The hooks built from each client, once. */
const built = new WeakMap<ApiClient, Api>();

/** The hooks of the nearest `ApiProvider`'s client: `const { useUsers, useMutations } = useApi()`. */
export function useApi(): Api {
  const client = useApiClient();
  let api = built.get(client);
  if (!api) {
    api = createHooks(client);
    built.set(client, api);
  }
  return api;
}

import { createContext, createElement, type ReactNode, useContext, useMemo } from 'react';
import type { ApiClient } from './client';
import { type Api, createHooks } from './hooks';

const ApiContext = createContext<Api | null>(null);

export interface ApiProviderProps {
  /** The client from `createApiClient`; the hooks are built from it once. */
  client: ApiClient;
  children?: ReactNode;
}

/** Holds the client and the hooks built from it for `useApi()` below. */
export function ApiProvider({ client, children }: ApiProviderProps) {
  const api = useMemo(() => createHooks(client), [client]);
  return createElement(ApiContext.Provider, { value: api }, children);
}

/** The hooks of the nearest {@link ApiProvider}: `const { useUsers, useMutations } = useApi()`. */
export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi() needs an <ApiProvider client={…}> above it');
  return api;
}

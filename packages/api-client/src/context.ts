import { createContext, createElement, type ReactNode, useContext } from 'react';
import type { ApiClient } from './client';

const ApiClientContext = createContext<ApiClient | null>(null);

export interface ApiProviderProps {
  /** The client from `createApiClient`; `useApi()` builds its hooks from it once. */
  client: ApiClient;
  children?: ReactNode;
}

/**
 * Holds the client for `useApi()` (./use-api.ts) and `useAuthApi()` (./auth-api.ts). It imports neither, so that an
 * app's entry holds only the client: the hooks come with the screens that use them.
 */
export function ApiProvider({ client, children }: ApiProviderProps) {
  return createElement(ApiClientContext.Provider, { value: client }, children);
}

/** The client of the nearest {@link ApiProvider}. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApi() needs an <ApiProvider client={…}> above it');
  return client;
}

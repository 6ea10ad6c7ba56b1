import { type ApiClient, ApiProvider } from '@qone/api-client';
import { ThemeProvider } from '@qone/ui';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

export interface ConsoleProvidersProps {
  /** The API client every hook and mutation goes through. */
  client: ApiClient;
  /** A fresh SWR cache (stories and tests), instead of SWR's global one. */
  isolatedCache?: boolean;
  children: ReactNode;
}

/** Everything a console page needs above it: theme, the API hooks and SWR's settings (toasts: SignedInShell). */
export function ConsoleProviders({ client, isolatedCache = false, children }: ConsoleProvidersProps) {
  return (
    <ThemeProvider>
      <ApiProvider client={client}>
        <SWRConfig
          value={{
            ...(isolatedCache ? { provider: () => new Map() } : {}),
            // A 4xx will not change by asking again; network and server errors are retried by SWR's backoff.
            shouldRetryOnError: (error: unknown) => !isClientError(error),
            revalidateOnFocus: true,
          }}
        >
          {children}
        </SWRConfig>
      </ApiProvider>
    </ThemeProvider>
  );
}

function isClientError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

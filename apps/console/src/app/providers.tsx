import { type ApiClient, ApiProvider } from '@qone/api-client';
import { ThemeProvider } from '@qone/ui';
import type { ReactNode } from 'react';
import { type StepUpBroker, StepUpContext } from './stepUp';

export interface ConsoleProvidersProps {
  /** The API client every hook and mutation goes through. */
  client: ApiClient;
  /** Where the client's requests for a fresh proof go (the client's `onStepUp` asks it). */
  stepUp?: StepUpBroker;
  children: ReactNode;
}

/**
 * What every console page needs above it: the theme and the API client. SWR's cache and settings and the toasts
 * belong to the signed-in pages (SignedInShell), so that the signed-out screens' first load carries none of them.
 */
export function ConsoleProviders({ client, stepUp, children }: ConsoleProvidersProps) {
  return (
    <ThemeProvider>
      <ApiProvider client={client}>
        <StepUpContext.Provider value={stepUp ?? null}>{children}</StepUpContext.Provider>
      </ApiProvider>
    </ThemeProvider>
  );
}

import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ApiClient } from './client';
import { useApiClient } from './context';
import { type ApiError, FETCH_ERROR_MESSAGE, MUTATION_ERROR_MESSAGE, unwrap } from './errors';
import type {
  CompanyAlias,
  ConfirmEmailChangeRequest,
  CreateAccountRequest,
  ForgotPasswordRequest,
  Invitation,
  LoginRequest,
  PasskeySignInRequest,
  RegisterRequest,
  SecondStepRequest,
  SecurityKeyStepRequest,
  SetPasswordRequest,
} from './types';

/**
 * The calls of the signed-out screens (sign-in, invitation, password links, sign-up, email confirmation), without
 * SWR: those screens cache nothing, so their first load carries neither SWR nor the hooks and mutations of the whole
 * API (`useApi()`), which the signed-in screens load with their frame. `createMutations` answers the same calls and
 * revalidates the signed-in cache after them.
 */
export function createAuthRequests(client: ApiClient) {
  const send = <Data>(call: Promise<{ data?: Data; error?: unknown; response: Response }>) =>
    unwrap(call, MUTATION_ERROR_MESSAGE);
  return {
    login: (body: LoginRequest) => send(client.POST('/api/users/login', { body })),
    loginSecondFactor: (body: SecondStepRequest) =>
      send(client.POST('/api/users/login/second-factor', { body })),
    /** The WebAuthn options of a security key as the second step, for the ticket of `login`'s answer. */
    startSecurityKeyStep: (body: SecurityKeyStepRequest) =>
      send(client.POST('/api/users/login/second-factor/options', { body })),
    /** The WebAuthn options of signing in with a passkey alone. */
    startPasskeySignIn: () => send(client.POST('/api/users/login/passkey/options')),
    loginWithPasskey: (body: PasskeySignInRequest) => send(client.POST('/api/users/login/passkey', { body })),
    forgotPassword: (body: ForgotPasswordRequest) =>
      send(client.POST('/api/users/forgot-password', { body })),
    setPassword: (body: SetPasswordRequest) => send(client.POST('/api/users/set-password', { body })),
    register: (body: RegisterRequest) => send(client.POST('/api/users/register', { body })),
    createAccount: (body: CreateAccountRequest) => send(client.POST('/api/accounts', { body })),
    confirmEmailChange: (body: ConfirmEmailChangeRequest) =>
      send(client.POST('/api/users/confirm-email', { body })),
    /** The invitation a register link holds (404 unknown, 410 used or expired). */
    getInvitation: (registerToken: string): Promise<Invitation> =>
      unwrap(
        client.GET('/api/users/invitations/{registerToken}', { params: { path: { registerToken } } }),
        FETCH_ERROR_MESSAGE,
      ).then((body) => body.data),
    /** The company this host serves, or null when none does. */
    getCompanyAlias: (host: string): Promise<CompanyAlias | null> =>
      unwrap(client.GET('/api/companies/alias', { params: { query: { host } } }), FETCH_ERROR_MESSAGE).then(
        (body) => body.data,
      ),
  };
}

export type AuthRequests = ReturnType<typeof createAuthRequests>;

/** The signed-out screens' calls, bound to the client of the nearest `ApiProvider`. */
export function useAuthApi(): AuthRequests {
  const client = useApiClient();
  return useMemo(() => createAuthRequests(client), [client]);
}

/** A one-off read of a signed-out screen: its answer, its failure, and a way to ask again. */
export interface AuthReadResult<Data> {
  data: Data | undefined;
  error: ApiError | undefined;
  /** A first answer is awaited. */
  isLoading: boolean;
  /** Any answer is awaited (the first, or one asked again by `retry`). */
  isValidating: boolean;
  retry: () => void;
}

/**
 * Reads once per `key` (the read's arguments): `read` is called when the key changes, and `null` reads nothing. For
 * the few reads of signed-out screens, which need no cache (each is shown once, on its own page).
 */
export function useAuthRead<Data>(key: string | null, read: () => Promise<Data>): AuthReadResult<Data> {
  const [state, setState] = useState<{ data?: Data; error?: ApiError; pending: boolean }>({
    pending: key !== null,
  });
  const [attempt, setAttempt] = useState(0);
  // `read` is a new function on every render; the key (with the attempt) says when to call it again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (key === null) return;
    let current = true;
    setState((previous) => ({ ...previous, pending: true }));
    read().then(
      (data) => current && setState({ data, pending: false }),
      (error: ApiError) => current && setState({ error, pending: false }),
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return {
    data: state.data,
    error: state.error,
    isLoading: state.pending && state.data === undefined && state.error === undefined,
    isValidating: state.pending,
    retry,
  };
}

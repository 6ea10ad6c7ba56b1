import type { AuthRequests, LoginResponse } from '@qone/api-client';

/**
 * "Sign in with a passkey" of /login, loaded on the button's click (a chunk of its own with the WebAuthn library, out
 * of /login's first load): the server's options (no email: the browser offers the passkeys it holds for this site),
 * the browser's assertion, then the sign-in — the same answer as a password's.
 */
export async function signInWithPasskey(
  auth: Pick<AuthRequests, 'startPasskeySignIn' | 'loginWithPasskey'>,
): Promise<LoginResponse> {
  const options = (await auth.startPasskeySignIn()).data;
  const { provePasskey } = await import('../../features/Passkeys/ceremony.editor');
  const credential = await provePasskey(options);
  return auth.loginWithPasskey({ credential });
}

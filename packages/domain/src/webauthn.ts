import type { components } from '@qone/domain/schema';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';

/**
 * Passkeys and security keys (WebAuthn), decided once for the server and the MSW fake: the options both hand to the
 * browser and the checks of what it answers, on @simplewebauthn/server (WebCrypto only, so it runs in Node and in
 * the browser). The caller keeps the challenges (single use, `WEBAUTHN_CHALLENGE_SECONDS`) and the credentials.
 */

/** How long a challenge handed to the browser may be answered. */
export const WEBAUTHN_CHALLENGE_SECONDS = 5 * 60;

/**
 * Live challenges one user may hold per purpose: a new one pushes the oldest out, so a signed-in user asking again and
 * again cannot fill the store (two tabs and a retry still work).
 */
export const CHALLENGES_PER_USER = 5;
/** What the browser may take for its prompt (the challenge lives a little longer, for the network). */
const CEREMONY_TIMEOUT_MS = 4 * 60 * 1000;
/** The name the browser's prompt shows for the relying party. */
const RP_NAME = 'Q One';
/**
 * EdDSA, ES256, RS256. Without this list the library offers ML-DSA-44 first where the runtime has it (Node 24), and
 * Chromium takes it: 1.3 KB keys and experimental warnings (docs/sign-in-assurance.md).
 */
const ALGORITHMS = [-8, -7, -257];

type RegistrationCredential = components['schemas']['PasskeyRegistrationCredential'];
type AssertionCredential = components['schemas']['PasskeyAssertion'];
export type CreationOptions = components['schemas']['PasskeyCreationOptions'];
export type RequestOptions = components['schemas']['PasskeyRequestOptions'];
export type PasskeyKind = components['schemas']['PasskeyKind'];

/** The relying party of a console served at `publicUrl`: its host name is the id, its origin the expected origin. */
export interface RelyingParty {
  id: string;
  origin: string;
}

export function relyingParty(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin };
}

/** A stored credential, as the checks need it. */
export interface StoredCredential {
  credentialId: string;
  publicKey: Uint8Array;
  signCount: number;
  transports: string[] | null;
}

const encoder = new TextEncoder();

/** The options of `navigator.credentials.create` for a new passkey of the user; `exclude`: their credentials. */
export async function registrationOptions(input: {
  rp: RelyingParty;
  user: { id: string; email: string; name: string };
  exclude: { credentialId: string; transports: string[] | null }[];
}): Promise<CreationOptions> {
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: input.rp.id,
    userName: input.user.email,
    userDisplayName: input.user.name,
    // The user's id (a uuid, no personal data): a discoverable passkey hands it back at sign-in (userHandle).
    userID: encoder.encode(input.user.id),
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: input.exclude.map((c) => ({
      id: c.credentialId,
      ...(c.transports ? { transports: c.transports } : {}),
    })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    extensions: { credProps: true },
    supportedAlgorithmIDs: ALGORITHMS,
  });
  return options as CreationOptions;
}

/**
 * The options of `navigator.credentials.get`: for signing in with a passkey alone, no credentials listed (the
 * browser offers the discoverable ones) and user verification required; for a second step, the user's credentials.
 */
export async function requestOptions(input: {
  rp: RelyingParty;
  allow?: { credentialId: string; transports: string[] | null }[];
  userVerification: 'required' | 'preferred' | 'discouraged';
}): Promise<RequestOptions> {
  const options = await generateAuthenticationOptions({
    rpID: input.rp.id,
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification: input.userVerification,
    allowCredentials: (input.allow ?? []).map((c) => ({
      id: c.credentialId,
      ...(c.transports ? { transports: c.transports } : {}),
    })),
  });
  return options as RequestOptions;
}

function base64UrlDecode(value: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(value)) return undefined;
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  try {
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/**
 * The challenge the browser signed (from `clientDataJSON`), to find the stored one it answers; undefined when the
 * credential carries none. Nothing is trusted from it: the verification checks the challenge again.
 */
export function challengeOf(credential: { response: { clientDataJSON: string } }): string | undefined {
  const bytes = base64UrlDecode(credential.response.clientDataJSON);
  if (!bytes) return undefined;
  try {
    const data: unknown = JSON.parse(new TextDecoder().decode(bytes));
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 200
      ? challenge
      : undefined;
  } catch {
    return undefined;
  }
}

/** The user id a discoverable passkey handed back (`userHandle`), when it did. */
export function userHandleOf(credential: AssertionCredential): string | undefined {
  const handle = credential.response.userHandle;
  if (!handle) return undefined;
  const bytes = base64UrlDecode(handle);
  return bytes ? new TextDecoder().decode(bytes) : undefined;
}

/** A passkey verifies its user and is discoverable (signs in alone); anything else is a security key. */
export function passkeyKind(userVerified: boolean, discoverable: boolean): PasskeyKind {
  return userVerified && discoverable ? 'passkey' : 'security-key';
}

export interface NewCredential extends StoredCredential {
  userVerified: boolean;
  discoverable: boolean;
}

/** Checks a new credential against its challenge and the relying party; undefined when it does not verify. */
export async function verifyRegistration(input: {
  credential: RegistrationCredential;
  challenge: string;
  rp: RelyingParty;
}): Promise<NewCredential | undefined> {
  try {
    const result = await verifyRegistrationResponse({
      response: input.credential as unknown as RegistrationResponseJSON,
      expectedChallenge: input.challenge,
      expectedOrigin: input.rp.origin,
      expectedRPID: input.rp.id,
      requireUserVerification: false,
      supportedAlgorithmIDs: ALGORITHMS,
    });
    if (!result.verified) return undefined;
    const { credential, userVerified } = result.registrationInfo;
    const credProps = (
      input.credential.clientExtensionResults as { credProps?: { rk?: unknown } } | undefined
    )?.credProps;
    return {
      credentialId: credential.id,
      publicKey: credential.publicKey,
      signCount: credential.counter,
      transports: input.credential.response.transports ?? null,
      userVerified,
      discoverable: credProps?.rk === true,
    };
  } catch {
    return undefined;
  }
}

/**
 * Checks an assertion by the stored credential against its challenge and the relying party. Answers the
 * authenticator's new signature counter and whether it verified its user; undefined when it does not verify,
 * including a counter that did not rise (a cloned authenticator).
 */
export async function verifyAssertion(input: {
  credential: AssertionCredential;
  challenge: string;
  rp: RelyingParty;
  stored: StoredCredential;
  requireUserVerification: boolean;
}): Promise<{ signCount: number; userVerified: boolean } | undefined> {
  try {
    const result = await verifyAuthenticationResponse({
      response: input.credential as unknown as AuthenticationResponseJSON,
      expectedChallenge: input.challenge,
      expectedOrigin: input.rp.origin,
      expectedRPID: input.rp.id,
      requireUserVerification: input.requireUserVerification,
      credential: {
        id: input.stored.credentialId,
        publicKey: input.stored.publicKey as Uint8Array<ArrayBuffer>,
        counter: input.stored.signCount,
      },
    });
    if (!result.verified) return undefined;
    return {
      signCount: result.authenticationInfo.newCounter,
      userVerified: result.authenticationInfo.userVerified,
    };
  } catch {
    return undefined;
  }
}

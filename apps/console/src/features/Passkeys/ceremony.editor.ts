import {
  ApiError,
  type PasskeyAssertion,
  type PasskeyCreationOptions,
  type PasskeyRegistrationCredential,
  type PasskeyRequestOptions,
} from '@qone/api-client';
import {
  type AuthenticatorTransport,
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';
import { passkeyCopy } from '../../copy';

/**
 * The browser's part of a passkey: `@simplewebauthn/browser` around `navigator.credentials`. Imported only when a
 * passkey is used (`import('./ceremony.editor')`): as a `*.editor` module it has its own row in the size budgets,
 * which fail should the library reach any route's first load. A refusal of the browser becomes a
 * `CeremonyError` whose message is the console's words for it, which `errorText` shows like a server's.
 */
class CeremonyError extends ApiError {
  constructor(message: string) {
    // Status 0: no server answered.
    super(0, message);
    this.name = 'CeremonyError';
  }
}

const TRANSPORTS: readonly string[] = ['ble', 'hybrid', 'internal', 'nfc', 'usb'];
const isTransport = (value: string): value is AuthenticatorTransport => TRANSPORTS.includes(value);

/** The console's words for what the browser threw (the library keeps the DOMException's name). */
function ceremonyError(failure: unknown): CeremonyError {
  const name = failure instanceof Error ? failure.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return new CeremonyError(passkeyCopy.cancelled);
  if (name === 'InvalidStateError') return new CeremonyError(passkeyCopy.alreadyRegistered);
  return new CeremonyError(passkeyCopy.refused);
}

function ensureSupported() {
  if (!browserSupportsWebAuthn()) throw new CeremonyError(passkeyCopy.unsupported);
}

/** Asks the browser to make a credential for the server's options (`startPasskeyRegistration`). */
export async function createPasskey(options: PasskeyCreationOptions): Promise<PasskeyRegistrationCredential> {
  ensureSupported();
  const { excludeCredentials, ...rest } = options;
  try {
    return await startRegistration({
      optionsJSON: {
        ...rest,
        ...(excludeCredentials
          ? {
              excludeCredentials: excludeCredentials.map(({ transports, ...credential }) => ({
                ...credential,
                ...(transports ? { transports: transports.filter(isTransport) } : {}),
              })),
            }
          : {}),
      },
    });
  } catch (failure) {
    throw ceremonyError(failure);
  }
}

/** Asks the browser for an assertion for the server's options (`startPasskeySignIn`, `startSecurityKeyStep`). */
export async function provePasskey(options: PasskeyRequestOptions): Promise<PasskeyAssertion> {
  ensureSupported();
  const { allowCredentials, ...rest } = options;
  try {
    return await startAuthentication({
      optionsJSON: {
        ...rest,
        ...(allowCredentials
          ? {
              allowCredentials: allowCredentials.map(({ transports, ...credential }) => ({
                ...credential,
                ...(transports ? { transports: transports.filter(isTransport) } : {}),
              })),
            }
          : {}),
      },
    });
  } catch (failure) {
    throw ceremonyError(failure);
  }
}

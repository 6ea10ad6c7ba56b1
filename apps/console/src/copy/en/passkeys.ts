/**
 * What the browser's passkey ceremony can answer instead of a credential, in the console's words. Their own area:
 * only the lazily loaded ceremony (`features/Passkeys/ceremony.editor.ts`) imports it, so no first load carries them.
 */
export const passkeyCopy = {
  /** The user closed the browser's prompt, or it timed out (`NotAllowedError`, `AbortError`). */
  cancelled: 'The passkey request was cancelled or timed out. Try again when you are ready.',
  /** The authenticator already holds a credential of this account (`InvalidStateError`). */
  alreadyRegistered: 'This authenticator already holds a passkey of your account. Use another one.',
  /** WebAuthn is missing from this browser. */
  unsupported: 'This browser cannot use passkeys or security keys.',
  /** Any other refusal of the browser (an address it does not trust, an authenticator error). */
  refused: 'Your browser refused the passkey request. Try again, or use another authenticator.',
} as const;

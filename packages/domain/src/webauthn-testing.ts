import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import type { components } from '@qone/domain/schema';

/**
 * A software authenticator for tests only (the server's, the parity suite's, the fake's contract test; Node's crypto,
 * never in a bundle): it makes ES256 credentials with "none"
 * attestation and signs assertions exactly as the WebAuthn specification lays them out, so the real verification
 * (@simplewebauthn/server through @qone/domain/webauthn) checks them. The browser tests use Chromium's virtual
 * authenticator instead.
 */

type CreationOptions = components['schemas']['PasskeyCreationOptions'];
type RequestOptions = components['schemas']['PasskeyRequestOptions'];
export type RegistrationCredential = components['schemas']['PasskeyRegistrationCredential'];
export type AssertionCredential = components['schemas']['PasskeyAssertion'];

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

// ------------------------------------------------------------------ the little CBOR the attestation needs

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  if (length < 65536) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(length, 1);
  return b;
}

function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

// ------------------------------------------------------------------ the authenticator

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  /** The signature counter: it rises by one per assertion unless a test sets it. */
  counter = 0;
  private userHandle: Uint8Array | undefined;

  constructor(
    readonly options: {
      /** Verifies its user (PIN, biometrics): sets UV. */
      userVerification?: boolean;
      /** Discoverable (a resident key): says so in credProps and hands back the user handle. */
      discoverable?: boolean;
    } = {},
  ) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private flags(extra: number) {
    return UP | (this.options.userVerification === false ? 0 : UV) | extra;
  }

  private counterBytes() {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(this.counter, 0);
    return b;
  }

  /** The credential's public key as COSE (what the server stores). */
  publicKeyCose(): Uint8Array {
    return new Uint8Array(this.coseKey());
  }

  private coseKey(): Buffer {
    const jwk = this.publicKey.export({ format: 'jwk' });
    return cbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x as string, 'base64url')],
        [-3, Buffer.from(jwk.y as string, 'base64url')],
      ]),
    );
  }

  /** What `navigator.credentials.create` would answer to these options at `origin`. */
  register(options: CreationOptions, origin: string, challenge = options.challenge): RegistrationCredential {
    this.userHandle = Buffer.from(options.user.id, 'base64url');
    const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.create', challenge, origin }));
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length, 0);
    const authData = Buffer.concat([
      sha256(options.rp.id ?? new URL(origin).hostname),
      Buffer.from([this.flags(AT)]),
      this.counterBytes(),
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      this.coseKey(),
    ]);
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: { credProps: { rk: this.options.discoverable !== false } },
    };
  }

  /** What `navigator.credentials.get` would answer to these options at `origin` (the counter rises first). */
  assert(options: RequestOptions, origin: string, challenge = options.challenge): AssertionCredential {
    this.counter += 1;
    const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge, origin }));
    const authData = Buffer.concat([
      sha256(options.rpId ?? new URL(origin).hostname),
      Buffer.from([this.flags(0)]),
      this.counterBytes(),
    ]);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(this.options.discoverable !== false && this.userHandle
          ? { userHandle: b64url(this.userHandle) }
          : {}),
      },
      clientExtensionResults: {},
    };
  }
}

/** A challenge no server handed out (base64url of 32 random bytes). */
export const strangeChallenge = () => b64url(randomBytes(32));

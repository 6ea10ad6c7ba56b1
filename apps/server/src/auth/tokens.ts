import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random token of 256 bits, URL-safe (invites, password links). Only its hash is stored. */
export const randomToken = () => randomBytes(32).toString('base64url');

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionClaims {
  /** user id */
  sub: string;
  /** company id */
  cid: string;
  /** the user's token version when issued: a later logout, password change or deletion invalidates it */
  ver: number;
  /** issued at / expires, seconds since epoch */
  iat: number;
  exp: number;
}

/**
 * Session tokens are HMAC-signed claims (`v1.<claims>.<signature>`), so any server sharing the secret (kept in the
 * database) can check them; revocation is by the per-user token version, checked against the database per request.
 */
export function signSession(claims: SessionClaims, secret: string): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature = createHmac('sha256', secret).update(`v1.${body}`).digest('base64url');
  return `v1.${body}.${signature}`;
}

export function verifySession(token: string, secret: string, nowSeconds: number): SessionClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== 'v1') return null;
  const [, body = '', signature = ''] = parts;
  const expected = createHmac('sha256', secret).update(`v1.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SessionClaims;
    if (typeof claims.sub !== 'string' || typeof claims.cid !== 'string' || typeof claims.ver !== 'number')
      return null;
    if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return null;
    return claims;
  } catch {
    return null;
  }
}

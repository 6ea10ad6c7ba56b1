import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random token of 256 bits, URL-safe (invites, password links). Only its hash is stored. */
export const randomToken = () => randomBytes(32).toString('base64url');

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionClaims {
  /** the session's id (a row of `sessions`, migration 0019): read on every request */
  sid: string;
  /** user id */
  sub: string;
  /** company id */
  cid: string;
  /** issued at / expires (the session's absolute end), seconds since epoch */
  iat: number;
  exp: number;
}

/**
 * Session tokens are HMAC-signed claims (`v2.<claims>.<signature>`), so any server sharing the secret (kept in the
 * database) can check them; the session they name is read from the database on every request, which is what ends
 * one (docs/sign-in-assurance.md). `v1` tokens (before sessions were rows) name no session and are refused.
 */
export function signSession(claims: SessionClaims, secret: string): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature = createHmac('sha256', secret).update(`v2.${body}`).digest('base64url');
  return `v2.${body}.${signature}`;
}

export function verifySession(token: string, secret: string, nowSeconds: number): SessionClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== 'v2') return null;
  const [, body = '', signature = ''] = parts;
  const expected = createHmac('sha256', secret).update(`v2.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SessionClaims;
    if (typeof claims.sid !== 'string' || typeof claims.sub !== 'string' || typeof claims.cid !== 'string')
      return null;
    if (!UUID.test(claims.sid)) return null;
    if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return null;
    return claims;
  } catch {
    return null;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

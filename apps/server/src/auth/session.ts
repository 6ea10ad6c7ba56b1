import type {} from '@fastify/cookie';
import { type Permissions, permissionsOf } from '@qone/domain/access';
import { authMessages } from '@qone/domain/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_ENTRY_BYTES } from '../cache/directory-cache.js';
import type { ContractOperation } from '../contract.js';
import { enrolmentRequired, forbidden, unauthorized } from '../errors.js';
import { findSessionUser, readDirectoryVersion } from '../repositories/users.js';
import type { AppServices } from '../services.js';
import { type SessionClaims, signSession, verifySession } from './tokens.js';

export const SESSION_COOKIE = 'qone_session';
export const SESSION_TTL_SECONDS = 12 * 60 * 60;

export interface AuthContext {
  userId: string;
  companyId: string;
  email: string;
  name: string;
  permissionGroupId: string | null;
  /** The caller's group's full access object (flags + panelMap); {} without a group. */
  access: Record<string, unknown>;
  permissions: Permissions;
  tokenVersion: number;
  via: 'bearer' | 'cookie';
  /**
   * The company's user-directory version read with the session (migration 0010): an answer cached under it is
   * current for this request (src/cache/directory-cache.ts).
   */
  directoryVersion: string;
  /**
   * The company's policy asks this user for a second factor and they have none confirmed: only operations marked
   * `x-before-enrolment` answer them (docs/sign-in-assurance.md, "Company policy").
   */
  enrolmentRequired: boolean;
}

/** Whether the company's policy asks a user with these permissions for a second factor. */
function policyCovers(policy: 'off' | 'settings' | 'everyone', permissions: Permissions): boolean {
  return policy === 'everyone' || (policy === 'settings' && permissions.settings === true);
}

export function issueSession(
  services: AppServices,
  user: { id: string; company_id: string; token_version: number },
): string {
  const now = Math.floor(services.clock.now().getTime() / 1000);
  const claims: SessionClaims = {
    sub: user.id,
    cid: user.company_id,
    ver: user.token_version,
    iat: now,
    exp: now + SESSION_TTL_SECONDS,
  };
  return signSession(claims, services.sessionSecret);
}

export function setSessionCookie(services: AppServices, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: services.config.secureCookies,
    path: '/',
    maxAge: SESSION_TTL_SECONDS,
  });
}

export function clearSessionCookie(services: AppServices, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: services.config.secureCookies,
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Resolves the caller of a protected operation from a bearer token (other modules) or the session cookie (the
 * console), checks the user still exists, is not deleted and that the token's version is current (revocation).
 * Cookie-authenticated unsafe requests must carry a custom header or a same-origin Origin (CSRF). A user whom the
 * company's policy asks for a second factor they have not set up is refused every contract operation not marked
 * `x-before-enrolment` (403 `second-factor-enrolment-required`); callers outside the contract (a logo preview) give
 * no `beforeEnrolment` and are not held to it.
 */
export async function authenticate(
  services: AppServices,
  req: FastifyRequest,
  operation: Pick<ContractOperation, 'security'> & Partial<Pick<ContractOperation, 'beforeEnrolment'>>,
): Promise<AuthContext> {
  const schemes = new Set(operation.security.flatMap((requirement) => Object.keys(requirement)));
  const header = req.headers.authorization;
  let token: string | undefined;
  let via: AuthContext['via'] = 'bearer';
  if (schemes.has('bearerAuth') && header?.startsWith('Bearer ')) {
    token = header.slice('Bearer '.length).trim();
  } else if (schemes.has('cookieAuth') && req.cookies[SESSION_COOKIE]) {
    token = req.cookies[SESSION_COOKIE];
    via = 'cookie';
  }
  if (!token) throw unauthorized(authMessages.signInRequired);
  const claims = verifySession(
    token,
    services.sessionSecret,
    Math.floor(services.clock.now().getTime() / 1000),
  );
  if (!claims) throw unauthorized(authMessages.sessionExpired);

  if (via === 'cookie' && !SAFE_METHODS.has(req.method) && !isSameOriginRequest(services, req)) {
    throw forbidden(authMessages.crossSite);
  }

  // The session's user is read fresh whenever anything of the company's users or groups has changed since the last
  // read (the directory version, kept by the database; src/cache/directory-cache.ts), on any server process: a
  // deletion, a revoked token or a group's changed access counts from the request after the change commits.
  const directoryVersion = await readDirectoryVersion(services.db, claims.cid);
  const user = await services.directoryCache.read(
    claims.cid,
    directoryVersion,
    `session\u0000${claims.sub}`,
    () => findSessionUser(services.db, claims.cid, claims.sub),
    () => SESSION_ENTRY_BYTES,
  );
  if (!user || user.is_deleted || user.token_version !== claims.ver) {
    throw unauthorized(authMessages.sessionExpired);
  }
  const access = (user.access ?? {}) as Record<string, unknown>;
  const permissions = permissionsOf(access);
  const enrolment = !user.has_second_factor && policyCovers(user.second_factor_policy, permissions);
  if (enrolment && operation.beforeEnrolment === false) throw enrolmentRequired();
  return {
    userId: user.id,
    companyId: user.company_id,
    email: user.email,
    name: user.name,
    permissionGroupId: user.permission_group_id,
    access,
    permissions,
    tokenVersion: user.token_version,
    via,
    directoryVersion,
    enrolmentRequired: enrolment,
  };
}

/** A custom header cannot be sent cross-site without CORS (which we never grant); a same-origin Origin is fine too. */
function isSameOriginRequest(services: AppServices, req: FastifyRequest): boolean {
  if (req.headers['x-requested-with']) return true;
  const origin = req.headers.origin;
  if (!origin) return false;
  const allowed = new Set([new URL(services.config.publicUrl).origin]);
  if (req.headers.host) allowed.add(`${req.protocol}://${req.headers.host}`);
  return allowed.has(origin);
}

import type {} from '@fastify/cookie';
import { type Permissions, permissionsOf } from '@qone/domain/access';
import { activity, type SignInClient } from '@qone/domain/activity';
import { authMessages } from '@qone/domain/messages';
import { describeUserAgent, SESSION_TOUCH_SECONDS, STEP_UP_REASON } from '@qone/domain/sessions';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordActivity } from '../activity/record.js';
import { SESSION_ENTRY_BYTES } from '../cache/directory-cache.js';
import type { ContractOperation } from '../contract.js';
import type { Executor } from '../db/index.js';
import type { SessionMethod } from '../db/types.js';
import { enrolmentRequired, forbidden, ReasonedError, unauthorized } from '../errors.js';
import { insertSession, readSession, touchSession } from '../repositories/sessions.js';
import { findSessionUser } from '../repositories/users.js';
import type { AppServices } from '../services.js';
import { type SessionClaims, signSession, verifySession } from './tokens.js';

export const SESSION_COOKIE = 'qone_session';

export interface AuthContext {
  userId: string;
  companyId: string;
  email: string;
  name: string;
  permissionGroupId: string | null;
  /** The caller's group's full access object (flags + panelMap); {} without a group. */
  access: Record<string, unknown>;
  permissions: Permissions;
  /** The session the request's token names (a row of `sessions`). */
  sessionId: string;
  /** The session's last proof of identity (its sign-in or a step-up): `requireFreshProof`. */
  provedAt: Date;
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

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A session's signed token: its id, user and company, and its absolute end. */
function tokenOf(
  services: Pick<AppServices, 'sessionSecret'>,
  session: { id: string; userId: string; companyId: string; createdAt: Date; expiresAt: Date },
): string {
  const claims: SessionClaims = {
    sid: session.id,
    sub: session.userId,
    cid: session.companyId,
    iat: seconds(session.createdAt),
    exp: seconds(session.expiresAt),
  };
  return signSession(claims, services.sessionSecret);
}

/** The client of a request as the activity record keeps it: its address, and its browser and system in words. */
export function clientOf(req: Pick<FastifyRequest, 'ip' | 'headers'>): SignInClient {
  return { ip: req.ip, ...describeUserAgent(req.headers['user-agent'] ?? '') };
}

/**
 * Opens a session's row for a user and answers its token, recording nothing: `startSession` is what a sign-in
 * calls; the tests' fixtures open sessions with this alone, so that the record they read holds only what they made.
 */
export async function openSession(
  services: Pick<AppServices, 'clock' | 'config' | 'sessionSecret'>,
  db: Executor,
  req: Pick<FastifyRequest, 'ip' | 'headers'>,
  user: { id: string; company_id: string },
  method: SessionMethod,
): Promise<string> {
  const now = services.clock.now();
  const expiresAt = new Date(now.getTime() + services.config.sessions.maxHours * 3_600_000);
  const id = await insertSession(db, {
    companyId: user.company_id,
    userId: user.id,
    ip: req.ip,
    userAgent: req.headers['user-agent'] ?? '',
    method,
    now,
    expiresAt,
  });
  return tokenOf(services, { id, userId: user.id, companyId: user.company_id, createdAt: now, expiresAt });
}

/**
 * Starts a session for a user who just proved who they are (a sign-in): a row with the client's address, its user
 * agent and the method, and the token naming it. The sign-in is recorded (`user.signed-in`, with the address,
 * browser and system) in the transaction that makes the row.
 */
export function startSession(
  services: Pick<AppServices, 'db' | 'clock' | 'config' | 'sessionSecret'>,
  req: Pick<FastifyRequest, 'ip' | 'headers'>,
  user: { id: string; company_id: string; name: string; email: string },
  method: SessionMethod,
): Promise<string> {
  return services.db.transaction().execute(async (trx) => {
    const token = await openSession(services, trx, req, user, method);
    await recordActivity(
      trx,
      { companyId: user.company_id, at: services.clock.now() },
      activity.signIn({ action: 'user.signed-in', user, client: clientOf(req), method }),
    );
    return token;
  });
}

export function setSessionCookie(services: AppServices, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: services.config.secureCookies,
    path: '/',
    maxAge: services.config.sessions.maxHours * 3600,
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

/**
 * Refuses (403, `reason: step-up-required`) unless the caller's session proved who they are within the last
 * `STEP_UP_SECONDS` (a setting, 300 by default): an operation marked `x-step-up: true` in openapi.yaml is checked where routes are dispatched;
 * a handler of which only a part needs it (a new email in `updateUserProfile`) calls this itself.
 */
export function requireFreshProof(services: Pick<AppServices, 'clock' | 'config'>, auth: AuthContext): void {
  if (
    services.clock.now().getTime() - auth.provedAt.getTime() >
    services.config.sessions.stepUpSeconds * 1000
  ) {
    throw new ReasonedError(403, authMessages.stepUpRequired, STEP_UP_REASON);
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Resolves the caller of a protected operation from a bearer token (other modules) or the session cookie (the
 * console), reads the session the token names (ended, past its end or idle → 401) and checks its user still exists
 * and is not deleted.
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
  const now = services.clock.now();
  const claims = verifySession(token, services.sessionSecret, seconds(now));
  if (!claims) throw unauthorized(authMessages.sessionExpired);

  if (via === 'cookie' && !SAFE_METHODS.has(req.method) && !isSameOriginRequest(services, req)) {
    throw forbidden(authMessages.crossSite);
  }

  // The session's row, read on every request and on every server process, is what ends it: signed out, ended by
  // its user or an administrator, past its absolute end, or idle too long (docs/sign-in-assurance.md).
  const session = await readSession(services.db, claims.sid);
  if (
    !session ||
    session.ended_at !== null ||
    session.user_id !== claims.sub ||
    session.company_id !== claims.cid ||
    new Date(session.expires_at).getTime() <= now.getTime() ||
    now.getTime() - new Date(session.last_active_at).getTime() > services.config.sessions.idleMinutes * 60_000
  ) {
    throw unauthorized(authMessages.sessionExpired);
  }
  if (now.getTime() - new Date(session.last_active_at).getTime() > SESSION_TOUCH_SECONDS * 1000) {
    await touchSession(services.db, session.id, now);
  }

  // The session's user is read fresh whenever anything of the company's users or groups has changed since the last
  // read (the directory version, kept by the database; src/cache/directory-cache.ts), on any server process: a
  // deletion or a group's changed access counts from the request after the change commits.
  const directoryVersion = session.version;
  const user = await services.directoryCache.read(
    claims.cid,
    directoryVersion,
    `session\u0000${claims.sub}`,
    () => findSessionUser(services.db, claims.cid, claims.sub),
    () => SESSION_ENTRY_BYTES,
  );
  if (!user || user.is_deleted) throw unauthorized(authMessages.sessionExpired);
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
    sessionId: session.id,
    provedAt: new Date(session.proved_at),
    via,
    directoryVersion,
    enrolmentRequired: enrolment,
  };
}

/** The session token a request carries (bearer first, as `authenticate` reads it), if any. */
export function tokenIn(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim();
  return req.cookies[SESSION_COOKIE];
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

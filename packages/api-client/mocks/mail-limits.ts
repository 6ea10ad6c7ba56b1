import {
  invitationQuota,
  MAIL_QUOTA_DEFAULTS,
  mayReceivePreview,
  mayReceivePreviewSms,
  QUOTA_WINDOW_MS,
  quotaExcess,
  quotaOpensAt,
} from '@qone/domain/mail-limits';
import { mailLimitMessages } from '@qone/domain/messages';
import type { MockDb } from './db';
import { forbidden, tooManyRequests } from './http';

/**
 * What the current company may mail, as the server decides it (apps/server/src/mail/limits.ts), with the rules of
 * `src/mail-limits.ts` and the quotas' defaults: previews and test mails only to people the company vouches for and
 * within a daily quota, invitations within a daily quota smaller for a young company or one without a verified
 * sending domain. Times are the fake's clock's.
 */

const secondsUntil = (db: MockDb, at: number) => (at - Date.parse(db.currentTime())) / 1000;
const windowStart = (db: MockDb) => Date.parse(db.currentTime()) - QUOTA_WINDOW_MS;

const activeUsers = (db: MockDb) =>
  db.users.filter((user) => user.status === 'verified' && user.isDeleted === 'false');

function verifiedDomainNames(db: MockDb): string[] {
  return db.domains
    .map((domain) => db.toDomain(domain))
    .filter((domain) => domain.active && domain.status === 'verified')
    .map((domain) => domain.domain);
}

/** 403 unless `address` is an active user's of the company or on a domain it verified. */
export function assertPreviewRecipient(db: MockDb, address: string): void {
  const allowed = mayReceivePreview(address, {
    userEmails: activeUsers(db).map((user) => user.email),
    verifiedDomains: verifiedDomainNames(db),
  });
  if (!allowed) forbidden(mailLimitMessages.previewRecipient(address));
}

/** 403 unless `phone` is an active user's of the company. */
export function assertPreviewSmsRecipient(db: MockDb, phone: string): void {
  if (
    !mayReceivePreviewSms(
      phone,
      activeUsers(db).map((user) => user.phone),
    )
  )
    forbidden(mailLimitMessages.previewSmsRecipient(phone));
}

/** Counts one preview or mailer test against the company's daily quota, or 429 saying when more may be sent. */
export function takePreviewQuota(db: MockDb): void {
  const since = windowStart(db);
  const recent = db.previewsSent.filter((at) => Date.parse(at) > since);
  const limit = MAIL_QUOTA_DEFAULTS.previewsPerDay;
  const oldest = recent[0];
  if (recent.length >= limit && oldest !== undefined) {
    const opensAt = Date.parse(oldest) + QUOTA_WINDOW_MS;
    tooManyRequests(mailLimitMessages.previewQuotaReached(limit, opensAt), secondsUntil(db, opensAt));
  }
  db.previewsSent.splice(0, db.previewsSent.length, ...recent, db.now());
}

/** 429 unless `wanted` more invitations fit into the company's daily quota (the server's words and order). */
export function assertInvitationQuota(db: MockDb, wanted: number): void {
  const now = db.currentTime();
  const hasVerifiedDomain = verifiedDomainNames(db).length > 0;
  const { limit, raised } = invitationQuota(
    MAIL_QUOTA_DEFAULTS,
    { createdAt: db.companyCreatedAt, hasVerifiedDomain },
    now,
  );
  const since = windowStart(db);
  const sent = db.mails
    .filter((mail) => mail.kind === 'invite' && mail.companyId === db.company._id)
    .map((mail) => Date.parse(mail.queuedAt))
    .filter((at) => at > since)
    .sort((a, b) => a - b);
  const excess = quotaExcess(sent.length, limit, wanted);
  if (excess === 0 && wanted <= limit) return;
  const leaving = excess > 0 ? sent[excess - 1] : undefined;
  const opensAt = leaving === undefined ? Date.parse(now) + QUOTA_WINDOW_MS : quotaOpensAt(leaving);
  const remaining = Math.max(0, limit - sent.length);
  tooManyRequests(
    wanted > 1 && remaining > 0
      ? mailLimitMessages.bulkOverQuota(wanted, remaining, limit)
      : mailLimitMessages.invitationQuotaReached(limit, opensAt, raised),
    secondsUntil(db, opensAt),
  );
}

import {
  invitationQuota,
  mayReceivePreview,
  mayReceivePreviewSms,
  QUOTA_WINDOW_MS,
  quotaExcess,
  quotaOpensAt,
} from '@qone/domain/mail-limits';
import { mailLimitMessages } from '@qone/domain/messages';
import { takeRate, throttlePolicies } from '../auth/throttle.js';
import type { Clock } from '../clock.js';
import type { MailQuotaSettings } from '../config.js';
import type { Executor } from '../db/index.js';
import { verifiedDomainNames } from '../domain/sending-domains.js';
import { forbidden, HttpError } from '../errors.js';
import { findCompanyCreatedAt } from '../repositories/companies.js';
import { countQueuedSince, lockMailQuota, queuedAtSince } from '../repositories/mail-outbox.js';
import { isActiveUserEmail, listActiveUserPhones } from '../repositories/users.js';

/**
 * What a company may mail (issue 21): previews and test mails go only to people it can vouch for and count against
 * a daily quota; invitations count against a daily quota that is smaller for a young company or one without a
 * verified sending domain. The rules are `@qone/domain/mail-limits`, which the fake applies too; here they meet
 * the database.
 */

type Services = { db: Executor; clock: Clock; config: { mailQuotas: MailQuotaSettings } };

/** A preview or test mail goes only to an active user of the company or an address on its verified domains (403). */
export async function assertPreviewRecipient(
  db: Executor,
  companyId: string,
  address: string,
): Promise<void> {
  const ownUser = await isActiveUserEmail(db, companyId, address);
  const allowed = mayReceivePreview(address, {
    userEmails: ownUser ? [address] : [],
    verifiedDomains: ownUser ? [] : await verifiedDomainNames(db, companyId),
  });
  if (!allowed) throw forbidden(mailLimitMessages.previewRecipient(address));
}

/** A preview SMS goes only to the phone number of an active user of the company (403). */
export async function assertPreviewSmsRecipient(
  db: Executor,
  companyId: string,
  phone: string,
): Promise<void> {
  if (!mayReceivePreviewSms(phone, await listActiveUserPhones(db, companyId)))
    throw forbidden(mailLimitMessages.previewSmsRecipient(phone));
}

/**
 * Counts one preview (email, SMS) or mailer test against the company's daily quota, in one statement in the database
 * (`previewsPerCompany`, a rate over 24 hours): 429 with Retry-After and the time more may be sent.
 */
export async function takePreviewQuota(services: Services, companyId: string): Promise<void> {
  const max = services.config.mailQuotas.previewsPerDay;
  await takeRate(services, { ...throttlePolicies.previewsPerCompany, max }, companyId, (opensAt) =>
    mailLimitMessages.previewQuotaReached(max, opensAt),
  );
}

/** The company's invitation quota now (see invitationQuota). */
export interface InvitationQuota {
  companyId: string;
  limit: number;
  /** The full quota while the small one applies (the refusal says what lifts it), else null. */
  raised: number | null;
}

export async function invitationQuotaOf(services: Services, companyId: string): Promise<InvitationQuota> {
  const { db, clock, config } = services;
  const createdAt = (await findCompanyCreatedAt(db, companyId)) ?? clock.now();
  const hasVerifiedDomain = (await verifiedDomainNames(db, companyId)).length > 0;
  return { companyId, ...invitationQuota(config.mailQuotas, { createdAt, hasVerifiedDomain }, clock.now()) };
}

/**
 * Refuses (429) `wanted` more invitations when they do not fit into what the company queued in the last 24 hours:
 * with the time they (or, for more than the quota, any more) may be sent, as Retry-After and in the message. A list
 * that would fit partly says how many may still be sent; nobody of it is invited.
 */
export async function assertInvitationQuota(
  db: Executor,
  quota: InvitationQuota,
  wanted: number,
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - QUOTA_WINDOW_MS);
  const used = await countQueuedSince(db, quota.companyId, 'invite', since);
  const excess = quotaExcess(used, quota.limit, wanted);
  if (excess === 0 && wanted <= quota.limit) return;
  const leaving = excess > 0 ? await queuedAtSince(db, quota.companyId, 'invite', since, excess) : undefined;
  // A list longer than the whole quota never fits: the window's length is then the honest wait for a full quota.
  const opensAt = leaving ? quotaOpensAt(leaving) : now.getTime() + QUOTA_WINDOW_MS;
  const remaining = Math.max(0, quota.limit - used);
  const message =
    wanted > 1 && remaining > 0
      ? mailLimitMessages.bulkOverQuota(wanted, remaining, quota.limit)
      : mailLimitMessages.invitationQuotaReached(quota.limit, opensAt, quota.raised);
  throw new HttpError(429, message, {
    'retry-after': String(Math.max(1, Math.ceil((opensAt - now.getTime()) / 1000))),
  });
}

/**
 * In the transaction that queues an invitation, before anything else: holds the company's invitation quota until
 * the commit and refuses (429) when one more does not fit — so invitations from any number of processes at once
 * never pass the quota together.
 */
export async function holdInvitationQuota(trx: Executor, quota: InvitationQuota, now: Date): Promise<void> {
  await lockMailQuota(trx, quota.companyId, 'invite');
  await assertInvitationQuota(trx, quota, 1, now);
}

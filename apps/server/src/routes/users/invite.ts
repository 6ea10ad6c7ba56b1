import { randomUUID } from 'node:crypto';
import { peopleMessages, validationMessages } from '@qone/domain/messages';
import { inviteRowProblem } from '@qone/domain/people';
import type { AuthContext } from '../../auth/session.js';
import { adminMailKey, countRequest } from '../../auth/throttle.js';
import { randomToken } from '../../auth/tokens.js';
import { badRequest, conflict, HttpError } from '../../errors.js';
import { assertInvitationQuota, holdInvitationQuota, invitationQuotaOf } from '../../mail/limits.js';
import { inviteMail, registerLink } from '../../mail/templates.js';
import { findCompanyName } from '../../repositories/companies.js';
import { storeUserToken } from '../../repositories/user-tokens.js';
import { insertInvitedUser, isEmailTaken, isUniqueViolation } from '../../repositories/users.js';
import type { AppServices } from '../../services.js';
import { EMAIL_TAKEN } from './access.js';
import { recordUserChange } from './activity.js';
import { assertAssignableGroup } from './assign-group.js';

/** What became of one row: invited (the new user's id), or not, with the refusal a single invitation answers. */
export type InvitationOutcome = { row: number; name: string; email: string } & (
  | { outcome: 'invited'; userId: string }
  | { outcome: 'invalid' | 'alreadyUser' | 'failed'; refusal: HttpError }
);

/**
 * The one invitation path: a single invitation is a list of one. The group is checked once (the caller's company's,
 * giving nothing the caller lacks); each row is validated, checked against the company's own users and the list's
 * other rows; the rows left are checked together against the company's daily quota (429 for the whole list when they
 * do not fit, nobody invited). Then each row on its own: the administrator's mail count per recipient, and one
 * transaction that holds the quota again (lists sent at once to several processes never pass it together), writes
 * the user, the register link, the activity record and the queued mail — a row is invited completely or not at all,
 * one bad row never stops the others, and no row waits on SMTP (the outbox's worker sends after the answer).
 */
export async function invite(
  ctx: AppServices & { auth: AuthContext },
  list: { permissionGroupId: string; rows: readonly { name: string; email: string }[] },
): Promise<InvitationOutcome[]> {
  const { db, clock, auth, config, mail } = ctx;
  const group = await assertAssignableGroup(db, auth, list.permissionGroupId);
  const outcomes = new Map<number, InvitationOutcome>();
  const candidates: { row: number; name: string; email: string }[] = [];
  const seen = new Set<string>();
  for (const [row, { name, email }] of list.rows.entries()) {
    const refuse = (outcome: 'invalid' | 'alreadyUser', refusal: HttpError) =>
      outcomes.set(row, { row, name, email, outcome, refusal });
    const problem = inviteRowProblem({ name, email });
    if (problem) {
      refuse('invalid', badRequest(validationMessages[problem]));
      continue;
    }
    const key = email.toLowerCase();
    if (seen.has(key)) {
      refuse('alreadyUser', conflict(peopleMessages.listedTwice));
      continue;
    }
    seen.add(key);
    // Only the company's own users count: whether another company uses the address changes nothing here.
    if (await isEmailTaken(db, auth.companyId, email)) {
      refuse('alreadyUser', conflict(EMAIL_TAKEN));
      continue;
    }
    candidates.push({ row, name, email });
  }

  // Read first, so a refusal costs no count of the recipients'; held in each row's transaction, where it is decided.
  const quota = await invitationQuotaOf(ctx, auth.companyId);
  if (candidates.length > 0) await assertInvitationQuota(db, quota, candidates.length, clock.now());
  const companyName = candidates.length > 0 ? await findCompanyName(db, auth.companyId) : '';

  for (const { row, name, email } of candidates) {
    const fail = (outcome: 'alreadyUser' | 'failed', refusal: HttpError) =>
      outcomes.set(row, { row, name, email, outcome, refusal });
    try {
      // Counted like every mail an administrator sends, per company and recipient: an address mailed too often
      // lately is this row's failure, not the whole list's.
      await countRequest(ctx, [adminMailKey(auth.companyId, email)]);
      const token = randomToken();
      const message = inviteMail({
        to: email,
        name,
        companyName,
        inviterName: auth.name,
        link: registerLink(config.publicUrl, token),
      });
      const id = randomUUID();
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await holdInvitationQuota(trx, quota, now);
        await insertInvitedUser(trx, {
          id,
          companyId: auth.companyId,
          name,
          email,
          permissionGroupId: list.permissionGroupId,
          now,
        });
        await storeUserToken(trx, { token, companyId: auth.companyId, userId: id, kind: 'invite', now });
        await recordUserChange(trx, {
          companyId: auth.companyId,
          actor: auth,
          at: now,
          action: 'user.invited',
          user: { id, email },
          before: null,
          after: { name, email, permissionGroup: group.name, status: 'invited' },
        });
        // With the user, or not at all: an invitation never stays without its mail, and never waits on SMTP.
        await mail.queue(trx, { kind: 'invite', companyId: auth.companyId, userId: id, message });
      });
      outcomes.set(row, { row, name, email, outcome: 'invited', userId: id });
    } catch (error) {
      // Another request invited the same address meanwhile.
      if (isUniqueViolation(error)) fail('alreadyUser', conflict(EMAIL_TAKEN));
      // Mailed too often lately, or lists sent at once used up the quota meanwhile: this row was not invited.
      else if (error instanceof HttpError && error.statusCode === 429) fail('failed', error);
      else throw error;
    }
  }
  return list.rows.flatMap((_, row) => outcomes.get(row) ?? []);
}

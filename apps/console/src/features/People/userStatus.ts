import type { MailState, User } from '@qone/api-client';
import type { StatusTone, UserCardMail } from '@qone/ui';
import { relativeTime } from '../../app/format';
import { peopleCopy } from '../../copy';

const t = peopleCopy.userManagement;

/** How the grid shows a user: the spec's three states, and Expired for an invitation whose link no longer works. */
export type CardState = 'verified' | 'invited' | 'expired' | 'deleted';

export function cardState(user: User, now: number): CardState {
  if (user.status !== 'invited') return user.status;
  const expires = user.invitationExpiresAt;
  return expires && Date.parse(expires) > now ? 'invited' : 'expired';
}

const tones: Record<CardState, StatusTone> = {
  verified: 'success',
  invited: 'attention',
  expired: 'danger',
  deleted: 'neutral',
};

/** The card's badge and, for invitations, when the link expires (or expired). */
export function cardStatus(user: User, now: number) {
  const state = cardState(user, now);
  const expires = user.invitationExpiresAt;
  let detail: string | undefined;
  if (state === 'invited' && expires) detail = t.expires(relativeTime(expires, now));
  if (state === 'expired') detail = expires ? t.expired(relativeTime(expires, now)) : t.noLink;
  return { label: t.statuses[state], tone: tones[state], ...(detail ? { detail } : {}) };
}

const mailTones: Record<MailState, StatusTone> = { queued: 'neutral', sent: 'success', failed: 'danger' };

/**
 * How an invited user's invitation mail is doing, for the card: queued (with the last attempt's reason while it is
 * retried), sent (how long ago) or failed (the reason; Reinvite sends a new one). Nothing for other users.
 */
export function cardMail(user: User, now: number): UserCardMail | undefined {
  const mail = user.invitationMail;
  if (user.status !== 'invited' || !mail) return undefined;
  const detail =
    mail.state === 'sent'
      ? relativeTime(mail.at, now)
      : mail.reason
        ? mail.state === 'queued'
          ? t.mailRetrying(mail.reason)
          : mail.reason
        : t.mailWaiting;
  return { label: t.mailStates[mail.state], tone: mailTones[mail.state], detail };
}

/** What an admin can do with a user, by state (the console README's table): */
export type UserAction =
  | 'permissionGroup'
  | 'resetPassword'
  | 'deleteUser'
  | 'reinvite'
  | 'deleteInvited'
  | 'activity'
  | 'view'
  | 'signOutEverywhere'
  | 'resetSecondFactors';

const ACTIONS_BY_STATE: Record<CardState, readonly UserAction[]> = {
  verified: ['permissionGroup', 'resetPassword', 'signOutEverywhere', 'activity', 'deleteUser'],
  invited: ['reinvite', 'activity', 'deleteInvited'],
  expired: ['reinvite', 'activity', 'deleteInvited'],
  deleted: ['view'],
};

/** Actions one never takes on one's own card: Personal Settings and Sign-in & security are for one's own account. */
const NOT_ON_SELF: ReadonlySet<UserAction> = new Set([
  'deleteUser',
  'resetPassword',
  'signOutEverywhere',
  'resetSecondFactors',
]);

/**
 * The actions of a user's card. `contained`: the user's access is within the caller's — without it, Sign out
 * everywhere and Reset Second Factors are not offered (the server refuses them: nobody acts on someone with more
 * access). A user's second factors are reset by an administrator only when there are any.
 */
export function actionsFor(
  user: User,
  now: number,
  selfId: string | undefined,
  contained = true,
): readonly UserAction[] {
  const byState = ACTIONS_BY_STATE[cardState(user, now)];
  const actions =
    user.secondFactors.length > 0 && user.status === 'verified'
      ? [...byState.slice(0, -1), 'resetSecondFactors' as const, ...byState.slice(-1)]
      : byState;
  return actions.filter(
    (action) =>
      !(user._id === selfId && NOT_ON_SELF.has(action)) &&
      (contained || (action !== 'signOutEverywhere' && action !== 'resetSecondFactors')),
  );
}

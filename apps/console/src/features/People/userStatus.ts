import type { User } from '@qone/api-client';
import type { StatusTone } from '@qone/ui';
import { peopleCopy } from '../../copy';
import { relativeTime } from './time';

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

/** What an admin can do with a user, by state (the console README's table): */
export type UserAction =
  | 'permissionGroup'
  | 'resetPassword'
  | 'deleteUser'
  | 'reinvite'
  | 'deleteInvited'
  | 'activity'
  | 'view';

export const ACTIONS_BY_STATE: Record<CardState, readonly UserAction[]> = {
  verified: ['permissionGroup', 'resetPassword', 'activity', 'deleteUser'],
  invited: ['reinvite', 'activity', 'deleteInvited'],
  expired: ['reinvite', 'activity', 'deleteInvited'],
  deleted: ['view'],
};

/** The actions of a user's card; nobody deletes or resets themselves from here (Personal Settings is for that). */
export function actionsFor(user: User, now: number, selfId: string | undefined): readonly UserAction[] {
  const actions = ACTIONS_BY_STATE[cardState(user, now)];
  return user._id === selfId
    ? actions.filter((action) => action !== 'deleteUser' && action !== 'resetPassword')
    : actions;
}

import type { User } from './types';

/**
 * The user-management list of SPEC section 4: invited users not already among `users` (newest
 * first), followed by all users. Feed it `useInvitedUsers().data` and `useUsers().data`.
 */
export function mergeInviteList(invited: readonly User[], users: readonly User[]): User[] {
  const known = new Set(users.flatMap((user) => [user._id, user.email.toLowerCase()]));
  const pending = invited
    .filter((user) => !known.has(user._id) && !known.has(user.email.toLowerCase()))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return [...pending, ...users];
}

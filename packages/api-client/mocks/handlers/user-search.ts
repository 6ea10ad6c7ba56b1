import { peopleMessages } from '@qone/domain/messages';
import {
  decodeUserCursor,
  encodeUserCursor,
  USER_PAGE_DEFAULT_LIMIT,
  type UserPosition,
} from '@qone/domain/people';
import type { components } from '../../src/schema';
import { type MockDb, type StoredUser, secondFactorKinds } from '../db';
import { badRequest, routesFor } from '../http';
import { invite } from './invite';

type UserListStatus = components['schemas']['UserListStatus'];
type BulkInviteResult = components['schemas']['BulkInviteResult'];

/** The grid's sort key: the name in lower case, compared by code unit (the server sorts by byte, `collate "C"`). */
const sortKey = (user: StoredUser): UserPosition => ({ sortName: user.name.toLowerCase(), id: user._id });

const compare = (a: UserPosition, b: UserPosition) =>
  a.sortName < b.sortName ? -1 : a.sortName > b.sortName ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/**
 * Tag `users`, the operations of user management at scale: the grid's keyset-paged search (`GET /api/users`) and
 * bulk invitations. In their own file so the rest of the tag's handlers (users.ts) stay as they are.
 */
export function userSearchHandlers(db: MockDb) {
  const { get, post } = routesFor(db);

  const hasStatus = (user: StoredUser, status: UserListStatus | null) => {
    if (status === null) return true;
    if (status === 'invited') return db.hasOpenInvitation(user);
    if (status === 'expired') return user.status === 'invited' && !db.hasOpenInvitation(user);
    return user.status === status;
  };

  return [
    get('/api/users', ({ query, response }) => {
      const cursor = query.get('cursor');
      const after =
        cursor === null ? undefined : (decodeUserCursor(cursor) ?? badRequest(peopleMessages.invalidCursor));
      const limit = Number(query.get('limit') ?? USER_PAGE_DEFAULT_LIMIT);
      const q = (query.get('q') ?? '').trim().toLowerCase();
      const status = query.get('status') as UserListStatus | null;
      const secondFactor = query.get('secondFactor');
      const matching = db.users
        .filter(
          (user) =>
            hasStatus(user, status) &&
            (secondFactor === null || secondFactorKinds(user).length > 0 === (secondFactor === 'set')) &&
            (q === '' || user.name.toLowerCase().includes(q) || user.email.toLowerCase().includes(q)),
        )
        .map((user) => ({ user, key: sortKey(user) }))
        .sort((a, b) => compare(a.key, b.key));
      const rest = after ? matching.filter(({ key }) => compare(key, after) > 0) : matching;
      const page = rest.slice(0, limit);
      const last = page.at(-1);
      return response(200).json({
        data: page.map(({ user }) => db.toUser(user)),
        nextCursor: rest.length > limit && last ? encodeUserCursor(last.key) : null,
        total: after ? null : matching.length,
      });
    }),

    // Every row answered in order; the rows to invite are checked against the company's daily quota first, and
    // when they do not all fit nobody is invited (the server's order and words).
    post('/api/users/bulk-invite', ({ body, response }) => {
      const results = invite(db, body).map(
        (result): BulkInviteResult =>
          result.outcome === 'invited'
            ? {
                row: result.row,
                name: result.name,
                email: result.email,
                outcome: 'invited',
                message: peopleMessages.rowInvited,
                user: db.toUser(result.user),
              }
            : {
                row: result.row,
                name: result.name,
                email: result.email,
                outcome: result.outcome,
                message: result.message,
                user: null,
              },
      );
      const invited = results.filter((result) => result.outcome === 'invited').length;
      return response(200).json({
        message: peopleMessages.bulkInvited(invited, body.rows.length),
        data: results,
      });
    }),
  ];
}

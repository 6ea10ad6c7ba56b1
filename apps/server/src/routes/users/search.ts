import { peopleMessages } from '@qone/domain/messages';
import { decodeUserCursor, encodeUserCursor, USER_PAGE_DEFAULT_LIMIT } from '@qone/domain/people';
import { sendCachedList } from '../../cache/cached-list.js';
import { badRequest } from '../../errors.js';
import { countUsers, searchUsers } from '../../repositories/user-search.js';
import { toUser } from '../../repositories/users.js';
import { defineOperations } from '../define.js';

export const searchOperations = defineOperations({
  /**
   * The user grid's page: keyset-paged in name order, so page 200 costs what page 1 does and a user added meanwhile
   * never shifts a page. The total is counted for the first page only; the grid keeps it while it scrolls.
   */
  searchUsers: {
    handle(ctx) {
      const { db, auth, query, clock } = ctx;
      const after = query.cursor === undefined ? undefined : decodeUserCursor(query.cursor);
      if (after === null) throw badRequest(peopleMessages.invalidCursor);
      const limit = query.limit ?? USER_PAGE_DEFAULT_LIMIT;
      const search = {
        q: query.q,
        status: query.status,
        secondFactor: query.secondFactor,
        after,
        now: clock.now(),
      };
      const load = async () => {
        const [rows, total] = await Promise.all([
          searchUsers(db, auth.companyId, search, limit),
          after ? Promise.resolve(null) : countUsers(db, auth.companyId, search),
        ]);
        const page = rows.slice(0, limit);
        const last = page.at(-1);
        return {
          data: page.map(toUser),
          nextCursor:
            rows.length > limit && last ? encodeUserCursor({ sortName: last.sort_name, id: last.id }) : null,
          total,
        };
      };
      // Which invitations are open or expired depends on the time, not only on the stored rows: never kept.
      if (query.status === 'invited' || query.status === 'expired') return load();
      const key = JSON.stringify([
        'searchUsers',
        query.q?.trim() ?? '',
        query.status ?? '',
        query.secondFactor ?? '',
        limit,
        query.cursor ?? '',
      ]);
      return sendCachedList(ctx, key, load);
    },
  },
});

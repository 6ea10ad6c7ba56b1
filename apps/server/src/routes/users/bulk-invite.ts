import { peopleMessages } from '@qone/domain/messages';
import type { components } from '@qone/domain/schema';
import { toUser } from '../../repositories/users.js';
import { defineOperations } from '../define.js';
import { reload } from './access.js';
import { invite } from './invite.js';

type BulkInviteResult = components['schemas']['BulkInviteResult'];

export const bulkInviteOperations = defineOperations({
  /** Each row on its own through the one invitation path (`invite.ts`), answered row by row. */
  inviteUsers: {
    async handle(ctx) {
      const { db, body, auth } = ctx;
      const results: BulkInviteResult[] = [];
      for (const result of await invite(ctx, body)) {
        const { row, name, email } = result;
        results.push(
          result.outcome === 'invited'
            ? {
                row,
                name,
                email,
                outcome: 'invited',
                message: peopleMessages.rowInvited,
                user: toUser(await reload(db, auth, result.userId)),
              }
            : { row, name, email, outcome: result.outcome, message: result.refusal.message, user: null },
        );
      }
      const invited = results.filter((result) => result.outcome === 'invited').length;
      return { message: peopleMessages.bulkInvited(invited, body.rows.length), data: results };
    },
  },
});

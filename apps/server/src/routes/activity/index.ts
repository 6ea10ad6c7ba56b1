import { activityQueryRefusal, decodeActivityCursor, encodeActivityCursor } from '@qone/domain/activity';
import { activityMessages } from '@qone/domain/messages';
import { badRequest } from '../../errors.js';
import { listActivity } from '../../repositories/activity.js';
import { defineOperations } from '../define.js';

const DEFAULT_LIMIT = 25;

export const activityOperations = defineOperations({
  listActivity: {
    async handle({ db, auth, query }) {
      const refusal = activityQueryRefusal(query);
      if (refusal !== null) throw badRequest(activityMessages[refusal]);
      const position = query.cursor === undefined ? undefined : decodeActivityCursor(query.cursor);
      if (position === null) throw badRequest(activityMessages.invalidCursor);
      const limit = query.limit ?? DEFAULT_LIMIT;
      const rows = await listActivity(
        db,
        auth.companyId,
        {
          targetType: query.targetType,
          targetId: query.targetId,
          area: query.area,
          actorId: query.actorId,
          action: query.action,
          from: query.from,
          to: query.to,
          q: query.q,
          before: position,
        },
        limit,
      );
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        data: page,
        nextCursor: rows.length > limit && last ? encodeActivityCursor(last.at, last._id) : null,
      };
    },
  },
});

import { activity } from '@qone/domain/activity';
import { sessionMessages } from '@qone/domain/messages';
import { actorOf, recordActivity } from '../../activity/record.js';
import { endUserSessions } from '../../repositories/sessions.js';
import { defineOperations } from '../define.js';
import { assertMayActOn, requireUser } from './access.js';

/**
 * An administrator ends every session of a user (issue 24, point 10), contained like every other action on a user.
 * No fresh proof: an administrator may have to act fast (docs/sign-in-assurance.md).
 */
export const signOutEverywhereOperations = defineOperations({
  signOutEverywhere: {
    async handle({ db, clock, config, params, auth }) {
      const user = await requireUser(db, auth, params.id, { allowDeleted: true });
      await assertMayActOn(db, auth, user);
      const now = clock.now();
      const ended = await db.transaction().execute(async (trx) => {
        const count = await endUserSessions(trx, user.id, 'ended-by-admin', now, {
          idleMinutes: config.sessions.idleMinutes,
        });
        await recordActivity(
          trx,
          { companyId: auth.companyId, at: now },
          activity.userSessions({
            actor: actorOf(auth),
            action: 'user.signed-out-everywhere',
            user: { id: user.id, email: user.email },
            ended: count,
          }),
        );
        return count;
      });
      return { message: sessionMessages.signedOutEverywhere(ended) };
    },
  },
});

import { sessionMessages } from '@qone/domain/messages';
import { endSessionsRecorded } from '../../auth/end-sessions.js';
import { defineOperations } from '../define.js';
import { assertMayActOn, requireUser } from './access.js';

/**
 * An administrator ends every session of a user (issue 24, point 10), contained like every other action on a user.
 * No fresh proof: an administrator may have to act fast (docs/sign-in-assurance.md).
 */
export const signOutEverywhereOperations = defineOperations({
  signOutEverywhere: {
    async handle(ctx) {
      const { db, params, auth } = ctx;
      const user = await requireUser(db, auth, params.id, { allowDeleted: true });
      await assertMayActOn(db, auth, user);
      const ended = await endSessionsRecorded(
        ctx,
        auth,
        { id: user.id, email: user.email },
        { action: 'user.signed-out-everywhere', reason: 'ended-by-admin' },
      );
      return { message: sessionMessages.signedOutEverywhere(ended) };
    },
  },
});

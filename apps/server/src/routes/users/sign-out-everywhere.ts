import { isWithin } from '@qone/domain/access';
import { activity } from '@qone/domain/activity';
import { sessionMessages } from '@qone/domain/messages';
import { actorOf, recordActivity } from '../../activity/record.js';
import { endSessionsRecorded } from '../../auth/end-sessions.js';
import { findCompanyName } from '../../repositories/companies.js';
import { lockCompanyAccess, normaliseAccess } from '../../repositories/permission-groups.js';
import { endUserSessions, findSignedInPeople } from '../../repositories/sessions.js';
import { defineOperations } from '../define.js';
import { assertMayActOn, requireUser } from './access.js';

/** Sessions are ended this many people per statement: a company of thousands stays within a statement's parameters. */
const PEOPLE_PER_STATEMENT = 1000;

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

  /**
   * Everyone of the company signed out but this session (issue 24, point 9), under the same containment: people
   * whose access is not within the caller's keep their sessions. Judged under the company's access lock, so a group
   * change cannot slip someone out of the caller's reach between the judgement and the ending.
   */
  signOutEveryone: {
    async handle({ db, auth, clock, config }) {
      const now = clock.now();
      const mine = normaliseAccess(auth.access);
      const { ended, kept } = await db.transaction().execute(async (trx) => {
        await lockCompanyAccess(trx, auth.companyId);
        const people = await findSignedInPeople(trx, auth.companyId);
        const within = people.filter(
          (person) => person.id === auth.userId || isWithin(normaliseAccess(person.access), mine),
        );
        let ended = 0;
        for (let start = 0; start < within.length; start += PEOPLE_PER_STATEMENT) {
          ended += await endUserSessions(
            trx,
            within.slice(start, start + PEOPLE_PER_STATEMENT).map((person) => person.id),
            'ended-by-admin',
            now,
            { except: auth.sessionId, idleMinutes: config.sessions.idleMinutes },
          );
        }
        const kept = people.length - within.length;
        await recordActivity(
          trx,
          { companyId: auth.companyId, at: now },
          activity.companySignedOut({
            actor: actorOf(auth),
            company: { id: auth.companyId, name: await findCompanyName(trx, auth.companyId) },
            ended,
            kept,
          }),
        );
        return { ended, kept };
      });
      return { message: sessionMessages.signedOutEveryone(ended, kept) };
    },
  },
});

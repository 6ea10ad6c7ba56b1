import { activity } from '@qone/domain/activity';
import { actorOf, recordActivity } from '../activity/record.js';
import type { SessionEndReason } from '../db/types.js';
import { endUserSessions } from '../repositories/sessions.js';
import type { AppServices } from '../services.js';
import type { AuthContext } from './session.js';

/**
 * Ends a user's open sessions — all of them, or all but `except` — and records who ended them, in one transaction:
 * the caller ending their other sessions, or an administrator signing someone out everywhere. Answers how many ended
 * (a session already idle past its timeout counts as ended before).
 */
export function endSessionsRecorded(
  { db, clock, config }: Pick<AppServices, 'db' | 'clock' | 'config'>,
  auth: AuthContext,
  user: { id: string; email: string },
  change: {
    action: 'user.other-sessions-ended' | 'user.signed-out-everywhere';
    reason: SessionEndReason;
    except?: string;
  },
): Promise<number> {
  const now = clock.now();
  return db.transaction().execute(async (trx) => {
    const ended = await endUserSessions(trx, user.id, change.reason, now, {
      ...(change.except ? { except: change.except } : {}),
      idleMinutes: config.sessions.idleMinutes,
    });
    await recordActivity(
      trx,
      { companyId: auth.companyId, at: now },
      activity.userSessions({ actor: actorOf(auth), action: change.action, user, ended }),
    );
    return ended;
  });
}

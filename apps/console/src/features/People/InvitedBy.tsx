import { useApi } from '@qone/api-client';
import { useFormat } from '../../app/useFormat';
import { peopleCopy } from '../../copy';

const t = peopleCopy.userManagement;

/**
 * "Invited by" on a user's details: who sent the invitation and on which day, by their name as it was then, read
 * from the activity record (the user's `user.invited`, one event) when the details open — never for the whole list.
 * Nothing while it loads, when it fails (the history below says so) or when no invitation is recorded (people
 * seeded, who signed up, or whose invitation the retention has deleted). Terms of a `<dl>`.
 */
export function InvitedBy({ userId }: { userId: string }) {
  const { useActivity } = useApi();
  const invited = useActivity(
    { targetType: 'user', targetId: userId, action: 'user.invited' },
    { pageSize: 1 },
  );
  const format = useFormat();
  const event = invited.items?.[0];
  if (!event) return null;
  return (
    <>
      <dt>{t.invitedByLabel}</dt>
      <dd>{t.invitedBy(event.actor.name || event.actor.email, format.day(event.at))}</dd>
    </>
  );
}

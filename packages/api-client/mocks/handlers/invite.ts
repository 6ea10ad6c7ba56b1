import { isWithin } from '@qone/domain/access';
import { activity } from '@qone/domain/activity';
import { groupMessages, peopleMessages, userMessages, validationMessages } from '@qone/domain/messages';
import { inviteRowProblem } from '@qone/domain/people';
import type { MockDb, StoredUser } from '../db';
import { invitationExpiry } from '../fixtures/users';
import { forbidden, notFound } from '../http';
import { assertInvitationQuota } from '../mail-limits';

/** What became of one row: invited (the new user), or not, with the refusal a single invitation answers. */
export type InvitationOutcome = { row: number; name: string; email: string } & (
  | { outcome: 'invited'; user: StoredUser }
  | { outcome: 'invalid' | 'alreadyUser'; status: number; message: string }
);

/**
 * The one invitation path, as the server's (apps/server/src/routes/users/invite.ts): a single invitation is a list
 * of one. The group once, each row validated and checked against the company's users and the list's other rows, the
 * rows left against the daily quota together (429 for the whole list), then each row invited: its user, its mail
 * and its activity record.
 */
export function invite(
  db: MockDb,
  list: { permissionGroupId: string; rows: readonly { name: string; email: string }[] },
): InvitationOutcome[] {
  const group = db.findGroup(list.permissionGroupId) ?? notFound(groupMessages.notFound);
  if (!isWithin(group.access, db.currentAccess())) forbidden(groupMessages.cannotGrantMore);
  const seen = new Set<string>();
  const checked = list.rows.map((person, row): InvitationOutcome | null => {
    const refuse = (outcome: 'invalid' | 'alreadyUser', status: number, message: string) => ({
      row,
      ...person,
      outcome,
      status,
      message,
    });
    const problem = inviteRowProblem(person);
    if (problem) return refuse('invalid', 400, validationMessages[problem]);
    const key = person.email.toLowerCase();
    if (seen.has(key)) return refuse('alreadyUser', 409, peopleMessages.listedTwice);
    seen.add(key);
    if (db.findUserByEmail(person.email)) return refuse('alreadyUser', 409, userMessages.emailTaken);
    return null;
  });
  const wanted = checked.filter((result) => result === null).length;
  if (wanted > 0) assertInvitationQuota(db, wanted);
  return list.rows.map((person, row) => {
    const refused = checked[row];
    if (refused) return refused;
    const { name, email } = person;
    const createdAt = db.now();
    const user: StoredUser = {
      _id: db.id(),
      name,
      email,
      phone: null,
      status: 'invited',
      isDeleted: 'false',
      permissionGroupId: group._id,
      companyId: db.company._id,
      createdAt,
      invitationExpiresAt: invitationExpiry(createdAt),
      password: null,
      registerToken: db.token(32),
      invitationMail: null,
      version: 1,
    };
    db.users.push(user);
    db.sendMail({ to: email, kind: 'invite', token: user.registerToken, userId: user._id });
    db.recordActivity(
      activity.users({
        actor: db.actor(),
        action: 'user.invited',
        user: { id: user._id, email },
        before: null,
        after: { name, email, permissionGroup: group.name, status: 'invited' },
      }),
    );
    return { row, name, email, outcome: 'invited', user };
  });
}

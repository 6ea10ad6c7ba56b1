import { type AccessFlags, isWithin } from '@qone/domain/access';
import { groupMessages } from '@qone/domain/messages';
import type { AuthContext } from '../../auth/session.js';
import type { Executor } from '../../db/index.js';
import { forbidden, notFound } from '../../errors.js';
import { findGroupInCompany, normaliseAccess } from '../../repositories/permission-groups.js';
import { GROUP_NOT_FOUND } from './access.js';

/**
 * A group a caller may put a user into (inviting, changing a user's group, editing a user): it is in the caller's
 * company (404 otherwise) and gives nothing the caller's own group lacks (403) — otherwise assigning a group would
 * be a way around "a user cannot give a group flags they do not hold themselves". Answers the group's name and access.
 */
export async function assertAssignableGroup(
  db: Executor,
  auth: AuthContext,
  groupId: string,
): Promise<{ name: string; access: AccessFlags }> {
  const group = await findGroupInCompany(db, auth.companyId, groupId);
  if (!group) throw notFound(GROUP_NOT_FOUND);
  const access = normaliseAccess(group.access);
  if (!isWithin(access, normaliseAccess(auth.access))) {
    throw forbidden(groupMessages.cannotGrantMore);
  }
  return { name: group.name, access };
}

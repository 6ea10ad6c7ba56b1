import { type ActionOf, activity } from '@qone/domain/activity';
import { roleMessages } from '@qone/domain/messages';
import type { UserRole } from '../../src/types';
import { changeRecord, type MockDb, shownFields } from '../db';
import { assertCurrent, conflict, notFound, routesFor } from '../http';

/** User roles (role and description records). */
export function userRoleHandlers(db: MockDb) {
  const { get, post, put, delete: del } = routesFor(db);

  const roleById = (id: string) =>
    db.roles.find((role) => role._id === id) ?? notFound(roleMessages.notFound);
  const assertRoleFree = (name: string, except?: UserRole) => {
    if (db.roles.some((role) => role !== except && role.role.toLowerCase() === name.toLowerCase())) {
      conflict(roleMessages.nameTaken);
    }
  };

  /** A role's creation, edit or deletion in the activity record, as the server records it. */
  const record = (action: ActionOf<'roles'>, before: UserRole | null, after: UserRole | null) =>
    db.recordActivity(activity.roles({ actor: db.actor(), action, before, after }));

  return [
    get('/api/user-roles', ({ response }) =>
      response(200).json({ data: db.roles.map((role) => ({ ...role })) }),
    ),

    post('/api/user-roles', ({ body, response }) => {
      assertRoleFree(body.role);
      const role: UserRole = { _id: db.id(), role: body.role, description: body.description, version: 1 };
      db.roles.push(role);
      record('role.created', null, role);
      return response(201).json({ message: roleMessages.created, data: { ...role } });
    }),

    get('/api/user-roles/{id}', ({ params, response }) =>
      response(200).json({ data: { ...roleById(params.id) } }),
    ),

    put('/api/user-roles/{id}', ({ params, body, response }) => {
      const role = roleById(params.id);
      assertCurrent(role, body.baseVersion, roleMessages.stale);
      assertRoleFree(body.role, role);
      const before = { ...role };
      changeRecord(role, shownFields.role, (changed) =>
        Object.assign(changed, { role: body.role, description: body.description }),
      );
      record('role.updated', before, role);
      return response(200).json({ message: roleMessages.updated, data: { ...role } });
    }),

    del('/api/user-roles/{id}', ({ params, response }) => {
      const role = roleById(params.id);
      db.roles = db.roles.filter((candidate) => candidate !== role);
      record('role.deleted', role, null);
      return response(200).json({ message: roleMessages.deleted });
    }),
  ];
}

import type { MockDb } from '../db';
import { routesFor } from '../http';

/** The signed-in user's effective permissions. */
export function permissionHandlers(db: MockDb) {
  const { get } = routesFor(db);
  return [
    get('/api/permissions', ({ user, response }) =>
      response(200).json({ data: { permissions: db.currentPermissions(), userName: user?.name ?? '' } }),
    ),
  ];
}

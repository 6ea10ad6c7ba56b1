import type { MockDb } from '../db';
import { routesFor } from '../route';

/** The signed-in user's effective permissions. */
export function permissionHandlers(db: MockDb) {
  const { get } = routesFor(db);
  return [
    get('/api/permissions', {}, ({ user, json }) =>
      json(200, { data: { permissions: db.currentPermissions(), userName: user?.name ?? '' } }),
    ),
  ];
}

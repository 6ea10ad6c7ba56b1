import type { UserRole } from '../../src/types';
import type { MockDb } from '../db';
import { conflict, notFound, routesFor } from '../route';
import { type Body, onlyKeys, readJson, requireText } from '../validate';

function roleFields(body: Body): Omit<UserRole, '_id'> {
  onlyKeys(body, ['role', 'description']);
  return {
    role: requireText(body, 'role', { required: 'Role is required', max: 200 }),
    description: requireText(body, 'description', { allowEmpty: true, max: 2000 }),
  };
}

/** User roles (role and description records). */
export function userRoleHandlers(db: MockDb) {
  const { get, post, put, delete: del } = routesFor(db);

  const roleById = (id: string) => db.roles.find((role) => role._id === id) ?? notFound('Role not found');
  const assertRoleFree = (name: string, except?: UserRole) => {
    if (db.roles.some((role) => role !== except && role.role.toLowerCase() === name.toLowerCase())) {
      conflict('A role with this name already exists');
    }
  };

  return [
    get('/api/user-roles', { permission: 'settings' }, ({ json }) =>
      json(200, { data: db.roles.map((role) => ({ ...role })) }),
    ),

    post('/api/user-roles', { permission: 'settings' }, async ({ request, json }) => {
      const fields = roleFields(await readJson(request));
      assertRoleFree(fields.role);
      const role: UserRole = { _id: db.id(), ...fields };
      db.roles.push(role);
      return json(201, { message: 'Role created', data: { ...role } });
    }),

    get('/api/user-roles/{id}', { permission: 'settings' }, ({ params, json }) =>
      json(200, { data: { ...roleById(params.id) } }),
    ),

    put('/api/user-roles/{id}', { permission: 'settings' }, async ({ request, params, json }) => {
      const role = roleById(params.id);
      const fields = roleFields(await readJson(request));
      assertRoleFree(fields.role, role);
      Object.assign(role, fields);
      return json(200, { message: 'Role updated', data: { ...role } });
    }),

    del('/api/user-roles/{id}', { permission: 'settings' }, ({ params, json }) => {
      const role = roleById(params.id);
      db.roles = db.roles.filter((candidate) => candidate !== role);
      return json(200, { message: 'Role deleted' });
    }),
  ];
}

import { defineOperations } from '../define.js';

export const permissionOperations = defineOperations({
  /** Read fresh from the caller's group on every request (authenticate), so a changed group shows at once. */
  getPermissions: {
    handle({ auth }) {
      return { data: { permissions: auth.permissions, userName: auth.name } };
    },
  },
});

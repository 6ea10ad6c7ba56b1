import { defineOperations } from '../define.js';

/** The installation's addresses of the other modules and of Help, as read from the environment at start. */
export const installationLinkOperations = defineOperations({
  getInstallationLinks: {
    handle: ({ config }) => ({ data: config.installationLinks }),
  },
});

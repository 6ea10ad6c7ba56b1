import { bulkInviteOperations } from './bulk-invite.js';
import { editOperations } from './edit.js';
import { invitationOperations } from './invitations.js';
import { passwordOperations } from './passwords.js';
import { readOperations } from './read.js';
import { searchOperations } from './search.js';
import { signOutEverywhereOperations } from './sign-out-everywhere.js';

/** Tag `users`: the company's users, invitations, profile and passwords. */
export const usersOperations = {
  ...readOperations,
  ...invitationOperations,
  ...editOperations,
  ...passwordOperations,
  ...searchOperations,
  ...bulkInviteOperations,
  ...signOutEverywhereOperations,
};

import { accountOperations } from './accounts.js';
import { linkOperations } from './links.js';
import { sessionOperations } from './session.js';

/** Tag `auth`: sign-in and sign-out, mailed links (invitation, password), company sign-up. */
export const authOperations = {
  ...sessionOperations,
  ...linkOperations,
  ...accountOperations,
};

import { accountOperations } from './accounts.js';
import { linkOperations } from './links.js';
import { mySessionOperations } from './my-sessions.js';
import { sessionOperations } from './session.js';

/** Tag `auth`: sign-in and sign-out, one's own sessions and step-up, mailed links (invitation, password), company sign-up. */
export const authOperations = {
  ...sessionOperations,
  ...mySessionOperations,
  ...linkOperations,
  ...accountOperations,
};

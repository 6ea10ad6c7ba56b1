/**
 * Every text the API answers with in `{ error }` or `{ message }`, written once: the server (apps/server) and the
 * MSW fake (mocks/) both import this module, so Storybook and the offline console show exactly what the server says.
 * The specification's own validation texts are kept as it spells them (typos included).
 *
 * Pure data and small functions, with no imports and only erasable TypeScript: the server loads this file at run
 * time through Node's type stripping (`@qone/api-client/messages`).
 */

/** Sign-in, sessions and the checks every protected operation makes. */
export const authMessages = {
  signInRequired: 'Please sign in',
  sessionExpired: 'Your session has expired. Please sign in again',
  forbidden: 'You do not have permission to do this',
  crossSite: 'Cross-site request refused',
  /** One text for every credential failure, so a caller cannot tell which part was wrong. */
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: 'Too many attempts. Please wait and try again.',
  signedOut: 'Signed out',
} as const;

/** Requests the server cannot take, whatever the operation. */
export const requestMessages = {
  internalError: 'Internal error',
  notImplemented: 'Not implemented yet',
  invalid: 'Invalid request',
  notFound: 'Not found',
  tooLarge: 'The request is too large',
  unsupportedMediaType: 'Unsupported content type',
  invalidJson: 'The request body is not valid JSON',
  bodyRequired: 'A request body is required',
  tooManyParts: 'Too many parts in the request',
  malformedMultipart: 'The multipart body is malformed',
  fileTooLarge: (megabytes: number) => `The file is larger than ${megabytes} MB`,
  mailHeaderLineBreak: 'Line breaks are not allowed in mail header fields',
} as const;

/** Validation texts: the specification's where it gives one, spelled as it spells them. */
export const validationMessages = {
  emailRequired: 'Email is required',
  invalidEmail: 'Invalid Email',
  passwordRequired: 'Password is required',
  oldPasswordRequired: 'Old password is required',
  personNameRequired: 'name is required',
  phoneRequired: 'phone is required',
  invalidPhone: 'Invalid phone number',
  groupNameRequired: 'Name is required',
  descriptionRequired: 'Description is required',
  descriptionTooShortOnCreate: 'Description too short please write some many word',
  descriptionTooShortOnEdit: 'Description too short',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  companyNameRequired: 'Company name is required',
  slugSpecialCharacters: 'Slug can not contain special characters. Please avoid it',
  adminResetNeedsEmptyPassword:
    'To reset a password send an empty password; to change your own, send oldPassword as well',
} as const;

/** New passwords (register, set, reset, change). */
export const passwordMessages = {
  tooShort: (min: number) => `Password must be at least ${min} characters`,
  tooLong: (max: number) => `Password must be at most ${max} characters`,
  tooCommon: 'This password is too common. Please choose another one',
  wrongOldPassword: 'The old password is not correct',
  onlyOwn: 'You can only change your own password',
  changed: 'Your password was changed',
  resetByAdmin: 'The password was reset. A link to choose a new one was mailed',
} as const;

/** Mailed links: invitations, password links, sign-up. */
export const linkMessages = {
  invalidLink: 'This link is invalid or has expired. Please ask for a new one',
  invitationUnknown: 'This invitation does not exist',
  invitationGone: 'This invitation has expired or was already used',
  forgotPasswordSent: 'If this email belongs to an account, we sent a link to reset its password',
  passwordSet: 'Your password was set. Please sign in',
  registered: 'Your account is ready. Please sign in',
  signUpAccepted: 'Thank you. Check your email for a link to set your password',
} as const;

/** The company's users and invitations. */
export const userMessages = {
  notFound: 'User not found',
  emailTaken: 'A user with this email already exists',
  groupUpdated: 'Permission group updated',
  cannotDeleteSelf: 'You cannot delete your own account',
  deleted: 'User deleted',
  invitationSent: 'Invitation sent',
  invitationSentAgain: 'Invitation sent again',
  onlyInvitedCanBeReinvited: 'Only invited users can be invited again',
  noInvitedUser: 'No invited user has this id',
  invitationDeleted: 'Invitation deleted',
  nothingToUpdate: 'Nothing to update',
} as const;

/** Permission groups and their access flags. */
export const groupMessages = {
  notFound: 'Permission group not found',
  nameTaken: 'A permission group with this name already exists',
  panelNotFound: 'Panel not found',
  idMismatch: 'id must be the id of the group in the path',
  cannotGrantMore: 'You cannot grant access you do not have yourself',
  lastSettingsHolder: 'At least one user must keep the settings permission',
  hasMembers: 'This permission group still has members. Move them to another group first',
  deleted: 'Permission group deleted',
} as const;

/** User roles. */
export const roleMessages = {
  notFound: 'Role not found',
  nameTaken: 'A role with this name already exists',
  roleRequired: 'Role is required',
  created: 'Role created',
  updated: 'Role updated',
  deleted: 'Role deleted',
} as const;

/** The company's settings and logo. */
export const companyMessages = {
  notFound: 'Company not found',
  noCompanyOnHost: 'No company is served on this host',
  unknownLogo: 'Unknown logo file. Upload the logo first',
  logoType: 'Only PNG, JPEG and WebP images are accepted',
  saved: 'Company settings saved',
} as const;

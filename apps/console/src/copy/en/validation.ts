import {
  validationMessages as api,
  emailChangeMessages,
  passwordMessages,
  roleMessages as roles,
} from '@qone/domain/messages';

/**
 * The form validation messages, exactly as the product gives them (their spelling and capitals included). Where the
 * API refuses the same input with the same words, the text comes from the API's message module, so a form and the
 * server can never word one rule two ways; the rest are the forms' own (confirmations, the login form's 4-character
 * minimum, which the server does not apply).
 */
export const validationCopy = {
  emailRequired: api.emailRequired,
  invalidEmail: api.invalidEmail,
  passwordRequired: api.passwordRequired,
  passwordTooShort: 'Password too short',
  oldPasswordRequired: api.oldPasswordRequired,
  oldPasswordTooShort: 'Old password too short',
  confirmPasswordRequired: 'Confirm password is required',
  confirmPasswordMismatch: 'Confirm Password Does Not Match',
  nameRequired: api.personNameRequired,
  phoneRequired: api.phoneRequired,
  invalidPhone: api.invalidPhone,
  firstNameRequired: api.firstNameRequired,
  lastNameRequired: api.lastNameRequired,
  companyNameRequired: api.companyNameRequired,
  groupNameRequired: api.groupNameRequired,
  descriptionRequired: api.descriptionRequired,
  descriptionTooShortNew: api.descriptionTooShortOnCreate,
  descriptionTooShortEdit: api.descriptionTooShortOnEdit,
  slugSpecialCharacters: api.slugSpecialCharacters,
  groupRequired: 'Choose a permission group',
  roleRequired: roles.roleRequired,
  /** A new password the server would refuse whatever the account (the rules of `passwordRules`). */
  passwordBlank: passwordMessages.blank,
  passwordRepeated: passwordMessages.repeated,
  /** Changing the email address in Personal Settings. */
  currentPasswordRequired: emailChangeMessages.currentPasswordRequired,
} as const;

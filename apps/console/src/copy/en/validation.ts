/** The form validation messages, exactly as the product gives them (their spelling and capitals included). */
export const validationCopy = {
  emailRequired: 'Email is required',
  invalidEmail: 'Invalid Email',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password too short',
  oldPasswordRequired: 'Old password is required',
  oldPasswordTooShort: 'Old password too short',
  confirmPasswordRequired: 'Confirm password is required',
  confirmPasswordMismatch: 'Confirm Password Does Not Match',
  nameRequired: 'name is required',
  phoneRequired: 'phone is required',
  // Create account has no messages of its own in the product's copy: one per field, in the same style.
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  companyNameRequired: 'Company name is required',
  groupNameRequired: 'Name is required',
  descriptionRequired: 'Description is required',
  descriptionTooShortNew: 'Description too short please write some many word',
  descriptionTooShortEdit: 'Description too short',
  slugSpecialCharacters: 'Slug can not contain special characters. Please avoid it',
} as const;

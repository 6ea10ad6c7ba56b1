/** People: user management (invites, user cards, password resets) and each user's own Personal Settings. */
export const peopleCopy = {
  personalSettings: {
    title: 'Personal Settings',
    yourName: 'Your Name',
    yourEmail: 'Your Email',
    yourMobile: 'Your Mobile',
    changePassword: 'Change Password',
    loading: 'Loading your details…',
    loadError: 'Your details could not be loaded.',
    saved: 'Personal settings saved',
    currentPassword: 'Current Password',
    emailChangeHint:
      'We will send a confirmation link to the new address. Your email changes when you open it; until then it stays as it is.',
  },
  /** The toast after an administrator reset a user's password, spelled as the product has it. */
  userPasswordReset: 'user password rest',
  /** The user-management delete confirmation, spaced before the '?' as the product has it. */
  deleteUserConfirm: (email: string) => `Are you sure you want to delete user ${email} ?`,
} as const;

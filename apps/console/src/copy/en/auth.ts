import { loginCopy } from './login';

/**
 * Signing in and out of the console: log in, accept an invitation, forgotten and new passwords, company sign-up,
 * confirming a new email address, the /401 notice and changing one's own password.
 */
export const authCopy = {
  fields: {
    ...loginCopy.fields,
    name: 'Name',
    newPassword: 'New Password',
    confirmPassword: 'Confirm Password',
    oldPassword: 'Old Password',
  },
  /** The live hints under a new password. */
  passwordRules: {
    label: 'Password rules',
    met: 'met',
    notMet: 'not met yet',
  },
  links: {
    backToLogin: 'Back to log in',
    goToLogin: 'Go to log in',
    requestNewLink: 'Request a new link',
  },
  login: loginCopy.login,
  register: {
    title: 'Accept your invitation',
    invited: (email: string, companyName: string) => `You were invited to join ${companyName} as ${email}.`,
    intro: 'Confirm your name and choose a password to finish setting up your account.',
    submit: 'Create Account',
    loading: 'Loading your invitation…',
    invalidTitle: 'This invitation link is invalid',
    invalidText:
      'Check that you opened the whole link from the invitation email, or ask your administrator to invite you again.',
    expiredTitle: 'This invitation link has expired or was already used',
    expiredText:
      'If you already created your account, log in with your password. Otherwise ask your administrator to send you a new invitation.',
    success: 'Your account is ready. Log in with your email and new password.',
  },
  forgotPassword: {
    title: 'Forgot password',
    intro: 'Enter the email address of your account and we will send you a link to choose a new password.',
    submit: 'Send Link',
    sentTitle: 'Check your email',
    sent: (email: string) =>
      `If an account exists for ${email}, we sent it a link to choose a new password. The link works once and expires after an hour.`,
    noAccount: 'No account yet?',
    signUp: 'Sign up',
  },
  createAccount: {
    title: 'Create account',
    intro: 'Sign up your company. We will email you a link to choose your password.',
    firstName: 'First Name',
    lastName: 'Last Name',
    companyName: 'Company Name',
    submit: 'Create Account',
    sentTitle: 'Check your email',
    sent: (email: string) =>
      `We sent a mail to ${email}. Open the link in it to choose your password, then log in.`,
    haveAccount: 'Already have an account?',
    login: 'Log in',
  },
  setPassword: {
    title: 'Choose a new password',
    intro: 'Choose the password you will log in with from now on.',
    submit: 'Set Password',
    missingTokenTitle: 'This link is incomplete',
    missingTokenText: 'The link has no token. Open the link from your email again, or request a new one.',
    expiredHint: 'Link expired or already used?',
    success: 'Your password was set. Log in with your new password.',
  },
  confirmEmail: {
    title: 'Confirm your new email address',
    intro:
      'You asked to use this address for your Q One account. Confirm it, and sign in with it from now on. Until then your account keeps its old address.',
    submit: 'Confirm Email Address',
    doneTitle: 'Your email address was changed',
    missingTokenTitle: 'This link is incomplete',
    missingTokenText: 'The link has no token. Open the whole link from the email sent to your new address.',
  },
  unauthorized: {
    title: 'Unauthorized... redirecting',
    detail: 'Your session has ended or you are not allowed to open that page.',
    redirectIn: 'You will be taken to the start page in',
    goNow: 'Go now',
  },
  resetPassword: {
    title: 'Change Password',
    intro: 'Enter your current password, then choose a new one.',
    submit: 'Change Password',
    success: 'Your password was changed',
  },
} as const;

/**
 * Sign-in & security (/account/security) and the second-factor enrolment a company's policy requires
 * (/enrol-second-factor): their own area, so that /login's first load does not carry their words.
 */
export const securityCopy = {
  /** The page a company's policy sends a user without a second factor to. */
  enrol: {
    title: 'Set up a second factor',
    intro:
      'Your company requires a second factor for signing in. Set up an authenticator app on your phone to continue.',
    start: 'Set Up Authenticator App',
    logOut: 'Log Out',
  },
  /** "Sign-in & security" (/account/security): second factors and recovery codes. */
  page: {
    title: 'Sign-in & security',
    secondFactors: 'Second factors',
    secondFactorsIntro:
      'A second factor protects your account even if someone learns your password: after the password, you enter a code from an app on your phone.',
    authenticatorApp: 'Authenticator app',
    notSetUp: 'Not set up',
    addedAt: (date: string) => `Added ${date}`,
    lastUsedAt: (date: string) => `last used ${date}`,
    neverUsed: 'not used yet',
    setUp: 'Set Up',
    remove: 'Remove',
    removeConfirm:
      'Remove the authenticator app? You will sign in with your password alone until you set up a second factor again, and your recovery codes stop working.',
    removed: 'Authenticator app removed',
    added: 'Authenticator app set up',
    recoveryCodes: 'Recovery codes',
    recoveryCodesLeft: (n: number) => (n === 1 ? '1 recovery code left' : `${n} recovery codes left`),
    regenerate: 'Make New Codes',
    regenerateConfirm: 'Make ten new recovery codes? The codes you have now stop working.',
    regenerateLabel: 'Make New',
  },
} as const;

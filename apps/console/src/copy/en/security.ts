/**
 * Sign-in & security (/account/security, issue 24): one's second factors, where one is signed in and how; and the
 * second-factor enrolment a company's policy requires (/enrol-second-factor). Their own area, so that /login's first
 * load does not carry their words.
 */
export const securityCopy = {
  title: 'Sign-in & security',
  description: 'How you sign in, and where you are signed in.',
  sessions: {
    heading: 'Sessions',
    intro: 'The browsers signed in to your account. End any session you do not recognise.',
    table: 'Your sessions',
    device: 'Browser and system',
    signedIn: 'Signed in',
    lastActive: 'Last active',
    action: 'Action',
    current: 'This session',
    unknown: 'Unknown browser',
    end: 'End',
    empty: 'No sessions.',
    loadError: 'Your sessions could not be loaded',
    endAllOthers: 'End all other sessions',
    confirmEndTitle: 'End session',
    confirmEnd: (name: string) => `End the session of ${name}? It will have to sign in again.`,
    confirmEndOthersTitle: 'End all other sessions',
    confirmEndOthers: 'Every other browser signed in to your account will have to sign in again.',
    /** How the user signed in (the contract's `Session.method`). */
    methods: {
      password: 'Password',
      'password+totp': 'Password and authenticator app',
      'password+recovery': 'Password and recovery code',
      'password+security-key': 'Password and security key',
      passkey: 'Passkey',
      link: 'Emailed link',
    },
  },
  /** Company Settings' section that signs everyone of the company out (an incident's first step). */
  companySessions: {
    heading: 'Sessions',
    intro:
      'Sign everyone in your company out of every browser — for a lost laptop or a leaked password. Your own session stays; people with more access than you stay signed in.',
    signOutEveryone: 'Sign out everyone',
    confirmTitle: 'Sign out everyone',
    confirm:
      'Everyone in your company, you too in your other browsers, will have to sign in again. People with more access than you stay signed in.',
  },
  /** The page a company's policy sends a user without a second factor to. */
  enrol: {
    title: 'Set up a second factor',
    intro:
      'Your company requires a second factor for signing in. Set up an authenticator app on your phone to continue.',
    start: 'Set Up Authenticator App',
    logOut: 'Log Out',
  },
  /** Sign-in & security's section of second factors and recovery codes. */
  page: {
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
  /** Sign-in & security's passkeys and security keys (WebAuthn): the list, adding, renaming and removing one. */
  passkeys: {
    heading: 'Passkeys and security keys',
    intro:
      'A passkey signs you in on its own with your fingerprint, face or screen lock. A security key without them is the second step after your password.',
    add: 'Add a Passkey',
    unsupported: 'This browser cannot use passkeys or security keys.',
    table: 'Your passkeys and security keys',
    name: 'Name',
    added: 'Added',
    lastUsed: 'Last used',
    action: 'Action',
    passkey: 'Passkey',
    securityKey: 'Security key',
    never: 'Never',
    rename: 'Rename',
    remove: 'Remove',
    empty: 'No passkeys or security keys yet.',
    loadError: 'Your passkeys could not be loaded',
    /** The dialog that names a new passkey, then asks the browser for it. */
    addTitle: 'Add a passkey',
    addIntro:
      'Name it so that you know it again in this list, then follow your browser: it asks for your fingerprint, face, screen lock or security key.',
    nameLabel: 'Name',
    nameHint: 'For example the device or the key it is on.',
    nameRequired: 'Enter a name',
    nameTooLong: 'Use at most 64 characters',
    /** The name offered for a new passkey: the browser and system of this session. */
    defaultName: (browser: string | null, system: string | null) =>
      browser && system ? `${browser} on ${system}` : (browser ?? system ?? 'My passkey'),
    cancel: 'Cancel',
    continue: 'Continue',
    renameTitle: 'Rename passkey',
    save: 'Save',
    removeTitle: 'Remove passkey',
    removeConfirm: (name: string) =>
      `Remove ${name}? It will no longer sign you in. If it is your last second factor, your recovery codes stop working too.`,
  },
} as const;

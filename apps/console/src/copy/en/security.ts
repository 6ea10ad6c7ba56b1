/** Sign-in & security (/account/security, issue 24): where one is signed in, and how. */
export const securityCopy = {
  title: 'Sign-in & security',
  description: 'Where you are signed in, and how you signed in.',
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
} as const;

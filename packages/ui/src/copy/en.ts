/**
 * The words the kit's own components say: default labels of their buttons, landmarks and status texts. A product
 * passes its own words as props (titles, menus, messages); these are only the defaults every app shares. Components
 * read them from here, and apps may read them too (e.g. to find a kit control in a test) — never retype them.
 */
export const uiCopy = {
  common: {
    close: 'Close',
    cancel: 'Cancel',
    delete: 'Delete',
    go: 'Go',
    retry: 'Try again',
    loading: 'Loading…',
    actions: 'Actions',
    noResults: 'No results',
    /** Said after a link that opens in a new tab. */
    opensInNewTab: '(opens in a new tab)',
  },
  confirmDialog: {
    title: 'Delete Confirmation',
  },
  breadcrumbs: {
    label: 'Breadcrumb',
  },
  table: {
    loading: 'Loading rows',
  },
  layout: {
    sidebarLabel: 'Sidebar',
    sideMenuLabel: 'Account menu',
    openDrawer: 'Open navigation',
    closeDrawer: 'Close navigation',
    toggleMenu: 'Toggle menu',
    profileMenu: 'Profile menu',
    skipToContent: 'Skip to content',
  },
  passwordField: {
    showPassword: 'Show password',
  },
  select: {
    placeholder: 'Select an option',
  },
  textarea: {
    characters: 'characters',
    overLimit: 'Too many characters',
  },
  searchBox: {
    label: 'Search',
    clear: 'Clear search',
  },
  fileInput: {
    chooseFile: 'Choose file',
    dropHint: 'or drag and drop it here',
    noFileChosen: 'No file chosen',
    removeFile: 'Remove file',
    wrongType: 'This file type is not accepted. Choose one of:',
    accepted: 'Accepted file types:',
    chosenFile: 'Chosen file:',
  },
  alert: {
    dismiss: 'Dismiss',
  },
  toast: {
    region: 'Notifications',
    dismiss: 'Dismiss notification',
  },
  errorState: {
    title: 'Something went wrong',
  },
  changeDiff: {
    /** An empty value. */
    none: '(none)',
    before: 'Before',
    after: 'After',
    added: 'Added',
    removed: 'Removed',
    granted: 'Granted',
    revoked: 'Removed',
    /** Said to screen readers before a line of a line diff. */
    addedLine: 'added line:',
    removedLine: 'removed line:',
    comparing: 'Comparing…',
  },
  activityTimeline: {
    loadOlder: 'Load older',
    noChanges: 'No field changes recorded.',
    loadingOlder: 'Loading older events…',
  },
  activityFilters: {
    removeFilter: (name: string) => `Remove filter ${name}`,
  },
  countdown: {
    seconds: (n: number) => (n === 1 ? '1 second' : `${n} seconds`),
  },
  /** Second factors: the second sign-in step, enrolling an authenticator app, recovery codes, the badge. */
  secondStep: {
    code: 'Authentication code',
    codeHint: 'The 6-digit code your authenticator app shows.',
    recoveryCode: 'Recovery code',
    recoveryCodeHint: 'One of the recovery codes you saved when you set up your second factor.',
    useRecoveryCode: 'Use a recovery code instead',
    useCode: 'Use your authenticator app instead',
    submit: 'Verify',
  },
  /** StepUpDialog's switches to the authenticator app and to a passkey or security key, for a user who has one. */
  stepUp: {
    code: 'Authentication code',
    codeHint: 'The 6-digit code your authenticator app shows.',
    useCode: 'Use your authenticator app code',
    usePassword: 'Use your password instead',
    useKey: 'Use a passkey or security key',
  },
  totpEnrolment: {
    title: 'Set up an authenticator app',
    description:
      'Scan the QR code with your authenticator app, or type the key into it, then enter the code it shows.',
    qrCode: 'QR code for your authenticator app',
    qrLoading: 'Loading the QR code…',
    secret: 'Key',
    code: 'Code from the app',
    submit: 'Turn On',
  },
  recoveryCodes: {
    title: 'Recovery codes',
    intro:
      'Each code signs you in once when you cannot use your authenticator app. Keep them somewhere safe: they are shown only now.',
    list: 'Your recovery codes',
    copy: 'Copy',
    copied: 'Copied',
    download: 'Download as .txt',
    saved: 'I have saved these codes',
    done: 'Done',
    fileName: 'q-one-recovery-codes.txt',
  },
  secondFactor: {
    none: 'No second factor',
    totp: 'Authenticator app',
    webauthn: 'Passkey',
  },
} as const;

export type UiCopy = typeof uiCopy;

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
} as const;

export type UiCopy = typeof uiCopy;

/**
 * Words several console areas share: the product's own buttons and notices, and the status names of users,
 * templates and languages. The UI kit's components say their own words (Close, Cancel, Delete, Try again,
 * Loading…): take those from `uiCopy` in `@qone/ui` rather than typing them again here.
 */
export const commonCopy = {
  save: 'Save',
  create: 'Create',
  update: 'Update',
  edit: 'Edit',
  view: 'view',
  search: 'Search',
  deleteItemConfirm: 'Are you sure you want to delete this item?',
  notImplemented: 'Not implemented yet',
  /** A save refused because someone else changed the record after it was opened (every edit form says this). */
  conflict: {
    title: 'Changed by someone else',
    message:
      'Someone else saved this after you opened it, so your changes were not saved. Reload to take their version (your changes are dropped), or Overwrite to save yours over theirs.',
    reload: 'Reload',
    overwrite: 'Overwrite',
    changes: 'They changed:',
    empty: '(empty)',
    on: 'On',
    off: 'Off',
  },
  statuses: {
    verified: 'Verified',
    invited: 'Invited',
    deleted: 'Deleted',
    live: 'Live',
    draft: 'Draft',
    disabled: 'Disabled',
  },
} as const;

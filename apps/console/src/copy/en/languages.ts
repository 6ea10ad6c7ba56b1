import { formatCount } from '../../app/format';
/** The languages and translations screens: the translations list, the Default languages modal and the editor. */
export const languagesCopy = {
  breadcrumbs: { settings: 'Settings', languages: 'Languages' },
  title: 'Languages',
  description: 'The languages your company offers, and the translations of its email templates and pages.',
  sourceLanguage: 'Source language',
  targetLanguage: 'Target language',
  defaultLanguages: 'Default languages',
  filterToggle: 'Filter',
  tabsLabel: 'Template types',
  tabs: { email: 'Email', page: 'Pages' },
  filtersLabel: 'Filter translations',
  search: 'Search',
  status: 'Status',
  statusOptions: { all: 'Show all statuses', live: 'Live', draft: 'Disabled' },
  sort: 'Sort',
  sortOptions: {
    date_asc: 'Date ascending',
    date_desc: 'Date descending',
    name_asc: 'Name ascending',
    name_desc: 'Name descending',
  },
  columns: {
    name: 'Name',
    description: 'Description',
    status: 'Status',
    progress: 'Progress',
    actions: 'Actions',
  },
  tableLabel: (tab: string) => `${tab} translations`,
  translate: 'Translate',
  translateName: (name: string) => `Translate ${name}`,
  sourceText: 'Source text',
  fetchError: 'An error occured while fetching',
  empty: 'No template matches these filters.',
  emptyTab: 'There are no templates of this type yet.',
  progress: {
    progress: (translated: number, total: number) => `${translated} of ${total} translated`,
    needsReview: (count: number) => `${count} need review`,
    nothingToTranslate: 'Nothing to translate',
  },
  modal: {
    title: 'Default languages',
    description: 'The languages your company offers, its default language and your own code for each.',
    close: 'Close',
    save: 'Save',
    default: 'Default',
    language: 'Language',
    code: 'ISO 639-2 code',
    customCode: 'Custom Code',
    enabled: 'Enable',
    search: 'Search',
    selectAll: 'Select All',
    defaultLanguage: (name: string) => `Default ${name}`,
    customCodeOf: (name: string) => `Custom Code ${name}`,
    enableLanguage: (name: string) => `Enable ${name}`,
    empty: 'No language matches this search.',
    summary: (enabled: number, name: string | null) => `${enabled} enabled · default ${name ?? 'not set'}`,
  },
  sheet: {
    open: 'Upload translations',
    title: 'Upload Translation Sheet',
    text: 'Download the current translations for this event in .xlxs format. Then translate the .xlxs file, select it from your computer and upload it.',
    file: 'Translation sheet (.xlsx)',
    cancel: 'Cancel',
    download: 'Download Current',
    selectFile: '+ Select File',
    upload: 'Upload Translation',
    back: 'Back',
    apply: 'Apply',
    fileName: 'translations.xlsx',
    downloadFailed: 'The translation sheet could not be downloaded.',
    preview: {
      counts: 'Changes per language',
      rows: 'Cells to apply',
      columns: { language: 'Language', template: 'Template', status: 'Status', change: 'Before → after' },
      statuses: { new: 'New', changed: 'Changed', unchanged: 'Unchanged', invalid: 'Invalid' },
      to: 'becomes',
      empty: '(empty)',
      mode: 'Apply',
      modes: {
        'fill-empty': {
          label: 'Fill only empty translations',
          hint: 'Translations already stored stay as they are; changed cells are skipped.',
        },
        overwrite: { label: 'Overwrite all', hint: 'Changed cells replace the stored translations.' },
      },
      noChanges: 'This sheet changes no translation.',
      shown: (shown: number, total: number) =>
        `Showing ${formatCount(shown)} of ${formatCount(total)} cells, invalid ones first`,
      showMore: 'Show more',
      /** Where the cell is in the admin's spreadsheet: the worksheet and its row. */
      place: (sheet: string, row: number) => `${sheet} sheet, row ${row}`,
    },
    imported: (counts: readonly { name: string; written: number; skipped: number; invalid: number }[]) =>
      counts
        .map(
          ({ name, written, skipped, invalid }) =>
            `${name}: ${written} written${skipped > 0 ? `, ${skipped} skipped` : ''}${invalid > 0 ? `, ${invalid} invalid` : ''}`,
        )
        .join(' · '),
  },
  editor: {
    title: (name: string) => `Translate ${name}`,
    back: 'Languages',
    save: 'Save',
    contexts: { subject: 'Subject', html: 'Text', sms: 'SMS', button: 'Button' },
    source: (language: string) => `Source (${language})`,
    target: (language: string) => `Translation (${language})`,
    placeholders: 'Placeholders to keep',
    insert: (placeholder: string) => `Insert ${placeholder}`,
    missing: 'missing',
    needsReview: 'Needs review',
    mismatch: (missing: readonly string[], unexpected: readonly string[]) =>
      [
        missing.length > 0 ? `Keep ${missing.join(' ')}` : '',
        unexpected.length > 0 ? `Remove ${unexpected.join(' ')} (not in the source)` : '',
      ]
        .filter((part) => part !== '')
        .join('. '),
    fixFirst: (count: number) =>
      count === 1
        ? 'One translation does not keep its placeholders.'
        : `${count} translations do not keep their placeholders.`,
    sameLanguage:
      'The target language is the template’s own language: choose another target language to translate.',
    nothingToTranslate: 'This template has no text to translate.',
    unsaved: (count: number) => (count === 1 ? '1 unsaved change' : `${count} unsaved changes`),
    notFound: 'This template does not exist.',
  },
  /** The templates list's badge on a template without a complete translation into an enabled language. */
  missingTranslation: {
    label: 'Missing translation',
    description: (languages: readonly string[]) => `Missing translation: ${languages.join(', ')}`,
  },
  /** The email editor's 'Send Preview Email' dialog: the language the preview is sent in. */
  previewMail: {
    language: 'Language',
    hint: 'Translated texts are sent in this language; untranslated ones in the template’s own.',
  },
  /** Auto-translate (translations screen and editor) and the platform settings' 'Translation provider' card. */
  autoTranslate: {
    button: 'Auto Translate',
    busy: 'Translating…',
    notConfigured: 'Auto-translate is not set up for this server.',
    setUpLink: 'See Translation provider in Platform settings',
    sameLanguages: 'Choose a target language other than the source language to auto-translate.',
    nothingShown: 'No template is shown to translate.',
    failed: 'Auto-translate failed',
    card: {
      title: 'Translation provider',
      provider: 'Provider',
      names: { libretranslate: 'LibreTranslate', deepl: 'DeepL' },
      none: 'Not set up',
      configured:
        'Auto Translate fills empty translations through this provider; merge tags and markup are kept.',
      howTo:
        'An operator sets LIBRETRANSLATE_URL (and LIBRETRANSLATE_API_KEY if the instance needs one) or DEEPL_API_KEY in the server’s environment and restarts it.',
    },
  },
} as const;

import type { SheetLanguageCounts, SheetPreviewRow, SheetPreviewTableLabels } from './SheetPreviewTable';

/** Example words, as an app passes them. */
export const exampleSheetPreviewLabels: SheetPreviewTableLabels = {
  counts: 'Changes per language',
  rows: 'Cells to apply',
  columns: { language: 'Language', template: 'Template', status: 'Status', change: 'Before → after' },
  statuses: { new: 'New', changed: 'Changed', unchanged: 'Unchanged', invalid: 'Invalid' },
  to: 'becomes',
  empty: '(empty)',
  mode: 'Apply',
  modes: {
    'fill-empty': { label: 'Fill only empty translations', hint: 'Stored translations stay as they are.' },
    overwrite: { label: 'Overwrite all', hint: 'Changed cells replace stored translations.' },
  },
  noChanges: 'This sheet changes nothing.',
  shown: (shown, total) => `Showing ${shown} of ${total} cells, invalid ones first`,
  showMore: 'Show more',
};

/** German and French counts of a sheet with a few edits. */
export const exampleSheetCounts = (): SheetLanguageCounts[] => [
  { language: 'German (de)', new: 1, changed: 1, unchanged: 12, invalid: 1 },
  { language: 'French (fr)', new: 1, changed: 0, unchanged: 14, invalid: 0 },
];

/** One cell of each kind. */
export const exampleSheetRows = (): SheetPreviewRow[] => [
  {
    id: 'Page:3:de',
    language: 'German (de)',
    template: 'Welcome page',
    segment: 'Page:html:1a2b3c',
    status: 'new',
    before: '',
    after: 'Willkommen bei {{company}}',
  },
  {
    id: 'Email:2:de',
    language: 'German (de)',
    template: 'Invitation',
    segment: 'Email:subject:9f8e7d',
    status: 'changed',
    before: 'Einladung',
    after: 'Ihre Einladung zu {{event}}',
  },
  {
    id: 'Email:5:de',
    language: 'German (de)',
    template: 'Invitation',
    segment: 'Email:html:4d5e6f',
    status: 'invalid',
    reason: 'Placeholder mismatch: keep {{name}}',
    before: 'Hallo {{name}}',
    after: 'Hallo',
  },
  {
    id: 'Page:4:fr',
    language: 'French (fr)',
    template: 'Welcome page',
    segment: 'Page:html:1a2b3c',
    status: 'new',
    before: '',
    after: 'Bienvenue chez {{company}}',
  },
];

/** Many rows with long texts, to see truncation and scrolling. */
export const manySheetRows = (count: number): SheetPreviewRow[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `Email:${index + 2}:de`,
    language: 'German (de)',
    template: `Newsletter with a rather long template name number ${index + 1}`,
    segment: `Email:html:${(index * 7919).toString(16).padStart(6, '0')}`,
    status: index % 3 === 0 ? 'new' : 'changed',
    before:
      index % 3 === 0
        ? ''
        : 'Der alte Text eines langen Absatzes, der in einer Zeile nicht Platz hat. '.repeat(3),
    after:
      'Der neue Text eines langen Absatzes, der in einer Zeile keinen Platz findet und gekürzt wird. '.repeat(
        3,
      ),
  }));

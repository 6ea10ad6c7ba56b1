import type { DiffLine, VersionHistoryLabels, VersionItem } from './VersionHistory';

/** Example words and data for stories and tests (an app passes its own). */
export const exampleLabels: VersionHistoryLabels = {
  list: 'Versions',
  version: (number) => `Version ${number}`,
  savedBy: (author, when) => `${author} · ${when}`,
  restoredFrom: (number) => `Restored version ${number}`,
  current: 'current',
  statuses: { live: 'Live', draft: 'Draft' },
  comparison: (number) => `Version ${number} → current`,
  restore: (number) => `Restore version ${number}`,
  noChanges: 'This version is the same as the current one.',
  unchanged: (count) => `… ${count} unchanged ${count === 1 ? 'line' : 'lines'}`,
  loading: 'Loading the version…',
};

export const exampleVersions: VersionItem[] = [
  { id: 'v3', number: 3, status: 'live', author: 'Anna Schmidt', when: '2 Jun 2025, 10:42', restoredFrom: 1 },
  {
    id: 'v2',
    number: 2,
    status: 'draft',
    author: 'Luca Rossi',
    when: '1 Jun 2025, 16:05',
    restoredFrom: null,
  },
  { id: 'v1', number: 1, status: 'draft', author: 'Q One', when: '30 May 2025, 09:00', restoredFrom: null },
];

export const exampleDiff: DiffLine[] = [
  { kind: 'same', text: '<table width="100%">' },
  { kind: 'same', text: '  <tr><td>' },
  { kind: 'removed', text: '    <h1>Welcome!</h1>' },
  { kind: 'added', text: '    <h1>Welcome, {{firstName}}!</h1>' },
  ...Array.from(
    { length: 12 },
    (_, n): DiffLine => ({ kind: 'same', text: `    <p>Paragraph ${n + 1}</p>` }),
  ),
  { kind: 'added', text: '    <p><a href="{{unsubscribeLink}}">Unsubscribe</a></p>' },
  { kind: 'same', text: '  </td></tr>' },
  { kind: 'same', text: '</table>' },
];

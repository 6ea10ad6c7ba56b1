import type { ActivityItem } from './ActivityPanel';

/** A made-up app's words and history for the stories and tests (internal). */
export const activityLabels = {
  list: 'Activity of Ben Keller',
  empty: 'Nothing has changed yet.',
  loadMore: 'Show older',
  change: (change: { field: string; before: string; after: string }) =>
    `${change.field} changed from ${change.before || 'nothing'} to ${change.after || 'nothing'}`,
  none: '—',
};

export const exampleActivity: ActivityItem[] = [
  {
    id: 'e3',
    summary: 'Anna Schmidt moved Ben Keller to another permission group',
    at: '15 Jun 2025, 11:02',
    dateTime: '2025-06-15T11:02:00Z',
    changes: [{ field: 'Permission group', before: 'Viewers', after: 'Project managers' }],
  },
  {
    id: 'e2',
    summary: 'Ben Keller accepted the invitation',
    at: '14 Jun 2025, 08:40',
    dateTime: '2025-06-14T08:40:00Z',
    changes: [{ field: 'Status', before: 'invited', after: 'verified' }],
  },
  {
    id: 'e1',
    summary: 'Anna Schmidt invited Ben Keller',
    at: '10 Jun 2025, 16:15',
    dateTime: '2025-06-10T16:15:00Z',
    changes: [
      { field: 'Name', before: '', after: 'Ben Keller' },
      { field: 'Email', before: '', after: 'ben.keller@example.com' },
    ],
  },
];

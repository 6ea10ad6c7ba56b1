import type { ChangeDiffValue } from '../ChangeDiff';
import type { TimelineEntry } from './ActivityTimeline';

/** A made-up app's history for the stories (internal). */
export const valueChange: ChangeDiffValue = {
  kind: 'value',
  field: 'Invoice email',
  before: 'billing@example.com',
  after: 'invoices@example.com',
};

export const emptyBefore: ChangeDiffValue = {
  kind: 'value',
  field: 'Invoice address',
  before: '',
  after: 'Hauptstraße 1, 10115 Berlin',
};

export const longText: Extract<ChangeDiffValue, { kind: 'text' }> = {
  kind: 'text',
  field: 'Text',
  before:
    'We keep your data while your account is open.\nBackups are kept for 30 days.\nAsk for a copy at any time.',
  after:
    'We keep your data while your account is open.\nBackups are kept for 90 days, encrypted at rest.\nAsk for a copy at any time.\nDeleted accounts are erased within 14 days.',
  lines: [
    { kind: 'same', text: 'We keep your data while your account is open.' },
    { kind: 'removed', text: 'Backups are kept for 30 days.' },
    { kind: 'added', text: 'Backups are kept for 90 days, encrypted at rest.' },
    { kind: 'same', text: 'Ask for a copy at any time.' },
    { kind: 'added', text: 'Deleted accounts are erased within 14 days.' },
  ],
};

export const accessChange: ChangeDiffValue = {
  kind: 'flags',
  field: 'Access',
  granted: ['Contacts', 'Spring panel: Export'],
  removed: ['Settings'],
};

export const listChange: ChangeDiffValue = {
  kind: 'list',
  field: 'Tags',
  added: ['welcome'],
  removed: ['mail'],
};

export const exampleTimeline: TimelineEntry[] = [
  {
    id: 'e5',
    summary: 'Anna Schmidt saved a draft of Back-up and data retention policy',
    at: '15 Jun 2025, 10:53',
    dateTime: '2025-06-15T08:53:00Z',
    area: 'Legal & Security',
    changes: [longText],
  },
  {
    id: 'e4',
    summary: 'Anna Schmidt changed the access of Regional managers',
    at: '15 Jun 2025, 10:46',
    dateTime: '2025-06-15T08:46:00Z',
    area: 'Permission groups',
    changes: [accessChange],
  },
  {
    id: 'e3',
    summary: 'Anna Schmidt changed the settings of Acme Research GmbH',
    at: '15 Jun 2025, 10:32',
    dateTime: '2025-06-15T08:32:00Z',
    area: 'Company settings',
    changes: [valueChange, emptyBefore],
  },
  {
    id: 'e2',
    summary: 'Anna Schmidt changed Welcome mail',
    at: '15 Jun 2025, 10:11',
    dateTime: '2025-06-15T08:11:00Z',
    area: 'Content',
    changes: [listChange],
  },
  {
    id: 'e1',
    summary: 'Ben Keller signed out of their other sessions',
    at: '14 Jun 2025, 08:40',
    dateTime: '2025-06-14T06:40:00Z',
    area: 'People',
    changes: [],
  },
];

/** `count` events (a long timeline). */
export const manyEvents = (count: number): TimelineEntry[] =>
  Array.from({ length: count }, (_, n) => ({
    id: `m${n}`,
    summary: `Anna Schmidt changed the role Role ${n + 1}`,
    at: `${1 + (n % 28)} May 2025, 09:${String(n % 60).padStart(2, '0')}`,
    dateTime: `2025-05-${String(1 + (n % 28)).padStart(2, '0')}T07:${String(n % 60).padStart(2, '0')}:00Z`,
    area: 'Roles',
    changes: [{ kind: 'value', field: 'Description', before: 'Before', after: `Changed ${n + 1} times` }],
  }));

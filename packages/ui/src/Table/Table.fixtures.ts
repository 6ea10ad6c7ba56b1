/** Deterministic sample data for the Table stories and tests: the same input always gives the same rows. */

export interface SampleUser {
  _id: string;
  name: string;
  email: string;
  status: 'Verified' | 'Invited' | 'Deleted';
  permissionGroup: string;
  createdAt: Date;
}

export interface SampleTemplate {
  _id: string;
  name: string;
  description: string;
  status: 'live' | 'draft';
}

const firstNames = [
  'Ada',
  'Grace',
  'Alan',
  'Edsger',
  'Barbara',
  'Donald',
  'Frances',
  'Ken',
  'Margaret',
  'Niklaus',
];
const lastNames = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Dijkstra',
  'Liskov',
  'Knuth',
  'Allen',
  'Thompson',
  'Hamilton',
];
const groups = ['Administration', 'Editors', 'Panel Managers', 'Viewers'];
const statuses = ['Verified', 'Invited', 'Deleted'] as const;
const day = 24 * 60 * 60 * 1000;
const epoch = Date.UTC(2026, 0, 1);

/** `count` users whose fields cycle through fixed lists by index (no randomness, no clock). */
export function generateUsers(count: number): SampleUser[] {
  return Array.from({ length: count }, (_, index) => {
    const first = firstNames[index % firstNames.length] ?? '';
    const last = lastNames[Math.floor(index / firstNames.length) % lastNames.length] ?? '';
    const number = String(index + 1).padStart(4, '0');
    return {
      _id: `user-${number}`,
      name: `${first} ${last} ${number}`,
      email: `${first}.${last}.${number}@example.com`.toLowerCase(),
      status: statuses[(index * 7) % statuses.length] ?? 'Verified',
      permissionGroup: groups[(index * 3) % groups.length] ?? 'Administration',
      createdAt: new Date(epoch - ((index * 37) % 365) * day),
    };
  });
}

export const sampleTemplates: SampleTemplate[] = [
  { _id: 't1', name: 'Welcome email', description: 'Sent when a user accepts an invitation', status: 'live' },
  { _id: 't2', name: 'Password reset', description: 'Link to choose a new password', status: 'live' },
  {
    _id: 't3',
    name: 'Survey reminder',
    description: 'Nudges panel members to finish a survey',
    status: 'draft',
  },
  { _id: 't4', name: 'Payment confirmation', description: 'Confirms a reward payout', status: 'live' },
  { _id: 't5', name: 'Account deleted', description: 'Confirms deletion after 12 months', status: 'draft' },
];

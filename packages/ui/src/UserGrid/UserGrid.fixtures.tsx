import type { UserCardStatus } from '../UserCard';

/** Made-up people for the grid's stories and tests (internal). */
export interface ExamplePerson {
  id: string;
  name: string;
  email: string;
  group: string;
  status: UserCardStatus;
}

const FIRST = ['Ada', 'Grace', 'Alan', 'Katherine', 'Edsger', 'Barbara', 'Donald', 'Frances', 'Tim', 'Radia'];
const LAST = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Johnson',
  'Dijkstra',
  'Liskov',
  'Knuth',
  'Allen',
  'Berners-Lee',
];
const GROUPS = ['Administration', 'Project managers', 'Content editors', 'Viewers'];
const STATES: UserCardStatus[] = [
  { label: 'Verified', tone: 'success' },
  { label: 'Verified', tone: 'success' },
  { label: 'Invited', tone: 'attention', detail: 'expires in 6 days' },
  { label: 'Verified', tone: 'success' },
  { label: 'Expired', tone: 'danger', detail: 'expired 2 days ago' },
  { label: 'Deleted', tone: 'neutral' },
];

/** The n-th example person: deterministic, so screenshots are stable. */
function examplePerson(n: number): ExamplePerson {
  const first = FIRST[n % FIRST.length] ?? 'Ada';
  const last = LAST[Math.floor(n / FIRST.length) % LAST.length] ?? 'Lovelace';
  return {
    id: `person-${n}`,
    name: `${first} ${last}${n >= FIRST.length * LAST.length ? ` ${n}` : ''}`,
    email: `${first.toLowerCase()}.${last.toLowerCase()}${n}@example.com`,
    group: GROUPS[n % GROUPS.length] ?? 'Viewers',
    status: STATES[n % STATES.length] ?? { label: 'Verified', tone: 'success' },
  };
}

export const examplePeople = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => examplePerson(from + i));

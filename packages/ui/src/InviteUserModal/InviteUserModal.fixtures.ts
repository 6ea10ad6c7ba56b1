/** Words and rules of a made-up app for the stories and tests of this component (internal). */
import { isEmail } from '../internal/people.fixtures';
import type { InviteRowResult, InviteValues } from './InviteUserModal';
import type { PersonRow } from './parsePeopleList';

export const inviteLabels = {
  title: 'Create New',
  name: 'Name',
  email: 'Email',
  group: 'Assign Permission Group',
  groupPlaceholder: 'Select a group',
  create: 'Create',
  modes: 'How to invite',
  one: 'One person',
  many: 'Several people',
  people: 'People',
  peopleHint: 'One per line: Name <email>, or two columns name,email pasted from a spreadsheet.',
  inviteMany: (rows: number) => `Invite ${rows}`,
  preview: 'People to invite',
  results: 'Invitation results',
  columns: { name: 'Name', email: 'Email', result: 'Result' },
  ready: 'Ready',
  listedTwice: 'Listed twice',
  outcomes: { invited: 'Invited', alreadyUser: 'Already a user', invalid: 'Invalid', failed: 'Not sent' },
  summary: (invited: number, rows: number) => `${invited} of ${rows} invited`,
  fixRest: 'Fix the others',
};

/** Imitates an app's rules for one person. */
export const validateInvite = (values: InviteValues) => ({
  ...(values.name.trim() ? {} : { name: 'name is required' }),
  ...(values.email.trim() === ''
    ? { email: 'Email is required' }
    : isEmail(values.email)
      ? {}
      : { email: 'Invalid Email' }),
  ...(values.permissionGroupId ? {} : { permissionGroupId: 'Choose a group' }),
});

/** Imitates a server: an address already taken, the rest by the app's rules. */
export const inviteRows = async (_group: string, rows: PersonRow[]): Promise<InviteRowResult[]> =>
  rows.map((row, index) => {
    const problem = validateInvite({ ...row, permissionGroupId: 'any' });
    if (problem.name || problem.email) {
      return { ...row, row: index, outcome: 'invalid', message: problem.name ?? problem.email ?? '' };
    }
    if (row.email === 'ada@example.com') {
      return { ...row, row: index, outcome: 'alreadyUser', message: 'A user with this email already exists' };
    }
    return { ...row, row: index, outcome: 'invited', message: 'Invitation sent' };
  });

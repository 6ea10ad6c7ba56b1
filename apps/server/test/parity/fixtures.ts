import type { Fixture } from './case.js';

/** Two companies. Alpha's people hold different access; Beta's admin shares nothing with Alpha. */
export const twoCompanies: Fixture = {
  companies: [
    {
      key: 'alpha',
      name: 'Alpha Research',
      groups: [
        { key: 'admins', name: 'Administration', access: 'full' },
        { key: 'managers', name: 'User managers', access: { settings: true } },
        { key: 'projects', name: 'Project managers', access: { settings: true, projects: true } },
        { key: 'none', name: 'Nothing', access: 'none' },
      ],
      users: [
        { key: 'admin', name: 'Ada Admin', email: 'ada@alpha.test', group: 'admins' },
        { key: 'manager', name: 'Max Manager', email: 'max@alpha.test', group: 'managers' },
        { key: 'pm', name: 'Pia Projects', email: 'pia@alpha.test', group: 'projects' },
        { key: 'member', name: 'Mia Member', email: 'mia@alpha.test', group: 'none' },
        { key: 'invitedAdmin', name: 'Ian Invited', email: 'ian@alpha.test', group: 'admins', invited: true },
      ],
    },
    {
      key: 'beta',
      name: 'Beta Panels',
      groups: [{ key: 'admins', name: 'Administration', access: 'full' }],
      users: [{ key: 'admin', name: 'Bea Beta', email: 'bea@beta.test', group: 'admins' }],
    },
  ],
};

/** One company whose only signed-up settings holder is its admin. */
export const soleHolder: Fixture = {
  companies: [
    {
      key: 'solo',
      name: 'Solo Studio',
      groups: [
        { key: 'admins', name: 'Administration', access: { settings: true, projects: true } },
        { key: 'projects', name: 'Projects only', access: { projects: true } },
      ],
      users: [
        { key: 'admin', name: 'Sol Admin', email: 'sol@solo.test', group: 'admins' },
        { key: 'pending', name: 'Pat Pending', email: 'pat@solo.test', group: 'admins', invited: true },
      ],
    },
  ],
};

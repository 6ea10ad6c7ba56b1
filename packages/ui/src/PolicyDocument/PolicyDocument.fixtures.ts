import type { PolicyDocumentLabels, PolicyVersionRow } from './PolicyDocument';

/** Example words and rows for the stories and tests (a product passes its own). */
export const exampleLabels: PolicyDocumentLabels = {
  history: 'Version history',
  version: 'Version',
  effectiveDate: 'In force from',
  publishedBy: 'Published by',
  state: 'State',
};

export const exampleText =
  'Anyone who suspects a breach reports it to the data protection officer at once.\n\nThe data protection officer notifies the team within 1 hour, and the team meets within 4 working hours.\n\nWe notify affected clients within 72 hours of becoming aware of a breach.';

export const exampleHistory: PolicyVersionRow[] = [
  {
    version: 3,
    effectiveDate: '1 Jul 2025',
    publishedBy: 'Anna Schmidt',
    state: { label: 'Scheduled', tone: 'attention' },
  },
  {
    version: 2,
    effectiveDate: '1 Mar 2025',
    publishedBy: 'Anna Schmidt',
    state: { label: 'In force', tone: 'success' },
  },
  {
    version: 1,
    effectiveDate: '1 Jan 2025',
    publishedBy: 'Q One',
    state: { label: 'Superseded', tone: 'neutral' },
  },
];

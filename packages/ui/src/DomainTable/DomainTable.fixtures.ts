import type { DomainRow, DomainTableLabels } from './DomainTable';

/** Example words for the stories and tests (a product passes its own). */
export const exampleDomainLabels: DomainTableLabels = {
  domain: 'Domain',
  active: 'Active',
  verification: 'DNS',
  action: 'Action',
  yes: 'Active',
  no: 'Inactive',
  states: { unverified: 'Not verified', partial: 'Partially verified', verified: 'Verified' },
  edit: 'Edit',
  records: 'DNS records',
  delete: 'Delete',
  empty: 'No domains have been configured yet.',
  table: 'Domains',
};

export const exampleDomains: DomainRow[] = [
  { id: 'd1', domain: 'mail.acme.example', active: true, verification: 'verified' },
  { id: 'd2', domain: 'news.acme.example', active: true, verification: 'partial' },
  { id: 'd3', domain: 'legacy.acme.example', active: false, verification: 'unverified' },
];

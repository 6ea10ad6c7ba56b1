import type { TemplateTableLabels, TemplateTableRow } from './TemplateTable';

/** Example words for stories and tests (an app passes its own). */
export const exampleLabels: TemplateTableLabels = {
  name: 'Name',
  description: 'Description',
  status: 'Status',
  actions: 'Actions',
  statuses: { live: 'Live', draft: 'Draft' },
  edit: 'Edit',
  copy: 'Copy',
  preview: 'Preview',
  delete: 'Delete',
  actionsFor: (name) => `Actions for ${name}`,
};

const names = ['Welcome email', 'Survey invitation', 'Survey reminder', 'Thank you', 'Payment confirmation'];

/** `count` deterministic rows: every third a draft. */
export function exampleRows(count: number): TemplateTableRow[] {
  return Array.from({ length: count }, (_, n) => ({
    id: `template-${n}`,
    name:
      n < names.length
        ? (names[n] as string)
        : `${names[n % names.length]} ${Math.floor(n / names.length) + 1}`,
    description: 'Sent to panel members by email.',
    status: n % 3 === 2 ? 'draft' : 'live',
  }));
}

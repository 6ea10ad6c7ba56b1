/** Example options for stories and tests (an app passes its own words). */
export const statusOptions = [
  { value: 'all', label: 'Show all statuses' },
  { value: 'live', label: 'Live' },
  { value: 'draft', label: 'Draft' },
];

export const sortOptions = [
  { value: 'date_asc', label: 'Date ascending' },
  { value: 'date_desc', label: 'Date descending' },
  { value: 'name_asc', label: 'Name ascending' },
  { value: 'name_desc', label: 'Name descending' },
];

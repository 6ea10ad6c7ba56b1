import type { ActivityFiltersLabels, ActivityFilterValue, FilterOptionGroup } from './ActivityFilters';

/** A made-up app's words and choices for the stories (internal). */
export const filterLabels: ActivityFiltersLabels = {
  filters: 'Filters',
  actor: 'Who',
  anyActor: 'Anyone',
  area: 'Area',
  anyArea: 'All areas',
  action: 'Action',
  anyAction: 'Any action',
  range: 'When',
  from: 'From',
  to: 'To (including)',
  search: 'Search names',
  target: 'Only',
  clear: 'Clear filters',
};

export const noFilter: ActivityFilterValue = {
  actor: '',
  area: '',
  action: '',
  range: '',
  from: '',
  to: '',
  q: '',
};

export const actors = [
  { value: 'u1', label: 'Anna Schmidt' },
  { value: 'u2', label: 'Ben Keller' },
];

export const areas = [
  { value: 'users', label: 'People' },
  { value: 'permission-groups', label: 'Permission groups' },
  { value: 'company', label: 'Company settings' },
];

export const actionGroups: FilterOptionGroup[] = [
  {
    label: 'People',
    options: [
      { value: 'user.invited', label: 'Invited' },
      { value: 'user.deleted', label: 'Deleted' },
    ],
  },
  {
    label: 'Permission groups',
    options: [
      { value: 'permission-group.updated', label: 'Details changed' },
      { value: 'permission-group.flag-changed', label: 'Access changed' },
    ],
  },
];

export const ranges = [
  { value: '', label: 'Any time' },
  { value: 'today', label: 'Today' },
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
  { value: 'custom', label: 'Custom' },
];

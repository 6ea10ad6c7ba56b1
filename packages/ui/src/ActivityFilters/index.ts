export {
  ActivityFilters,
  type ActivityFiltersLabels,
  type ActivityFiltersProps,
  type ActivityFilterValue,
  type FilterOption,
  type FilterOptionGroup,
  hasActivityFilter,
} from './ActivityFilters';

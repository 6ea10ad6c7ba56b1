export {
  Table,
  type TableColumn,
  type TableColumnWidth,
  type TableProps,
  type TableSort,
  type TableSortDirection,
} from './Table';

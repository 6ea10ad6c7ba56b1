export {
  type TimeZoneRow,
  TimeZoneTable,
  type TimeZoneTableLabels,
  type TimeZoneTableProps,
} from './TimeZoneTable';

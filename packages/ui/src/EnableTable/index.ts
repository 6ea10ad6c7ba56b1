export {
  type EnableRow,
  EnableTable,
  type EnableTableLabels,
  type EnableTableProps,
} from './EnableTable';

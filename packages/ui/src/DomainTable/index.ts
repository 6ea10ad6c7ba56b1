export {
  type DomainRow,
  DomainTable,
  type DomainTableLabels,
  type DomainTableProps,
  type DomainVerification,
} from './DomainTable';

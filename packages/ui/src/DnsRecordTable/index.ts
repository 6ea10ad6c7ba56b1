export {
  type DnsRecordRow,
  type DnsRecordState,
  DnsRecordTable,
  type DnsRecordTableLabels,
  type DnsRecordTableProps,
} from './DnsRecordTable';

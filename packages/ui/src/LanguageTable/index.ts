export {
  type LanguageRow,
  LanguageTable,
  type LanguageTableLabels,
  type LanguageTableProps,
} from './LanguageTable';

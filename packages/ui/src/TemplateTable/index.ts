export {
  type TemplateStatus,
  TemplateTable,
  type TemplateTableLabels,
  type TemplateTableProps,
  type TemplateTableRow,
} from './TemplateTable';

export type {
  SheetCellStatus,
  SheetImportMode,
  SheetLanguageCounts,
  SheetPreviewRow,
  SheetPreviewTableLabels,
  SheetPreviewTableProps,
} from './SheetPreviewTable';
export { SheetPreviewTable } from './SheetPreviewTable';

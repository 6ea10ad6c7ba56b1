export { ActivityExportDialog, type ActivityExportDialogProps } from './ActivityExportDialog';
export { needsLineDiff, toTimelineEntry } from './entries';
export { useLineDiff } from './useLineDiff';

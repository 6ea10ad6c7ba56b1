export { ActivityExportDialog, type ActivityExportDialogProps } from './ActivityExportDialog';

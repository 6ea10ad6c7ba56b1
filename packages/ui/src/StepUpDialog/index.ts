export type { StepUpDialogLabels, StepUpDialogProps } from './StepUpDialog';
export { StepUpDialog } from './StepUpDialog';

export {
  IntegrationDialog,
  type IntegrationDialogLabels,
  type IntegrationDialogProps,
  type IntegrationKind,
  type IntegrationValues,
} from './IntegrationDialog';

export {
  PolicyDocument,
  type PolicyDocumentLabels,
  type PolicyDocumentProps,
  type PolicyVersionRow,
} from './PolicyDocument';

export type {
  NameDescriptionModalLabels,
  NameDescriptionModalProps,
  NameDescriptionValues,
} from './NameDescriptionModal';
export { NameDescriptionModal } from './NameDescriptionModal';

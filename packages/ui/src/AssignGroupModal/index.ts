export type { AssignGroupModalLabels, AssignGroupModalProps } from './AssignGroupModal';
export { AssignGroupModal } from './AssignGroupModal';

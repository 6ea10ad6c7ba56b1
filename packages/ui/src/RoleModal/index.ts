export type { RoleModalLabels, RoleModalProps, RoleValues } from './RoleModal';
export { RoleModal } from './RoleModal';

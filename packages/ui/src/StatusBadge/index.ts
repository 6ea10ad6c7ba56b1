export type { Status, StatusBadgeProps } from './StatusBadge';
export { StatusBadge } from './StatusBadge';

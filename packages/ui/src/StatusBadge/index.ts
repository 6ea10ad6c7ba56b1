export type { StatusBadgeProps, StatusTone } from './StatusBadge';
export { StatusBadge } from './StatusBadge';

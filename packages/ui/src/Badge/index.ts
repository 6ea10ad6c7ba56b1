export type { BadgeProps, BadgeSize, BadgeVariant } from './Badge';
export { Badge } from './Badge';

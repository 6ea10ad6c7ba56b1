import { Badge, type BadgeProps, type BadgeVariant } from '../Badge';
import { copy } from '../copy';

/** The statuses of the specification: users (Verified, Invited, Deleted), templates (Live, Draft), languages. */
export type Status = keyof typeof copy.statuses;

export interface StatusBadgeProps extends Omit<BadgeProps, 'children' | 'variant' | 'dot'> {
  /** Which status; the text comes from the copy catalogue. */
  status: Status;
}

const variants: Record<Status, BadgeVariant> = {
  verified: 'success',
  invited: 'attention',
  deleted: 'danger',
  live: 'success',
  draft: 'neutral',
  disabled: 'neutral',
};

/** A user's, template's or language's status as a coloured badge with a dot and the spec's wording. */
export function StatusBadge({ status, ref, ...rest }: StatusBadgeProps) {
  return (
    <Badge ref={ref} variant={variants[status]} dot data-status={status} {...rest}>
      {copy.statuses[status]}
    </Badge>
  );
}
StatusBadge.displayName = 'StatusBadge';

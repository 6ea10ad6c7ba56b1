import type { ReactNode } from 'react';
import { Badge, type BadgeProps } from '../Badge';

/** What a status means, which decides its colour: done or active, waiting, failed or removed, or inert. */
export type StatusTone = 'success' | 'attention' | 'danger' | 'neutral';

export interface StatusBadgeProps extends Omit<BadgeProps, 'children' | 'variant' | 'dot'> {
  /** The status's name, one or two words (e.g. "Live", "Invited"). */
  children: ReactNode;
  /** What the status means; the app maps its own statuses to these. */
  tone: StatusTone;
}

/**
 * A record's status as a coloured badge with a dot: the app names the status and says what it means, the badge
 * colours it the same way everywhere (the text always says it too, never the colour alone).
 */
export function StatusBadge({ tone, children, ...rest }: StatusBadgeProps) {
  return (
    <Badge variant={tone} dot data-tone={tone} {...rest}>
      {children}
    </Badge>
  );
}
StatusBadge.displayName = 'StatusBadge';

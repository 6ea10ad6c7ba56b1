import { uiCopy } from '../copy';
import { StatusBadge } from '../StatusBadge';

/** The kinds of second factor a user may have: an authenticator app, a passkey or security key. */
export type SecondFactorKind = 'totp' | 'webauthn';

export interface SecondFactorBadgeProps {
  /** The kinds the user has set up; empty when none. */
  kinds: readonly SecondFactorKind[];
  /** The words for each kind and for none; the kit's by default. */
  labels?: { none: string } & Record<SecondFactorKind, string>;
  /** `small` inside a card's line of badges. */
  size?: 'small' | 'medium';
}

/** Whether (and which) second factors a user has: green with the kinds named, or grey "No second factor". */
export function SecondFactorBadge({ kinds, labels = uiCopy.secondFactor, size }: SecondFactorBadgeProps) {
  const sized = size ? { size } : {};
  if (kinds.length === 0) {
    return (
      <StatusBadge tone="neutral" {...sized}>
        {labels.none}
      </StatusBadge>
    );
  }
  return (
    <StatusBadge tone="success" {...sized}>
      {kinds.map((kind) => labels[kind]).join(', ')}
    </StatusBadge>
  );
}
SecondFactorBadge.displayName = 'SecondFactorBadge';

import type { ApiError } from '@qone/api-client';
import { ErrorState } from '@qone/ui';
import type { ReactNode } from 'react';

/** What of an SWR read a failure needs: its error and how to ask again. */
export interface FailedRead {
  error: ApiError | undefined;
  mutate: () => unknown;
  /** Whether the read is asked again now (Try again shows as busy). */
  isValidating?: boolean;
}

export interface LoadErrorProps {
  /** The read, as its hook answers it. */
  read: FailedRead;
  /** The headline (the kit's "Something went wrong" without it). */
  title?: string;
  /** What went wrong; the read's own error text without it. */
  message?: string;
  /** Offer Try again (not for a record that does not exist). */
  retry?: boolean;
  /** Less padding, inside a table, a card or a dialog. */
  compact?: boolean;
  /** The headline's level: 2 in a page's body. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Every failed read of the console: the kit's ErrorState with the read's error text and Try again. It shows from
 * the read's `error` (never inferred from its data) and renders nothing while the read has not failed.
 */
export function LoadError({
  read,
  title,
  message,
  retry = true,
  compact = false,
  headingLevel = 2,
}: LoadErrorProps) {
  if (!read.error) return null;
  return (
    <ErrorState
      compact={compact}
      headingLevel={headingLevel}
      {...(title ? { title } : {})}
      message={message ?? read.error.message}
      {...(retry ? { onRetry: () => void read.mutate(), retrying: read.isValidating ?? false } : {})}
    />
  );
}

/** A table's `error` slot: the compact LoadError when the read failed, nothing otherwise. */
export function loadError(read: FailedRead, props: Omit<LoadErrorProps, 'read' | 'compact'> = {}): ReactNode {
  return read.error ? <LoadError read={read} compact {...props} /> : undefined;
}

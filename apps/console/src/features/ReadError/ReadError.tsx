import type { ApiError } from '@qone/api-client';
import { ErrorState } from '@qone/ui';

/** What of an SWR read the error needs: its failure, whether it has data to show anyway, and how to ask again. */
export interface FailedRead {
  error: ApiError | undefined;
  data: unknown;
  isValidating: boolean;
  mutate: () => unknown;
}

/**
 * A list's compact error with a retry, for a read that failed and has nothing cached to show; nothing otherwise.
 * The tables of templates take it as their `error`.
 */
export function readError(read: FailedRead, message: string) {
  return read.error && !read.data ? (
    <ErrorState
      compact
      headingLevel={2}
      message={message}
      onRetry={() => void read.mutate()}
      retrying={read.isValidating}
    />
  ) : undefined;
}

import { ApiError, MUTATION_ERROR_MESSAGE } from '@qone/api-client';

/** The text to show for a failed call: the server's own message (the API client extracts it), else a fallback. */
export function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : MUTATION_ERROR_MESSAGE;
}

/** The HTTP status of a failed call, 0 for a network failure or anything that is not an ApiError. */
export function errorStatus(error: unknown): number {
  return error instanceof ApiError ? error.status : 0;
}

/** What a page passes to /login after a finished sign-up or password change, shown there as a notice. */
export interface LoginNotice {
  notice: string;
}

export function readLoginNotice(state: unknown): string | undefined {
  if (typeof state === 'object' && state !== null && 'notice' in state) {
    const { notice } = state as { notice: unknown };
    return typeof notice === 'string' ? notice : undefined;
  }
  return undefined;
}

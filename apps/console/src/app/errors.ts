import { ApiError, MUTATION_ERROR_MESSAGE } from '@qone/api-client';

/**
 * The text to show for a failed call: the server's own message (the API client extracts it into the ApiError), else
 * the product's fallback — never a raw "TypeError: …" of a bug or a browser failure.
 */
export function errorText(failure: unknown, fallback: string = MUTATION_ERROR_MESSAGE): string {
  if (failure instanceof ApiError) return failure.message;
  return fallback;
}

/** The HTTP status of a failed call, 0 for a network failure or anything that is not an ApiError. */
export function errorStatus(failure: unknown): number {
  if (failure instanceof ApiError) return failure.status;
  return 0;
}

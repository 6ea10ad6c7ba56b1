/** Shown when a list or item fetch fails without a usable text in its answer (spelled as the product spells it). */
export const FETCH_ERROR_MESSAGE = 'An error occured while fetching';

/** Text of a failed mutation whose answer carries no message of its own. */
export const MUTATION_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** A failed call: the HTTP status (0 when the network failed), the text to show, and the raw body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The error text of a response body, looked up in the order the product shows errors: `message`, `Error`,
 * `error`, `err.message`; a plain-text body next; `fallback` when none of them holds text.
 */
export function extractErrorMessage(body: unknown, fallback: string): string {
  if (isRecord(body)) {
    const found =
      text(body.message) ??
      text(body.Error) ??
      text(body.error) ??
      (isRecord(body.err) ? text(body.err.message) : undefined);
    if (found !== undefined) return found;
  }
  return text(body) ?? fallback;
}

/**
 * The record as it is now when a save was refused because someone changed it after it was read: a 409 whose body
 * carries `current` (see `BaseVersion` in openapi.yaml; the operation's 409 schema says which record). Undefined for
 * every other failure, a 409 for a taken name included.
 */
export function currentRecordOf<Current extends { version: number }>(error: unknown): Current | undefined {
  if (!(error instanceof ApiError) || error.status !== 409 || !isRecord(error.body)) return undefined;
  const current = error.body.current;
  // The contract types `current` per operation; the caller names the record its operation answers.
  return isRecord(current) && typeof current.version === 'number' ? (current as Current) : undefined;
}

/** The result shape of every openapi-fetch call. */
export interface FetchResult<Data> {
  data?: Data;
  error?: unknown;
  response: Response;
}

/**
 * Awaits an openapi-fetch call and resolves with its result when it succeeded; otherwise rejects with an
 * {@link ApiError} whose message is {@link extractErrorMessage} of the error body. A network failure becomes
 * status 0.
 */
export async function rejectFailure<Result extends FetchResult<unknown>>(
  call: Promise<Result>,
  fallback: string = FETCH_ERROR_MESSAGE,
): Promise<Result> {
  let result: Result;
  try {
    result = await call;
  } catch (cause) {
    if (cause instanceof ApiError) throw cause;
    const message = cause instanceof Error ? extractErrorMessage(cause, fallback) : fallback;
    throw new ApiError(0, message, cause);
  }
  const { error, response } = result;
  if (error !== undefined || !response.ok) {
    throw new ApiError(response.status, extractErrorMessage(error, fallback), error);
  }
  return result;
}

/** Awaits an openapi-fetch call and returns its `data`, or throws as {@link rejectFailure} does. */
export async function unwrap<Data>(
  call: Promise<FetchResult<Data>>,
  fallback: string = FETCH_ERROR_MESSAGE,
): Promise<Data> {
  const { data, response } = await rejectFailure(call, fallback);
  if (data === undefined) throw new ApiError(response.status, fallback);
  return data;
}

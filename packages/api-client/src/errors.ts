/** Shown when a failed response carries no usable text (SPEC section 8, "List or item fetch without data"). */
export const FETCH_ERROR_MESSAGE = 'An error occured while fetching';

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
 * The error text of a response body, in the order of SPEC section 8: `message`, `Error`, `error`,
 * `err.message`; a plain-text body next; `fallback` when none of them holds text.
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

/** The result shape of every openapi-fetch call. */
export interface FetchResult<Data> {
  data?: Data;
  error?: unknown;
  response: Response;
}

/**
 * Awaits an openapi-fetch call and returns its `data`, or throws an {@link ApiError} whose message
 * is {@link extractErrorMessage} of the error body. A network failure becomes status 0.
 */
export async function unwrap<Data>(
  call: Promise<FetchResult<Data>>,
  fallback: string = FETCH_ERROR_MESSAGE,
): Promise<Data> {
  let result: FetchResult<Data>;
  try {
    result = await call;
  } catch (cause) {
    if (cause instanceof ApiError) throw cause;
    const message = cause instanceof Error ? extractErrorMessage(cause, fallback) : fallback;
    throw new ApiError(0, message, cause);
  }
  const { data, error, response } = result;
  if (error !== undefined || !response.ok) {
    throw new ApiError(response.status, extractErrorMessage(error, fallback), error);
  }
  if (data === undefined) throw new ApiError(response.status, fallback);
  return data;
}

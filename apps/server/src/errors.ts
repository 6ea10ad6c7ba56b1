import { authMessages, requestMessages, secondFactorMessages } from '@qone/domain/messages';
import type { components } from '@qone/domain/schema';

/** What the console must do about a refusal (the `Error` schema's `reason`). */
export type ErrorReason = NonNullable<components['schemas']['Error']['reason']>;

/** An error with an HTTP status whose message is safe to show the caller as `{ error }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * A write based on a version of the record that is no longer the latest (someone saved in between): 409 with the
 * record as it is now, so the editor can show what changed and save again on purpose. Nothing of the write is kept.
 */
export class StaleWriteError extends HttpError {
  constructor(
    message: string,
    readonly current: unknown,
  ) {
    super(409, message);
    this.name = 'StaleWriteError';
  }
}

/**
 * A refusal the console answers by itself rather than by showing it (the `Error` schema's `reason`): a fresh proof
 * of identity asked for (`step-up-required`), or a second factor the company's policy asks for
 * (`second-factor-enrolment-required`; docs/sign-in-assurance.md).
 */
export class ReasonedError extends HttpError {
  constructor(
    statusCode: number,
    message: string,
    readonly reason: ErrorReason,
  ) {
    super(statusCode, message);
    this.name = 'ReasonedError';
  }
}

/** Refuses a write whose `baseVersion` is not the record's version any more (see StaleWriteError). */
export function assertCurrent<T extends { version: number }>(
  record: T,
  baseVersion: number,
  message: string,
): void {
  if (record.version !== baseVersion) throw new StaleWriteError(message, record);
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Unauthorized') => new HttpError(401, message);
export const forbidden = (message: string = authMessages.forbidden) => new HttpError(403, message);
/** 403 of a user whom the company's policy asks for a second factor they have not set up. */
export const enrolmentRequired = () =>
  new ReasonedError(403, secondFactorMessages.enrolmentRequired, 'second-factor-enrolment-required');
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const gone = (message: string) => new HttpError(410, message);
export const tooManyRequests = (retryAfterSeconds: number, message: string = authMessages.tooManyAttempts) =>
  new HttpError(429, message, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
/**
 * The database cannot be reached (PostgreSQL down, restarting, failing over): the request may be tried again. Five
 * seconds is about one connect attempt (DB_CONNECT_TIMEOUT_MS) — sooner would only add load to a recovering server.
 */
export const serviceUnavailable = (message: string = requestMessages.databaseUnavailable) =>
  new HttpError(503, message, { 'retry-after': '5' });

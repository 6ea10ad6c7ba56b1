import { type RequestPart, requestMessages } from '@qone/domain/messages';
import { validationMessage } from '@qone/domain/wording';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnreachable } from '../../db/faults.js';
import { HttpError, ReasonedError, StaleWriteError, serviceUnavailable } from '../../errors.js';

/**
 * Every error becomes `{ error: string }` (a stale write adds the record as it is now, `current`): an HttpError with
 * its status, message and headers; a failed validation a 400 in the product's words where it has them; any other 4xx
 * its status with a plain text; a database that cannot be reached a 503 with `Retry-After` (db/faults.ts); anything
 * else a 500 whose details go only to the log.
 */
export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError | HttpError, req, reply) => {
      if (error instanceof StaleWriteError) {
        return reply.code(409).send({ error: error.message, current: error.current });
      }
      if (error instanceof ReasonedError) {
        return reply.code(error.statusCode).send({ error: error.message, reason: error.reason });
      }
      if (error instanceof HttpError) {
        return reply.code(error.statusCode).headers(error.headers).send({ error: error.message });
      }
      if (error.validation) {
        return reply.code(400).send({ error: validationErrorMessage(error, req) });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.code(status).send({ error: clientErrorMessage(error, status) });
      }
      if (isDatabaseUnreachable(error)) {
        req.log.warn({ err: loggableError(error) }, 'database unreachable');
        const unavailable = serviceUnavailable();
        return reply
          .code(unavailable.statusCode)
          .headers(unavailable.headers)
          .send({ error: unavailable.message });
      }
      req.log.error({ err: loggableError(error) }, 'request failed');
      return reply.code(500).send({ error: requestMessages.internalError });
    });
  },
  { name: 'error-handler' },
);

/** Quoted parts of a message: where a database or library error repeats the value it choked on. */
const quoted = /(["'])(?:(?!\1).)*\1/g;

/**
 * What of an unexpected error goes to the log: its kind, code, message with quoted values removed, and stack frames.
 * Not its other fields — a database error carries the failing query's parameters (names, emails) and details that
 * repeat them.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const code = (error as { code?: unknown }).code;
  const message = error.message.replace(quoted, '$1…$1');
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return {
    type: error.name,
    ...(typeof code === 'string' ? { code } : {}),
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
}

/** The server and the fake word a refused request the same way (`@qone/domain/messages`). */
function validationErrorMessage(error: FastifyError, req: FastifyRequest): string {
  const operationId = (req.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
  const part = (error.validationContext ?? 'body') as RequestPart;
  return validationMessage(operationId, part, error.validation ?? [], req.body);
}

function clientErrorMessage(error: FastifyError, status: number): string {
  if (status === 413) return requestMessages.tooLarge;
  if (status === 415) return requestMessages.unsupportedMediaType;
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return requestMessages.invalidJson;
  }
  return error.message || 'Bad request';
}

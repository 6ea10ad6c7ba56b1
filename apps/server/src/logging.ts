import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import pinoPretty from 'pino-pretty';
import type { LogFormat } from './config.js';

/**
 * Mailed links carry their token in the URL (the console's /register/{token} and /password?utoken= pages, and the
 * invitation lookup behind them). Fastify logs every request's URL, so those parts are replaced before a line is
 * written: a log shipped elsewhere must not be a way into an account.
 */
const tokenInPath = /^(\/(?:api\/users\/invitations|register|reset-password)\/)[^/?#]+/;
const tokenInQuery = /([?&](?:utoken|token|registerToken)=)[^&#]*/gi;

function redactUrl(url: string): string {
  return url.replace(tokenInPath, '$1[redacted]').replace(tokenInQuery, '$1[redacted]');
}

/** Fastify's own request serializer, with the URL redacted. */
function requestSerializer(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** Never a credential in a log line: these fields are replaced before pino writes. */
export const logRedactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.oldPassword',
  '*.currentPassword',
  '*.token',
  '*.utoken',
  '*.registerToken',
];

type LoggerOption = FastifyServerOptions['logger'];

/** Adds the redacting request serializer to whatever logger options the app is built with (tests pass their own). */
export function withSafeSerializers(logger: LoggerOption): LoggerOption {
  if (logger === false || logger === undefined) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: requestSerializer } };
}

/** The server's own logger: JSON lines for collectors, or readable lines on a developer's terminal (LOG_FORMAT). */
export function loggerOptions(settings: { logLevel: string; logFormat: LogFormat }): LoggerOption {
  const options = { level: settings.logLevel, redact: { paths: logRedactPaths, censor: '[redacted]' } };
  if (settings.logFormat === 'json') return options;
  // Synchronous, so the lines keep their order with what main.ts writes to the terminal (the first sign-in last).
  const stream = pinoPretty({
    sync: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId',
    singleLine: true,
  });
  return { ...options, stream };
}

/**
 * In the readable format, one line per request once it is answered ("GET /api/users 200 4 ms") instead of Fastify's
 * "incoming request" and "request completed" pair; the URL redacted as in the JSON lines.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = `${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}

/** Fastify's per-request log lines for the format: its own (JSON) or one readable line. */
export function requestLogController(logFormat: LogFormat): LogController | undefined {
  return logFormat === 'pretty' ? new OneLinePerRequest() : undefined;
}

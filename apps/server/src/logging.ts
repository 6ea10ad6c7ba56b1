import type { FastifyRequest, FastifyServerOptions } from 'fastify';

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

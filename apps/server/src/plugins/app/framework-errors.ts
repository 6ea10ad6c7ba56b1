import { requestMessages } from '@qone/domain/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The headers the security plugin (plugins/external/helmet.ts) puts on every answer. The router refuses a malformed
 * URL before any hook of a route runs, so those answers would go out without them: they get the same values, read
 * once from an ordinary answer of this app.
 */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * Fastify's `frameworkErrors`: errors the router raises before routing (a malformed %-escape, a path segment longer
 * than `maxParamLength`) answer `{ error }` like every other error, with the security headers every other answer
 * carries — not Fastify's own body without them.
 */
export function createFrameworkErrorHandler(getApp: () => FastifyInstance) {
  let headers: Promise<Record<string, string>> | undefined;
  const securityHeaders = () => {
    headers ??= getApp()
      .inject({ method: 'GET', url: '/api/openapi.yaml' })
      .then((res) =>
        Object.fromEntries(
          SECURITY_HEADERS.flatMap((name) => {
            const value = res.headers[name];
            return typeof value === 'string' ? [[name, value]] : [];
          }),
        ),
      );
    return headers;
  };
  return (error: FastifyError, _req: FastifyRequest, reply: FastifyReply) => {
    const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
    const message = status === 414 ? requestMessages.urlTooLong : requestMessages.badUrl;
    // The reply made for router errors belongs to no route, so the app's error handler is not wired to it: the
    // answer is written in that handler's shape here.
    const send = (values: Record<string, string>) =>
      reply.code(status).headers(values).send({ error: message });
    void securityHeaders().then(send, () => send({}));
  };
}

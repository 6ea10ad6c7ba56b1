import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../../errors.js';

/**
 * Request rates per client address, for the operations whose handler names a `rate` policy (auth/throttle.ts); no
 * other route is limited here. Counted in this server's memory (bounded LRU), so each server counts on its own.
 * A refusal is the app's own 429 `{ error }` with Retry-After.
 */
export default fp(
  async function rateLimit(app: FastifyInstance) {
    await app.register(fastifyRateLimit, {
      global: false,
      errorResponseBuilder: (_req, context) => tooManyRequests(context.ttl / 1000),
    });
  },
  { name: 'rate-limit' },
);

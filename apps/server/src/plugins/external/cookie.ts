import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Reads and sets cookies: the console's session travels in the HttpOnly `qone_session` cookie (auth/session.ts). */
export default fp(
  async function cookie(app: FastifyInstance) {
    await app.register(fastifyCookie);
  },
  { name: 'cookie' },
);

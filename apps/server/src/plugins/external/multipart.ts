import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The largest file part of any upload (the contract's logo limit); a larger one answers 413. */
export const MAX_UPLOAD_MB = 2;

/** Multipart bodies (logo uploads): one file, a few fields; read by plugins/app/request-body.ts before validation. */
export default fp(
  async function multipart(app: FastifyInstance) {
    await app.register(fastifyMultipart, {
      limits: { fileSize: MAX_UPLOAD_MB * 1024 * 1024, files: 1, fields: 10 },
    });
  },
  { name: 'multipart' },
);

import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The largest file part of an upload whose operation states no `x-file-limit` (the logo's); a larger one answers 413. */
export const MAX_UPLOAD_MB = 2;
/** The largest `x-file-limit` of the contract (translation sheets): each request narrows it to its operation's. */
const LARGEST_UPLOAD_MB = 5;

/** Multipart bodies (logo uploads, translation sheets): one file, a few fields; read by plugins/app/request-body.ts before validation. */
export default fp(
  async function multipart(app: FastifyInstance) {
    await app.register(fastifyMultipart, {
      limits: { fileSize: LARGEST_UPLOAD_MB * 1024 * 1024, files: 1, fields: 10 },
    });
  },
  { name: 'multipart' },
);

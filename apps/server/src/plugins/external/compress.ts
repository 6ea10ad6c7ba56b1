import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this go uncompressed: below about a network packet, compressing saves no round trip. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Brotli (else gzip) for the answers the app builds itself — the API's JSON and the OpenAPI document — above
 * COMPRESS_THRESHOLD_BYTES, at brotli quality 4 (fast enough per request). The console's files are compressed once,
 * at build time, at the highest quality: the static plugin sends those `.br` / `.gz` files as they are, and an answer
 * that already has a Content-Encoding is left alone here.
 */
export default fp(
  async function compress(app: FastifyInstance) {
    await app.register(fastifyCompress, {
      encodings: ['br', 'gzip'],
      threshold: COMPRESS_THRESHOLD_BYTES,
      customTypes: /^(?:text\/|application\/(?:json|yaml|javascript|xml)|image\/svg\+xml)/,
    });
  },
  { name: 'compress' },
);

import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface HelmetOptions {
  /**
   * Whether the console is served over https (PUBLIC_URL): only then does it send Strict-Transport-Security, which
   * a browser would otherwise hold against a plain-http deployment (or localhost) for a year.
   */
  https: boolean;
}

/**
 * Security headers on every answer, pages and API alike: scripts only from our origin (no inline script), never
 * framed (CSP `frame-ancestors 'none'`, and X-Frame-Options DENY for browsers without CSP 2), no MIME sniffing, the
 * referrer cut to the origin across sites, HSTS over https only.
 */
export default fp<HelmetOptions>(
  async function helmet(app: FastifyInstance, options) {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // styled-components injects <style> elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
      strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'helmet' },
);

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { requestMessages } from '@qone/api-client/messages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LOGO_URL_PREFIX } from '../repositories/companies.js';

export interface StaticOptions {
  /** Holds company_logos/, the uploaded logos served under LOGO_URL_PREFIX. */
  dataDir: string;
  /** The console's build; served with SPA fallback when it holds an index.html. */
  consoleDist: string | undefined;
}

/**
 * Files on the API's port: uploaded logos (plain file names only) and the console's build, whose index.html answers
 * every other page GET so the console's router can take it. Everything else unknown — /api/…, a missing logo, any
 * other method — is a 404 `{ error }`.
 */
export default fp<StaticOptions>(
  async function staticFiles(app: FastifyInstance, options) {
    await app.register(fastifyStatic, {
      root: join(options.dataDir, 'company_logos'),
      prefix: LOGO_URL_PREFIX,
      decorateReply: false,
      allowedPath: (path) => /^\/[A-Za-z0-9._-]+$/.test(path),
    });
    const consoleDist = options.consoleDist;
    const hasConsole = consoleDist !== undefined && existsSync(join(consoleDist, 'index.html'));
    if (hasConsole) {
      await app.register(fastifyStatic, {
        root: consoleDist,
        prefix: '/',
        wildcard: false,
        index: ['index.html'],
      });
    }
    app.setNotFoundHandler((req, reply) => {
      const wantsPage =
        req.method === 'GET' && !req.url.startsWith('/api/') && !req.url.startsWith(LOGO_URL_PREFIX);
      if (hasConsole && wantsPage) return reply.type('text/html').sendFile('index.html');
      return reply.code(404).send({ error: requestMessages.notFound });
    });
  },
  { name: 'static', dependencies: ['error-handler'] },
);

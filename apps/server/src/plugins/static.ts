import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { requestMessages } from '@qone/domain/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authenticate } from '../auth/session.js';
import type { ContractOperation } from '../contract.js';
import { logoKey } from '../files/file-store.js';
import { matchesIfNoneMatch } from '../http/etag.js';
import { isCurrentLogo, LOGO_URL_PREFIX } from '../repositories/companies.js';
import { isLogoUploadedFor } from '../repositories/company-logo-uploads.js';

export interface StaticOptions {
  /** The console's build; served with SPA fallback when it holds an index.html. */
  consoleDist: string | undefined;
}

/** How long browsers and proxies keep each kind of file. */
export const cachePolicies = {
  /** Hashed build output (`/assets/<name>-<hash>.js`): a new build gives new names, so a copy never goes stale. */
  hashedAsset: 'public, max-age=31536000, immutable',
  /** index.html and the other unhashed files: asked again on every load, so a new build shows at once. */
  page: 'no-cache',
  /** A company's current logo: its file name is random per upload, so a day is safe. */
  publicLogo: 'public, max-age=86400',
  /** A logo not yet saved to its company, shown only to that company's signed-in users. */
  pendingLogo: 'private, no-store',
  /**
   * User lists served from the directory cache (src/cache/cached-list.ts): kept by the browser only, and asked for
   * again on every use with their ETag, so an unchanged list costs a 304.
   */
  revalidatedAnswer: 'private, no-cache',
  /** Everything else the app answers (the API's JSON, errors): never kept. */
  answer: 'no-store',
} as const;

/** Files of a build that are never sent: source maps, the MSW worker of the offline mode, and dot-files (`.vite/`). */
const neverServed = (path: string) =>
  /\.map$/i.test(path) || /(^|\/)mockServiceWorker\.js$/.test(path) || /(^|\/)\./.test(path);

/** Requests for a file (by extension or under /assets/) get a 404 when it is missing, never the SPA's index.html. */
const looksLikeFile = (path: string) =>
  path.startsWith('/assets/') ||
  /\.(?:js|mjs|css|map|json|txt|xml|ico|png|jpe?g|webp|svg|woff2?|br|gz)$/i.test(path);

/**
 * The usual probe paths of orchestrators and load balancers. The health endpoints are /api/health/live and
 * /api/health/ready (openapi.yaml); these answer a 404 `{ error }` rather than the console's page, so a probe
 * pointed at them fails at once instead of reporting a healthy server whatever the database does.
 */
const probePaths = new Set(['/healthz', '/readyz', '/livez', '/health']);

const logoFileName = /^[A-Za-z0-9-]+\.(png|jpg|webp)$/;

/** A logo request is answered for the uploading company's signed-in users (cookie or bearer) like an API read. */
const logoReader: Pick<ContractOperation, 'security'> = {
  security: [{ cookieAuth: [] }, { bearerAuth: [] }],
};

/**
 * Files on the API's port: company logos (from the file store, so any server process serves any logo) and the
 * console's build, whose index.html answers every other page GET so
 * the console's router can take it. Everything else unknown — /api/…, a missing file, any other method — is a 404
 * `{ error }`.
 *
 * - The build's `.br` / `.gz` files (written at build time) are sent by content negotiation.
 * - Hashed assets are cached for a year (immutable); index.html is revalidated on every load; the app's own answers
 *   (JSON) are never cached.
 * - Source maps, the MSW worker and dot-files are never sent, even when a build holds them.
 * - A logo is public only while it is a company's current logo; an upload not yet saved is shown to signed-in users
 *   of the company that uploaded it (the settings form's preview), and is a 404 to anyone else. Its content type is
 *   the one detected from its bytes at upload; its ETag is their SHA-256, and a matching If-None-Match gets a 304.
 */
export default fp<StaticOptions>(
  async function staticFiles(app: FastifyInstance, options) {
    app.get<{ Params: { file: string } }>(`${LOGO_URL_PREFIX}:file`, async (req, reply) => {
      const { file } = req.params;
      if (!logoFileName.test(file)) return reply.callNotFound();
      const { db, files } = app.services;
      let cacheControl: string = cachePolicies.publicLogo;
      if (!(await isCurrentLogo(db, file))) {
        const companyId = await signedInCompany(app, req);
        if (!companyId || !(await isLogoUploadedFor(db, companyId, file))) return reply.callNotFound();
        cacheControl = cachePolicies.pendingLogo;
      }
      const stored = await files.get(logoKey(file));
      if (!stored) return reply.callNotFound();
      const etag = `"${stored.sha256}"`;
      reply.header('cache-control', cacheControl).header('etag', etag);
      if (matchesIfNoneMatch(req, etag)) return reply.code(304).send();
      return reply.type(stored.contentType).send(stored.data);
    });

    const consoleDist = options.consoleDist;
    const hasConsole = consoleDist !== undefined && existsSync(join(consoleDist, 'index.html'));
    if (hasConsole) {
      await app.register(fastifyStatic, {
        root: consoleDist,
        prefix: '/',
        wildcard: false,
        index: ['index.html'],
        preCompressed: true,
        cacheControl: false,
        dotfiles: 'deny',
        allowedPath: (path) => !neverServed(path),
        setHeaders: (reply, path) => {
          const inAssets = path.startsWith(join(consoleDist, 'assets'));
          reply.header('cache-control', inAssets ? cachePolicies.hashedAsset : cachePolicies.page);
        },
      });
    }

    app.addHook('onSend', async (_req, reply, payload) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', cachePolicies.answer);
      return payload;
    });

    app.setNotFoundHandler((req, reply) => {
      const path = req.url.split('?')[0] ?? '';
      const wantsPage =
        req.method === 'GET' &&
        !path.startsWith('/api/') &&
        !path.startsWith(LOGO_URL_PREFIX) &&
        !probePaths.has(path.replace(/\/+$/, '')) &&
        !looksLikeFile(path);
      if (hasConsole && wantsPage) return reply.type('text/html').sendFile('index.html');
      return reply.code(404).send({ error: requestMessages.notFound });
    });
  },
  { name: 'static', dependencies: ['error-handler', 'services'] },
);

/** The company of the signed-in caller, or undefined for anyone else (no session, an expired one, …). */
async function signedInCompany(app: FastifyInstance, req: FastifyRequest): Promise<string | undefined> {
  try {
    return (await authenticate(app.services, req, logoReader)).companyId;
  } catch {
    return undefined;
  }
}

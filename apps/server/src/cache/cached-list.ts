import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesIfNoneMatch } from '../http/etag.js';
import { COMPRESS_THRESHOLD_BYTES } from '../plugins/external/compress.js';
import { cachePolicies } from '../plugins/static.js';
import { ANSWER_ENCODINGS, type AnswerEncoding, type DirectoryCache } from './directory-cache.js';

interface ListContext {
  auth: { companyId: string; directoryVersion: string };
  directoryCache: DirectoryCache;
  req: FastifyRequest;
  reply: FastifyReply;
}

/**
 * The encoding of the answer by the request's Accept-Encoding: the one of ANSWER_ENCODINGS with the highest q
 * (`*` stands for any not named; the server's order breaks ties), or undefined for the JSON as it is.
 */
function negotiateEncoding(header: string | undefined): AnswerEncoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best: AnswerEncoding | undefined;
  let bestWeight = 0;
  for (const encoding of ANSWER_ENCODINGS) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

/**
 * Sends a user list from the directory cache as it was kept: its JSON, or its brotli or gzip bytes by the request's
 * Accept-Encoding (compressed once per answer, not per request), with `Vary: Accept-Encoding` and an ETag of the
 * company's directory version and the list's key. A request whose If-None-Match holds that ETag gets a 304 without
 * the list being read at all. `private, no-cache`: the browser keeps the list and asks again each time, which the
 * ETag makes cheap; nothing in between (proxies, other users) keeps it.
 */
export async function sendCachedList<T extends Record<string, unknown>>(
  ctx: ListContext,
  key: string,
  load: () => Promise<T>,
): Promise<FastifyReply> {
  const { auth, directoryCache, req, reply } = ctx;
  const etag = directoryCache.etag(auth.companyId, auth.directoryVersion, key);
  // Set only on what is sent for the list: an error answer must never be kept under its ETag.
  const validated = () =>
    reply
      .header('cache-control', cachePolicies.revalidatedAnswer)
      .header('vary', 'Accept-Encoding')
      .header('etag', etag);
  if (matchesIfNoneMatch(req, etag)) return validated().code(304).send();
  // The operation's own response schema: a field the contract does not list never reaches the kept bytes.
  const serialise = reply.getSerializationFunction('200', 'application/json');
  if (!serialise) throw new Error(`${req.routeOptions.url} has no 200 application/json answer to serialise`);
  const answer = await directoryCache.readEncoded(auth, key, load, serialise, COMPRESS_THRESHOLD_BYTES);
  const encoding = answer.compressible ? negotiateEncoding(req.headers['accept-encoding']) : undefined;
  const body = encoding ? await answer.encoded(encoding) : answer.json;
  validated().type('application/json; charset=utf-8');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}

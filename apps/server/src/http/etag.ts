import type { FastifyRequest } from 'fastify';

/** The opaque part of an entity tag (`W/"x"` and `"x"` both give `x`): If-None-Match compares weakly (RFC 9110). */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether the request's If-None-Match names `etag` (or is `*`): the client's copy is current, answer 304. */
export function matchesIfNoneMatch(req: FastifyRequest, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  const wanted = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === wanted);
}

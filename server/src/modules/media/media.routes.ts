import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { isValidKey } from '../../storage/keys.js';
import { NOT_FOUND, RANGE_NOT_SATISFIABLE } from '../../lib/messages.js';

/** Parses a single "bytes=a-b" range; null when absent, 'invalid' when unsatisfiable. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'invalid' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges, or another unit: answer the whole file, as a server may.
  if (!match) return header.includes(',') || !header.startsWith('bytes=') ? null : 'invalid';
  const [, from, to] = match;
  if (from === '' && to === '') return 'invalid';
  let start: number;
  let end: number;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'invalid';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start >= size || start > end) return 'invalid';
  return { start, end };
}

/** The headers of every stored file served here, whichever store holds it. */
function fileHeaders(reply: FastifyReply, contentType: string): FastifyReply {
  return reply
    .header('content-type', contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox")
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('accept-ranges', 'bytes');
}

const notFound = (reply: FastifyReply) => reply.code(404).send({ detail: NOT_FOUND });

/**
 * Serves stored files at /media/<key>, the address the database keeps whichever store holds the
 * file. Keys are unique per file and never rewritten, so answers may be cached for good. Every
 * answer carries its real type and nosniff, and a CSP that keeps an SVG opened directly from
 * running anything. Ranges are honoured: browsers need them to seek in videos. Files stream from
 * the disk or the bucket and are never held in memory whole.
 *
 * With a public bucket or CDN configured (S3_PUBLIC_BASE_URL) the browser is redirected there
 * instead, and that host serves the bytes. A store that is down or refuses us is a 503 with a
 * message (StorageUnavailableError), never a 404 that would look like a deleted file.
 */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  const send = async (key: string, request: FastifyRequest, reply: FastifyReply) => {
    if (!isValidKey(key)) return notFound(reply);
    const direct = app.storage.directUrl(key);
    // The target never changes for a key, but the setting may: the redirect is cached for a day only.
    if (direct) return reply.code(302).header('location', direct).header('cache-control', 'public, max-age=86400').send();

    const rangeHeader = request.headers.range;
    if (request.method === 'HEAD' || rangeHeader) {
      const info = await app.storage.stat(key);
      if (!info) return notFound(reply);
      const range = parseRange(rangeHeader, info.size);
      if (range === 'invalid') {
        return reply.code(416).header('content-range', `bytes */${info.size}`).send({ detail: RANGE_NOT_SATISFIABLE });
      }
      if (request.method === 'HEAD') {
        return fileHeaders(reply, info.contentType).header('content-length', info.size).send();
      }
      if (range) {
        const file = await app.storage.open(key, range);
        if (!file) return notFound(reply);
        return fileHeaders(reply.code(206), file.contentType)
          .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
          .header('content-length', range.end - range.start + 1)
          .send(file.body);
      }
    }
    const file = await app.storage.open(key);
    if (!file) return notFound(reply);
    return fileHeaders(reply, file.contentType).header('content-length', file.size).send(file.body);
  };

  const options = { schema: { hide: true }, compress: false } as const;
  // HEAD has a route of its own: Fastify's automatic one would read the whole file to answer it.
  app.get<{ Params: { '*': string } }>('/media/*', { ...options, exposeHeadRoute: false }, async (request, reply) =>
    send(request.params['*'], request, reply),
  );
  app.head<{ Params: { '*': string } }>('/media/*', options, async (request, reply) => send(request.params['*'], request, reply));
};

import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { isValidKey } from '../../storage/keys.js';

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

/**
 * Serves stored files at /media/<key> (local storage). Keys are unique per file and never
 * rewritten, so answers may be cached for good. Every answer carries its real type and
 * nosniff, and a CSP that keeps an SVG opened directly from running anything. Ranges are
 * honoured: browsers need them to seek in videos.
 */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  const send = async (key: string, rangeHeader: string | undefined, reply: FastifyReply) => {
    const file = isValidKey(key) ? await app.storage.get(key) : null;
    if (!file) return reply.code(404).send({ detail: 'Not Found' });
    const size = file.data.length;
    const range = parseRange(rangeHeader, size);
    if (range === 'invalid') {
      return reply.code(416).header('content-range', `bytes */${size}`).send({ detail: 'Range Not Satisfiable' });
    }
    reply
      .header('content-type', file.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox")
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('accept-ranges', 'bytes');
    const body = range ? file.data.subarray(range.start, range.end + 1) : file.data;
    if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
    reply.header('content-length', body.length);
    return reply.send(body);
  };

  app.get<{ Params: { '*': string } }>('/media/*', { schema: { hide: true }, compress: false }, async (request, reply) =>
    send(request.params['*'], request.headers.range, reply),
  );
};

import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { Type } from 'typebox';

/** An export's 200 answer: a stream, which Fastify sends as it is; documented as the text it carries. */
export const CSV_DOWNLOAD = {
  description: 'CSV, UTF-8 with a byte-order mark',
  content: { 'text/csv': { schema: Type.Unsafe<Readable>(Type.String()) } },
};

/**
 * Sends `chunks` as a CSV download named after the screen and the day (`video-tasks-2026-11-26.csv`),
 * pulling the next chunk only when the client has taken the previous one.
 */
export function sendCsv(reply: FastifyReply, screen: string, chunks: AsyncIterable<string>): FastifyReply {
  const fileName = `${screen}-${new Date().toISOString().slice(0, 10)}.csv`;
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(Readable.from(chunks));
}

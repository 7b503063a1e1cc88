import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isJsonMediaType, mediaTypeOf } from '../lib/media-types.js';

/**
 * Which request bodies the API reads, as FastAPI reads them:
 * - JSON (application/json, application/*+json, or no Content-Type at all) is parsed; the parser
 *   and the checks after it walk without recursion, so no depth of input can overflow the stack
 *   (free-form values are then bounded by lib/json-limits.ts);
 * - any other media type reaches validation as its text, which no object schema accepts: a
 *   422 "Input should be a valid dictionary or object to extract fields from" on the body;
 * - form bodies are read only by the routes that take a form (see lib/form-bodies.ts); multipart
 *   only by the upload route, which registers its own parser.
 * Bodies are at most Fastify's bodyLimit (1 MiB): a larger one is a 413 (see plugins/errors.ts).
 */
export const bodyParsersPlugin = fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('text/plain');
    app.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) => {
      const header = request.headers['content-type'];
      if (header === undefined || isJsonMediaType(mediaTypeOf(header))) return parseJson(request, String(body), done);
      // An empty body is no body: validation then says it is missing.
      done(null, body === '' ? undefined : body);
    });
    app.addHook('onRequest', (request, _reply, done) => {
      readBodyAsDeclared(request);
      done();
    });
  },
  { name: 'body-parsers' },
);

/** The media type a body is relabelled with when it must be read as opaque text. */
const OPAQUE = 'application/octet-stream';

interface BodySchema {
  body?: unknown;
  consumes?: string[];
}

/**
 * Routes that take JSON or a form read the Content-Type as FastAPI does, not as Fastify would:
 * - an empty header is no header (the body is read as JSON, or as no form fields);
 * - a header that is no media type is not a 415: the body is opaque text;
 * - a JSON route reads JSON only: a body of any other media type is opaque text, even where a
 *   parser of that type is registered for a neighbour (multipart, for the reference upload).
 * Routes without a body schema and the multipart upload keep Fastify's reading unchanged.
 */
function readBodyAsDeclared(request: FastifyRequest): void {
  const header = request.headers['content-type'];
  const schema = request.routeOptions.schema as BodySchema | undefined;
  if (header === undefined || !schema?.body) return;
  const consumes = schema.consumes ?? ['application/json'];
  if (consumes.some((type) => type.startsWith('multipart/'))) return;
  const headers = request.raw.headers;
  if (header.trim() === '') {
    delete headers['content-type'];
    return;
  }
  const mediaType = mediaTypeOf(header);
  const takesJson = consumes.some((type) => isJsonMediaType(mediaTypeOf(type)));
  if (mediaType === null || (takesJson && !isJsonMediaType(mediaType))) headers['content-type'] = OPAQUE;
}

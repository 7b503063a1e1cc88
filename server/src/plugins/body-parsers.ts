import formbody from '@fastify/formbody'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * Which request bodies the API reads, as FastAPI reads them:
 * - JSON (application/json, or no Content-Type at all) is parsed;
 * - any other media type reaches validation as its text, which no object schema accepts: a
 *   422 "Input should be a valid dictionary or object to extract fields from" on the body;
 * - form bodies are read only by the routes that take a form (see acceptFormsOnly); multipart
 *   only by the upload route, which registers its own parser.
 */
export const bodyParsersPlugin = fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error')
    app.removeContentTypeParser('text/plain')
    app.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) => {
      if (request.headers['content-type'] === undefined) return parseJson(request, String(body), done)
      // An empty body is no body: validation then says it is missing.
      done(null, body === '' ? undefined : body)
    })
  },
  { name: 'body-parsers' },
)

/**
 * For a scope holding form routes only (the OAuth2 login): url-encoded forms are read; any other
 * body yields no fields, so validation names each required field as missing, as a form reader
 * that finds no form does.
 */
export async function acceptFormsOnly(scope: FastifyInstance): Promise<void> {
  scope.removeAllContentTypeParsers()
  await scope.register(formbody)
  scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => done(null, {}))
}

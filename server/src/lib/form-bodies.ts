import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';

/**
 * For a scope holding form routes only (the OAuth2 login): url-encoded forms are read; any other
 * body yields no fields, so validation names each required field as missing, as a form reader
 * that finds no form does.
 */
export async function acceptFormsOnly(scope: FastifyInstance): Promise<void> {
  scope.removeAllContentTypeParsers();
  await scope.register(formbody);
  scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => done(null, {}));
}

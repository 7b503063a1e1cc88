import formbody from '@fastify/formbody'
import fp from 'fastify-plugin'

/**
 * Which request bodies the API reads. Bodies are JSON, or a form for the login; plain text would
 * only reach validation as a string, so it is refused up front with a 415.
 */
export const bodyParsersPlugin = fp(
  async (app) => {
    app.removeContentTypeParser('text/plain')
    await app.register(formbody)
  },
  { name: 'body-parsers' },
)

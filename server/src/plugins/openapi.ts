import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { API_VERSION } from '../schemas/api-version.js';

/**
 * The OpenAPI document is generated from the route schemas, the same TypeBox objects that
 * validate requests, so the documentation cannot drift from what the server enforces.
 * Served at /api/v1/openapi.json with Swagger UI at /docs.
 */
export const openapiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: app.config.projectName, version: API_VERSION },
        components: {
          securitySchemes: {
            OAuth2PasswordBearer: {
              type: 'oauth2',
              flows: { password: { tokenUrl: '/api/v1/login/access-token', scopes: {} } },
            },
          },
        },
      },
      // Only API routes carry tags; static files and the docs themselves stay out of the spec.
      hideUntagged: true,
      // A collection root is declared as '/' under its prefix ('/users' + '/'); the router answers
      // both spellings, and the document shows the starter's ('/api/v1/users/').
      transform: ({ schema, url, route }) => {
        const declared = (route as { routePath?: string }).routePath;
        const isRoot = (declared === '' || declared === '/') && !url.endsWith('/');
        return { schema, url: isRoot ? `${url}/` : url };
      },
    });
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      // Swagger UI's own policy (hashes of its inline parts), without upgrade-insecure-requests,
      // which would break the docs on a plain-http server, and never inside a frame.
      staticCSP: true,
      transformStaticCSP: (header: string) =>
        header.replace(/\s*upgrade-insecure-requests;?/, '').replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
    });
    app.get('/api/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi', dependencies: ['config'] },
);

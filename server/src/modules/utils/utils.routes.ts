import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../lib/http-errors.js';
import { AUTH_ERRORS, BEARER, ErrorDetail, Message, errorResponses } from '../../schemas/common.js';
import { testEmail } from './utils.emails.js';
import { HealthCheck, Readiness, TestEmailQuery } from './utils.schemas.js';
import { MAIL_NOT_ACCEPTED, TEST_EMAIL_SENT } from '../../lib/messages.js';

export const utilsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['utils'];

  app.post(
    '/test-email/',
    {
      preValidation: app.requirePermission('users.manage'),
      schema: {
        tags,
        operationId: 'utils-test_email',
        summary: 'Test Email',
        security: BEARER,
        querystring: TestEmailQuery,
        response: { 201: Message, 502: ErrorDetail, ...errorResponses(...AUTH_ERRORS) },
      },
    },
    async (request, reply) => {
      try {
        await app.mailer.send(testEmail({ projectName: app.config.projectName, to: request.query.email_to }));
      } catch (error) {
        // The mail server, not the caller, failed: say so instead of a bare 500.
        request.log.error({ err: error }, 'test e-mail failed');
        throw new HttpError(502, MAIL_NOT_ACCEPTED);
      }
      return reply.code(201).send({ message: TEST_EMAIL_SENT });
    },
  );

  app.get(
    '/health-check/',
    {
      schema: {
        tags,
        operationId: 'utils-health_check',
        summary: 'Health Check',
        response: { 200: HealthCheck },
      },
    },
    async () => true,
  );

  app.get(
    '/ready/',
    {
      schema: {
        tags,
        operationId: 'utils-ready',
        summary: 'Readiness',
        description:
          'For a load balancer: 200 while this instance takes requests; 503 while it drains for a shutdown or its database does not answer. Liveness is the health check.',
        response: { 200: Readiness, 503: Readiness },
      },
    },
    async (_request, reply) => {
      const reason = await app.readiness.check();
      reply.header('cache-control', 'no-store');
      return reason ? reply.code(503).send({ status: reason }) : { status: 'ready' as const };
    },
  );
};

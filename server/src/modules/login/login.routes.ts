import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { acceptFormsOnly } from '../../lib/form-bodies.js';
import { AUTH_ERRORS, BEARER, ErrorDetail, Message, errorResponses } from '../../schemas/common.js';
import { User } from '../users/users.schemas.js';
import { toPublicUser } from '../users/users.service.js';
import { EmailParams, LoginForm, NewPasswordBody, ResetTokenQuery, ResetTokenStatus, Token } from './login.schemas.js';
import { PASSWORD_UPDATED, RECOVERY_MESSAGE } from '../../lib/messages.js';
import { SecondFactorBody, SecondFactorRequired } from '../two-factor/two-factor.schemas.js';

/** Header values must be Latin-1; a subject outside it is left out rather than crash the reply. */
const headerSafe = (value: string) => (/^[\x20-\x7e]*$/.test(value) ? value : undefined);

export const loginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const login = app.loginService;
  const tags = ['login'];

  // The OAuth2 login alone takes a form.
  await app.register(async (formScope) => {
    await acceptFormsOnly(formScope);
    formScope.withTypeProvider<TypeBoxTypeProvider>().post(
      '/login/access-token',
      {
        schema: {
          tags,
          operationId: 'login-login_access_token',
          summary: 'Login Access Token',
          description: 'OAuth2 compatible token login: form-encoded username (the e-mail) and password.',
          consumes: ['application/x-www-form-urlencoded'],
          body: LoginForm,
          response: { 200: Token, 401: SecondFactorRequired, 429: ErrorDetail, ...errorResponses(400) },
        },
      },
      async (request, reply) => {
        const answer = await login.login(request.ip, request.body.username, request.body.password, request.headers['user-agent']);
        // A person with a second factor on gets a ticket for the second step, never a token here.
        return 'second_factor' in answer ? reply.code(401).send(answer) : answer;
      },
    );
  });

  app.post(
    '/login/second-factor',
    {
      schema: {
        tags,
        operationId: 'login-login_second_factor',
        summary: 'Login Second Factor',
        description:
          "The second step of a password sign-in for a person with a second factor on: the ticket of the token call's 401 and a code " +
          '(6 digits from the authenticator app, or a recovery code, which is then used up). Five wrong codes lock the step (429).',
        body: SecondFactorBody,
        response: { 200: Token, 429: ErrorDetail, ...errorResponses(400, 401) },
      },
    },
    async (request) => login.loginSecondStep(request.ip, request.body.ticket, request.body.code.trim(), request.headers['user-agent']),
  );

  app.post(
    '/login/test-token',
    {
      preValidation: app.currentUser,
      schema: {
        tags,
        operationId: 'login-test_token',
        summary: 'Test Token',
        security: BEARER,
        response: { 200: User, ...errorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => toPublicUser(request.user),
  );

  app.post(
    '/password-recovery/:email',
    {
      schema: {
        tags,
        operationId: 'login-recover_password',
        summary: 'Recover Password',
        params: EmailParams,
        response: { 200: Message, ...errorResponses() },
      },
    },
    async (request) => {
      await login.recoverPassword(request.ip, request.params.email);
      return { message: RECOVERY_MESSAGE };
    },
  );

  app.post(
    '/reset-password/',
    {
      schema: {
        tags,
        operationId: 'login-reset_password',
        summary: 'Reset Password',
        body: NewPasswordBody,
        response: { 200: Message, ...errorResponses(400) },
      },
    },
    async (request) => {
      await login.resetPassword(request.body.token, request.body.new_password);
      return { message: PASSWORD_UPDATED };
    },
  );

  app.get(
    '/reset-password/check',
    {
      schema: {
        tags,
        operationId: 'login-check_reset_token',
        summary: 'Check Reset Token',
        description:
          'Whether a password-reset or invitation link still sets a password, without using it: `valid`, `used` (the password changed since it was issued), ' +
          '`expired`, or `invalid`; with the e-mail of its account (null when invalid), so the page can offer a new link. Never cached.',
        querystring: ResetTokenQuery,
        response: { 200: ResetTokenStatus, ...errorResponses() },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return login.checkResetToken(request.query.token);
    },
  );

  app.post(
    '/password-recovery-html-content/:email',
    {
      preValidation: app.requirePermission('users.manage'),
      schema: {
        tags,
        operationId: 'login-recover_password_html_content',
        summary: 'Recover Password Html Content',
        security: BEARER,
        params: EmailParams,
        response: { 200: { content: { 'text/html': { schema: Type.String() } } }, ...errorResponses(...AUTH_ERRORS) },
      },
    },
    async (request, reply) => {
      const mail = await login.recoveryEmailPreview(request.params.email);
      const subject = headerSafe(mail.subject);
      if (subject) reply.header('subject', subject);
      return reply.type('text/html; charset=utf-8').send(mail.html);
    },
  );
};

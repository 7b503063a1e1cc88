import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/http-errors.js';
import { INACTIVE_USER, SSO_CODE_INVALID } from '../../lib/messages.js';
import { ErrorDetail, errorResponses } from '../../schemas/common.js';
import { clearedFlowCookie, flowCookie, flowFrom, newFlow } from './oidc-flow-cookie.js';
import { CallbackQuery, Redirect, SsoCodeBody, Token } from './oidc.schemas.js';
import type { OidcService } from './oidc.service.js';
import { SsoRefusal, type SsoError } from './sso-errors.js';
import { clearedCodeCookie, codeBoundHere, codeCookie } from './sign-in-code-cookie.js';

/**
 * Single sign-on's three calls: the start (to the provider), its callback (back from it, to the
 * login page with a one-time code or the reason it failed) and the code's exchange for a token.
 * No token ever travels in an address.
 */
export const oidcRoutes: FastifyPluginAsyncTypebox<{ service: OidcService }> = async (app, { service }) => {
  const { config } = app;
  const tags = ['login'];
  const secure = config.frontendHost.startsWith('https:');
  const loginPage = (query: string) => `${config.frontendHost}/login?${query}`;

  /** Every answer of the start and the callback: never cached, and its address never sent on as a referrer. */
  const redirect = (reply: FastifyReply, location: string) =>
    reply.code(302).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').header('location', location).send();
  const refuse = (reply: FastifyReply, code: SsoError) =>
    redirect(reply.header('set-cookie', clearedFlowCookie(secure)), loginPage(`sso_error=${code}`));

  app.get(
    '/login/oidc',
    {
      schema: {
        tags,
        operationId: 'login-sso_start',
        summary: 'Single Sign-On Start',
        description:
          'Sends the browser to the OpenID Connect provider (authorization code flow with PKCE, state and nonce kept in a signed, ' +
          'HttpOnly cookie for ten minutes). Without single sign-on configured: back to /login?sso_error=off.',
        response: { 302: Redirect },
      },
    },
    async (_request, reply) => {
      if (!service.enabled) return refuse(reply, 'off');
      const flow = newFlow();
      let url: URL;
      try {
        url = await service.authorizationUrl(flow);
      } catch (error) {
        app.log.warn({ err: error }, 'single sign-on: the provider could not be reached');
        return refuse(reply, 'provider');
      }
      return redirect(reply.header('set-cookie', flowCookie(config.secretKey, flow, secure)), url.href);
    },
  );

  app.get(
    '/login/oidc/callback',
    {
      schema: {
        tags,
        operationId: 'login-sso_callback',
        summary: 'Single Sign-On Callback',
        description:
          "The provider's redirect back. Signed in: to /login?sso=<one-time code> (exchanged at /login/oidc/token within a minute); " +
          'refused: to /login?sso_error=<off|state|nonce|denied|provider|email|inactive>.',
        querystring: CallbackQuery,
        response: { 302: Redirect },
      },
    },
    async (request: FastifyRequest, reply) => {
      if (!service.enabled) return refuse(reply, 'off');
      const flow = flowFrom(request.headers.cookie, config.secretKey);
      if (!flow) return refuse(reply, 'state');
      const query = new URL(request.url, 'http://callback.invalid').searchParams;
      try {
        const code = await service.finish(query, flow);
        return redirect(
          reply.header('set-cookie', [clearedFlowCookie(secure), codeCookie(config.secretKey, code, secure)]),
          loginPage(`sso=${code}`),
        );
      } catch (error) {
        if (error instanceof SsoRefusal) {
          request.log.info({ reason: error.code }, 'single sign-on refused');
          return refuse(reply, error.code);
        }
        throw error;
      }
    },
  );

  app.post(
    '/login/oidc/token',
    {
      schema: {
        tags,
        operationId: 'login-sso_token',
        summary: 'Single Sign-On Token',
        description:
          'Exchanges the one-time code of a finished single sign-on (good once, for 60 seconds, and only with the sso_code cookie the callback ' +
          'set in the same browser) for an access token.',
        body: SsoCodeBody,
        response: { 200: Token, 400: ErrorDetail, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store').header('set-cookie', clearedCodeCookie(secure));
      // Only the browser that finished the sign-in may use its code; anyone else's attempt leaves it unused.
      if (!codeBoundHere(request.headers.cookie, config.secretKey, request.body.code)) throw badRequest(SSO_CODE_INVALID);
      const token = await service.exchange(request.body.code, request.ip, request.headers['user-agent']);
      if (token === 'invalid') throw badRequest(SSO_CODE_INVALID);
      if (token === 'inactive') throw badRequest(INACTIVE_USER);
      return token;
    },
  );
};

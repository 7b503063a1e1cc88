import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { acceptFormsOnly } from '../../lib/form-bodies.js';
import { previewCookie } from './browser-cookies.js';
import { secureCookies } from './browser-state.js';
import { PREVIEW_PAGE_POLICY, renderConsentPage, renderUnusablePage, type UnusableReason } from './preview-consent-page.js';
import { clearedConsentCookie, consentCookie, consentGiven, consentProof, fromThisSite, newConsentNonce } from './preview-consent.js';
import { PreviewTokenParams } from './rollouts.schemas.js';

const STATUS_OF: Record<UnusableReason, number> = { unknown: 404, gone: 410, unconfirmed: 403 };

/**
 * Opening a preview link (a page route, mounted at the root): GET answers a page naming the
 * module, the release and who published it, with a button; only the button's POST (from that page,
 * see preview-consent.ts) sets the preview cookie and goes to the app. Neither answer is stored by
 * any cache or shown in a frame.
 */
export const previewConsentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { rollouts, config } = app;
  await acceptFormsOnly(app);

  function sendPage(reply: FastifyReply, status: number, html: string) {
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', PREVIEW_PAGE_POLICY)
      .header('x-frame-options', 'DENY')
      .send(html);
  }

  const unusable = (reply: FastifyReply, reason: UnusableReason) => sendPage(reply, STATUS_OF[reason], renderUnusablePage(reason));

  app.get('/preview/:token', { schema: { hide: true, params: PreviewTokenParams } }, async (request, reply) => {
    const { token } = request.params;
    const opened = await rollouts.openPreview(token);
    if (opened.status !== 'open') return unusable(reply, opened.status);
    const { module, preview } = opened;
    const nonce = newConsentNonce();
    reply.header('set-cookie', consentCookie(nonce, secureCookies(request, config.frontendHost)));
    return sendPage(
      reply,
      200,
      renderConsentPage({
        action: `/preview/${encodeURIComponent(token)}`,
        proof: consentProof(config.secretKey, token, nonce),
        module: { name: module.name, displayName: module.displayName },
        release: { id: preview.release_id, version: preview.version, publishedBy: preview.published_by, publishedAt: preview.published_at },
        link: { createdBy: preview.created_by, createdAt: preview.created_at, expiresAt: preview.expires_at },
      }),
    );
  });

  app.post('/preview/:token', { schema: { hide: true, params: PreviewTokenParams } }, async (request, reply) => {
    const { token } = request.params;
    const secure = secureCookies(request, config.frontendHost);
    const proof = (request.body as { consent?: unknown } | undefined)?.consent;
    if (!fromThisSite(request, config.frontendHost) || !consentGiven(config.secretKey, token, request.headers.cookie, proof))
      return unusable(reply, 'unconfirmed');
    // The nonce has served: the page is asked again for another preview.
    reply.header('set-cookie', clearedConsentCookie(secure));
    const opened = await rollouts.openPreview(token);
    if (opened.status !== 'open') return unusable(reply, opened.status);
    return reply
      .header('set-cookie', previewCookie(token, opened.pin.expiresAt, Date.now(), secure))
      .header('cache-control', 'no-store')
      .redirect('/', 303);
  });
};

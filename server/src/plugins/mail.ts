import fp from 'fastify-plugin';
import type { Mailer } from '../mail/mailer.js';
import { createMailer } from '../mail/smtp-mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Gives the app its mailer (see mail/smtp-mailer.ts) and lets pending mail go out when it closes. */
export const mailPlugin = fp(
  async (app) => {
    const { mailer, close } = createMailer(app.config, app.log);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => close());
  },
  { name: 'mail', dependencies: ['config'] },
);

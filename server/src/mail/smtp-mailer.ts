import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.js';
import type { Mailer } from './mailer.js';

export type MailConfig = Pick<Config, 'smtp' | 'emailsFromName' | 'emailsFromEmail' | 'production'>;

function createTransport(config: MailConfig): Transporter | null {
  const { smtp } = config;
  if (!smtp.host) return null;
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    // The starter's meaning: SMTP_SSL is TLS from the first byte, SMTP_TLS demands STARTTLS.
    secure: smtp.ssl,
    requireTLS: !smtp.ssl && smtp.tls,
    ignoreTLS: !smtp.ssl && !smtp.tls,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
    // A mail server that accepts the connection and then says nothing must not hold a request
    // (test-email) or a shutdown for nodemailer's default minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

/** How long a shutdown waits for mail still being sent. */
const CLOSE_WAIT_MS = 5000;

/**
 * Mail over SMTP with nodemailer. Without SMTP_HOST nothing is sent: outside production the
 * message is logged once, clearly marked, so password recovery still works on a developer's
 * machine; in production only the fact is logged, never the text (it carries a reset link).
 * `close` lets mail already accepted for sending go out, then closes the connection pool.
 */
export function createMailer(config: MailConfig, log: FastifyBaseLogger): { mailer: Mailer; close(): Promise<void> } {
  const transport = createTransport(config);
  const from = { name: config.emailsFromName, address: config.emailsFromEmail };

  const pending = new Set<Promise<void>>();

  const mailer: Mailer = {
    delivers: transport !== null,
    async send(message) {
      if (!transport) {
        if (config.production) log.warn({ mail: { subject: message.subject } }, 'mail not sent: no SMTP_HOST is configured');
        else
          log.info(
            { mail: { to: message.to, subject: message.subject } },
            `DEVELOPMENT ONLY, mail not sent (no SMTP_HOST); its text:\n${message.text}`,
          );
        return;
      }
      await transport.sendMail({ from, ...message });
    },
    sendInBackground(compose) {
      const sending = Promise.resolve()
        .then(async () => {
          // After the caller's answer has gone: composing may itself take time (a lookup).
          await new Promise((resolve) => setImmediate(resolve));
          const message = await compose();
          if (message) await mailer.send(message);
        })
        .catch((error: unknown) => log.error({ err: error }, 'sending mail failed'))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
  };

  async function close(): Promise<void> {
    // Let mail already accepted for sending go out before the connection pool closes, but do
    // not let a mail server that hangs hold the shutdown past a few seconds.
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<'gave up'>((resolve) => (timer = setTimeout(() => resolve('gave up'), CLOSE_WAIT_MS)));
    const outcome = await Promise.race([Promise.allSettled([...pending]), gaveUp]);
    clearTimeout(timer);
    if (outcome === 'gave up')
      log.error({ mails: pending.size }, 'sending mail abandoned at shutdown: the mail server did not answer in time');
    transport?.close();
  }

  return { mailer, close };
}

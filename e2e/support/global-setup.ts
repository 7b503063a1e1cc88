import { E2E_MAIL_DIR, E2E_SMTP_PORT } from './env';
import { startMailSink } from './mail-sink';

/** Starts the SMTP sink the product sends its mail to (see webServer.env in playwright.config.ts). */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const sink = await startMailSink(E2E_SMTP_PORT, E2E_MAIL_DIR);
  return sink.stop;
}

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8123);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const SUPERUSER = {
  email: process.env.FIRST_SUPERUSER ?? 'admin@example.com',
  password: process.env.FIRST_SUPERUSER_PASSWORD ?? 'changethis',
};

/** The local SMTP sink the product mails to during the suite; away from E2E_PORT's neighbours, which tests use. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? E2E_PORT + 10_000);
/**
 * Where the sink stores mail, for tests to read. Chosen once, by the runner that loads the config
 * first; the worker processes inherit it through the environment and so read the same folder.
 */
export const E2E_MAIL_DIR = (process.env.E2E_MAIL_DIR ??= mkdtempSync(join(tmpdir(), 'e2e-mail-')));

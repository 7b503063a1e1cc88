import { defineConfig } from '@playwright/test';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_BASE_URL, E2E_PORT, E2E_SMTP_PORT } from './support/env';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Shared with the bench (bench/frontend.mjs).
const chromium = JSON.parse(readFileSync(join(root, 'scripts', 'chromium.json'), 'utf8')) as { executablePath: string; args: string[] };

// The product started exactly as `npm start` starts it, on a fresh database of its own. Chosen
// once, by the runner that loads the config first; workers inherit it through the environment
// (hostile-output.spec.ts writes rows into that database directly).
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'e2e-data-')));

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Per port, so two runs at once (say, two worktrees) keep their traces apart.
  outputDir: `./test-results/${E2E_PORT}`,
  // An SMTP sink for the product's mail (password recovery); tests read it with support/mailbox.ts.
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath, args: chromium.args },
  },
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: root,
    url: `${E2E_BASE_URL}/api/v1/utils/health-check/`,
    // Building every stale frontend first can take longer on a busy machine: E2E_SERVER_TIMEOUT_MS waits longer.
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 300_000),
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      FRONTEND_HOST: E2E_BASE_URL,
      // The suite signs in and up many times from one address; the limits themselves are tested in the server suite.
      LOGIN_RATE_LIMIT_IP_MAX: '10000',
      LOGIN_RATE_LIMIT_ACCOUNT_MAX: '10000',
      SIGNUP_RATE_LIMIT_IP_MAX: '10000',
      // The suite signs in as the first superuser everywhere; the requirement is tested by
      // two-factor.spec on a second instance with the default (superusers and release managers).
      REQUIRE_TWO_FACTOR_ROLES: '',
      // Every page comes from one address: each fresh browser still gets its id (and rollout side).
      BROWSER_IDS_PER_ADDRESS_GROUP_PER_HOUR: '10000',
      // The suite is the one proxy in front: release-rollout.spec.ts gives each fresh browser an
      // address group of its own through X-Forwarded-For (a rollout is judged by address groups).
      TRUST_PROXY: '1',
      // Mail goes to the sink started in support/global-setup.ts, in plain SMTP.
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(E2E_SMTP_PORT),
      SMTP_TLS: 'false',
      SMTP_SSL: 'false',
      EMAILS_FROM_EMAIL: 'noreply@example.com',
    },
  },
});

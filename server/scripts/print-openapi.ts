// Prints the OpenAPI document the server serves at /api/v1/openapi.json, built from the route
// schemas without listening on a port: the input of the frontends' generated contract types
// (scripts/contract.mjs).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';

const dataDir = await mkdtemp(join(tmpdir(), 'openapi-'));
try {
  const config = loadConfig({
    cwd: dataDir,
    env: { DATA_DIR: dataDir, WEB_ROOT: join(dataDir, 'web'), SEED_DEMO: 'false', WORKER_ENABLED: 'false' },
  });
  const app = await buildApp(config, { logger: false });
  await app.ready();
  process.stdout.write(`${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

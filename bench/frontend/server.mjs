// The bench's servers: the build as `npm start` serves it, each with a fresh data folder, and the
// data the steps need (the demo data, items, pending templates), put in through the API.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registerNewRemotes } from '../../scripts/lib/register-remotes.mjs';
import { staleBuilds } from '../../scripts/stale-builds.mjs';
import { BASE, PORT, ROOT, SUPERUSER } from './settings.mjs';

// What `npm start` serves: whatever is missing or older than its sources is built first.
export function ensureBuilt() {
  for (const pkg of staleBuilds(ROOT)) buildPackage(pkg);
}

function buildPackage(pkg) {
  console.log(`(building ${pkg}: not built yet, or older than its sources)`);
  const result = spawnSync('npm', ['run', 'build', '-w', pkg], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`npm run build -w ${pkg} failed`);
}

/**
 * A server of the build on `port`, with its own fresh data folder; `env` adds to its settings
 * (with TLS_CERT_FILE and TLS_KEY_FILE it answers https). `root` is the checkout whose server and
 * frontends it runs: this one unless another build is compared.
 */
export async function startServer({ port = PORT, portVariable = 'BENCH_FRONTEND_PORT', env = {}, root = ROOT } = {}) {
  const base = `${env.TLS_CERT_FILE ? 'https' : 'http'}://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-frontend-'));
  const serverEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    FRONTEND_HOST: base,
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT_IP_MAX: '10000',
    LOGIN_RATE_LIMIT_ACCOUNT_MAX: '10000',
    SEED_DEMO: 'true',
    ...env,
  };
  // As `npm start` does: the remotes a migration does not register (remote-users) are registered first.
  registerNewRemotes(root, { env: serverEnv });
  const child = spawn(process.execPath, [join(root, 'server', 'dist', 'server.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: serverEnv,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}); is port ${port} free? (${portVariable})`);
    try {
      if ((await fetch(`${base}/api/v1/utils/health-check/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not start on ${base}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function api(path, { token, base = BASE, ...init } = {}) {
  const response = await fetch(`${base}${path}`, {
    ...init,
    headers: { ...(init.headers ?? {}), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

export async function signIn(base = BASE) {
  const body = new URLSearchParams({ username: SUPERUSER.email, password: SUPERUSER.password });
  const { access_token: token } = await api('/api/v1/login/access-token', { method: 'POST', body, base });
  return token;
}

const templateCount = async (token, query = '', base = BASE) =>
  (await api(`/api/backend/video-template/list?skip=0&limit=1${query}`, { method: 'POST', token, base })).count;

/** The demo data (60 templates) loads in the background at a server's first start: waits for it. */
export async function waitForDemoData(token, base = BASE) {
  for (let i = 0; i < 100 && (await templateCount(token, '', base)) < 60; i++) await new Promise((resolve) => setTimeout(resolve, 200));
}

/** The demo data has no items: the items screen would show its empty state rather than a table. */
export async function ensureItems(token, wanted, base = BASE) {
  const { count } = await api('/api/v1/items/?skip=0&limit=1', { token, base });
  for (let i = count; i < wanted; i++) {
    await api('/api/v1/items/', {
      method: 'POST',
      token,
      base,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: `Bench item ${i + 1}`, description: `bench item ${i + 1}` }),
    });
  }
}

/** The demo data has 60 templates (15 of them pending); the 100-row views need more. */
export async function ensureTemplates(token, wanted, base = BASE) {
  // The counts below are final once the demo data is in.
  await waitForDemoData(token, base);
  const pending = `&template_status=${encodeURIComponent('待生成')}`;
  for (let i = await templateCount(token, pending, base); i < wanted; i++) {
    await api('/api/backend/video-template/create', {
      method: 'POST',
      token,
      base,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ template_name: `基准模板 ${i + 1}`, template_prompt: `bench template ${i + 1}`, template_status: '待生成' }),
    });
  }
}

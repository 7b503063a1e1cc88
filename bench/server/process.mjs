// Building, starting and stopping the server for the bench, and the few HTTP calls it makes
// itself (sign-in, sign-up, who am I).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { staleBuilds } from '../../scripts/stale-builds.mjs';

/** Builds the server when dist/ is missing or older than its sources. */
export function ensureBuilt(rootDir) {
  if (staleBuilds(rootDir, { frontends: false }).length === 0) return;
  console.log('building the server (npm run build -w server)');
  const result = spawnSync('npm', ['run', 'build', '-w', 'server'], { cwd: rootDir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build -w server failed');
}

/** Starts node dist/server.js with `env`; resolves once /api/v1/utils/health-check/ answers. */
export async function startServer(serverDir, env, baseUrl) {
  const child = spawn(process.execPath, [join(serverDir, 'dist', 'server.js')], {
    cwd: env.DATA_DIR ?? serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  child.on('exit', (code, signal) => (exited = { code, signal }));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server exited (${exited.code ?? exited.signal}) while starting:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/v1/utils/health-check/`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!exited && Date.now() >= deadline) {
    child.kill('SIGKILL');
    throw new Error(`the server did not answer within 120 s:\n${output}`);
  }
  return {
    pid: child.pid,
    output: () => output,
    async stop() {
      if (exited) return;
      const done = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await done;
      clearTimeout(timer);
    },
  };
}

export async function login(baseUrl, username, password) {
  const response = await fetch(`${baseUrl}/api/v1/login/access-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }),
  });
  if (!response.ok) throw new Error(`login as ${username}: ${response.status} ${await response.text()}`);
  return (await response.json()).access_token;
}

export async function signup(baseUrl, email, password) {
  const response = await fetch(`${baseUrl}/api/v1/users/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, full_name: 'Bench User' }),
  });
  if (!response.ok) throw new Error(`signup: ${response.status} ${await response.text()}`);
  return response.json();
}

export async function getJson(baseUrl, path, token, method = 'GET') {
  const response = await fetch(`${baseUrl}${path}`, { method, headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** CPU time (user + system, all threads) a process has used, in ms; null where /proc is missing. */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * (1000 / 100);
  } catch {
    return null;
  }
}

/**
 * The environment of a benched server: on `port`, with its data (and web root) in `dataDir`, no
 * demo data, `admin` as its first superuser, and on PostgreSQL when `databaseUrl` is given.
 */
export function benchServerEnv({ port, dataDir, databaseUrl, admin }) {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    FIRST_SUPERUSER: admin.email,
    FIRST_SUPERUSER_PASSWORD: admin.password,
    WEB_ROOT: dataDir,
    DATABASE_URL: databaseUrl ?? '',
  };
}

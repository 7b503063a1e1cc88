// "The screens at that size": the product as `npm start` runs it (scripts/start.mjs, building what
// is stale) against the largest database, and Chromium opening the templates and video tasks
// screens, each tab, a filter, a sort, the last page and an export, as a person would through
// the URL and the 导出 CSV button. Every API request the pages make must finish within 1 s (the
// change streams excepted: they stay open by design). Chromium: /usr/bin/chromium (or
// BENCH_CHROMIUM) through playwright-core, a fresh profile.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { login } from '../server/process.mjs';
import { sampleFor } from './calls.mjs';

const LIMIT_MS = 1000;
const QUIET_MS = 1000;
const START_TIMEOUT_MS = 30 * 60_000;
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const STREAM = /\/(events|changes)$/;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `node scripts/start.mjs` with `env`; resolves once the health check answers. */
async function startProduct(rootDir, env, baseUrl) {
  const child = spawn(process.execPath, [join(rootDir, 'scripts', 'start.mjs')], {
    cwd: rootDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  child.on('exit', (code) => (exited = code ?? 1));
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (exited !== null) throw new Error(`npm start exited (${exited}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`npm start did not answer within ${START_TIMEOUT_MS / 60_000} min:\n${output}`);
    }
    try {
      if ((await fetch(`${baseUrl}/api/v1/utils/health-check/`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  return {
    async stop() {
      if (exited !== null) return;
      const done = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await done;
      clearTimeout(timer);
    },
  };
}

/** Watches a page's API requests: how long each took, which are still open. */
function watchRequests(page) {
  const started = new Map();
  const finished = [];
  page.on('request', (request) => {
    // The change streams stay open while a screen shows: not requests a person waits for.
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && !STREAM.test(pathname)) started.set(request, performance.now());
  });
  const end = (failed) => (request) => {
    const at = started.get(request);
    if (at === undefined) return;
    started.delete(request);
    finished.push({ url: request.url(), method: request.method(), ms: performance.now() - at, failed });
  };
  page.on('requestfinished', end(false));
  page.on('requestfailed', end(true));
  return {
    finished,
    /** Waits until no API request has been open for QUIET_MS (or 60 s). */
    async quiet() {
      const deadline = performance.now() + 60_000;
      let quietSince = performance.now();
      while (performance.now() < deadline) {
        if (started.size > 0) quietSince = performance.now();
        else if (performance.now() - quietSince >= QUIET_MS) return;
        await sleep(50);
      }
    },
    /** Requests still open, with how long they have been open. */
    open: () =>
      [...started.entries()].map(([request, at]) => ({
        url: request.url(),
        method: request.method(),
        ms: performance.now() - at,
        failed: false,
      })),
  };
}

/**
 * Opens the screens against the database at `databaseUrl`; resolves with { ok, lines }: one line
 * per step (its requests, the slowest), and each request over 1 s.
 */
export async function checkScreens({ rootDir, databaseUrl, admin, port, size }) {
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-scale-screens-'));
  const lines = [];
  let ok = true;
  const product = await startProduct(
    rootDir,
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      FIRST_SUPERUSER: admin.email,
      FIRST_SUPERUSER_PASSWORD: admin.password,
    },
    baseUrl,
  );
  const { chromium } = createRequire(import.meta.url)('playwright-core');
  const profile = mkdtempSync(join(tmpdir(), 'bench-scale-chromium-'));
  let context = null;
  try {
    const token = await login(baseUrl, admin.email, admin.password);
    const count = async (method, path) => {
      const response = await fetch(`${baseUrl}${path}`, { method, headers: { authorization: `Bearer ${token}` } });
      return (await response.json()).count;
    };
    const templatesLast = Math.ceil((await count('POST', '/api/backend/video-template/list?skip=0&limit=1')) / 10);
    const tasksLast = Math.ceil((await count('GET', '/api/backend/video-tasks/?skip=0&limit=1')) / 10);
    const sample = sampleFor(size);
    context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.BENCH_CHROMIUM || '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
      viewport: { width: 1280, height: 800 },
      acceptDownloads: true,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    // Signed in as after a past visit: the token where the app keeps it.
    await page.goto(`${baseUrl}/login`);
    await page.evaluate((value) => localStorage.setItem('access_token', value), token);
    const watched = watchRequests(page);
    const q = (params) => `?${new URLSearchParams(params).toString()}`;
    const steps = [
      ['templates: 全部', '/admin'],
      ['templates: tab 待生成', '/admin/pending'],
      ['templates: tab 已生成', '/admin/generated'],
      ['templates: tab 待补全', '/admin/completion'],
      ['templates: tab 已上架', '/admin/published'],
      ['templates: filter platform', `/admin${q({ template_platform: 'jimeng' })}`],
      ['templates: search name', `/admin${q({ template_name: sample.nameNeedle })}`],
      ['templates: sort created_at asc', `/admin${q({ sort: 'created_at', order: 'asc' })}`],
      ['templates: last page', `/admin${q({ page: templatesLast })}`],
      ['templates: export (search name)', `/admin${q({ template_name: sample.nameNeedle })}`, '筛选条件'],
      ['tasks: list', '/admin/video-tasks'],
      ['tasks: filter status + platform', `/admin/video-tasks${q({ task_status: 3, platform: 'minimax' })}`],
      ['tasks: sort updated_at asc', `/admin/video-tasks${q({ sort: 'updated_at', order: 'asc' })}`],
      ['tasks: last page', `/admin/video-tasks${q({ page: tasksLast })}`],
      ['tasks: export (user_id)', `/admin/video-tasks${q({ user_id: sample.userId })}`, '筛选视频任务'],
    ];
    for (const [name, path, exportFrom] of steps) {
      const from = watched.finished.length;
      await page.goto(`${baseUrl}${path}`);
      await watched.quiet();
      if (exportFrom) {
        const [download] = await Promise.all([
          page.waitForEvent('download', { timeout: 60_000 }),
          page.getByRole('search', { name: exportFrom }).getByRole('button', { name: '导出 CSV' }).click(),
        ]);
        await download.path();
        await watched.quiet();
      }
      const requests = [...watched.finished.slice(from), ...watched.open()];
      const slow = requests.filter((request) => request.ms > LIMIT_MS || request.failed);
      const slowest = requests.reduce((worst, request) => (request.ms > (worst?.ms ?? -1) ? request : worst), null);
      lines.push(
        `screens: ${name}: ${requests.length} API requests, slowest ${slowest ? `${Math.round(slowest.ms)} ms (${slowest.method} ${new URL(slowest.url).pathname})` : '-'}${slow.length > 0 ? ` — ${slow.length} over ${LIMIT_MS} ms or failed` : ''}`,
      );
      for (const request of slow) {
        ok = false;
        lines.push(`  over ${LIMIT_MS} ms or failed: ${request.method} ${request.url.replace(baseUrl, '')} ${Math.round(request.ms)} ms`);
      }
    }
    lines.push(
      `screens: ${ok ? 'every' : 'NOT every'} API request finished within ${LIMIT_MS} ms (npm start, Chromium, ${steps.length} steps)`,
    );
  } catch (error) {
    ok = false;
    lines.push(`screens: failed: ${String(error.message ?? error).split('\n')[0]}`);
  } finally {
    await context?.close().catch(() => {});
    await product.stop();
    rmSync(profile, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { ok, lines };
}

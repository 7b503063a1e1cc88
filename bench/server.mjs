// `npm run bench -- server`: the server's performance budgets (issue 9). For SQLite, and for
// PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (in a database of its own,
// created and dropped here): starts the built server on BENCH_PORT (8145) with a fresh DATA_DIR,
// loads 100k templates, 100k tasks, a user with 300 items (and 400 others with 50 each), then runs autocannon with 50
// connections against each list call (no filter, then each filter alone, the two substring
// searches included), the task summary and the items list. Prints req/s, p50 and p99 for each,
// whether p99 is under 20 ms, and the query plans behind every call (no full scan of a big table).
//
// Settings: BENCH_PORT, BENCH_ROWS (100000), BENCH_SECONDS (3 per call, after a 1 s warm-up),
// BENCH_CONNECTIONS (50), BENCH_DATABASE_URL / TEST_DATABASE_URL.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { withOwnDatabase } from '../server/scripts/node-tests.mjs';
import { SAMPLE, loadPostgres, loadSqlite } from './server/data.mjs';
import { benchServerEnv, cpuMs, ensureBuilt, getJson, login, signup, startServer } from './server/process.mjs';

const rootDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = join(rootDir, 'server');
const requireHere = createRequire(import.meta.url);

const PORT = Number(process.env.BENCH_PORT || 8145);
const ROWS = Number(process.env.BENCH_ROWS || 100_000);
const ITEMS = 300;
const SECONDS = Number(process.env.BENCH_SECONDS || 3);
const WARMUP_SECONDS = 1;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const BUDGET_MS = 20;
const ADMIN = { email: 'admin@example.com', password: 'bench-admin-password' };
const USER = { email: 'bench-user@example.com', password: 'bench-user-password' };
// What a browser sends: answers over 1 KB are compressed, as they are for the product's pages.
const ACCEPT_ENCODING = 'gzip, deflate, br';

const TEMPLATES = '/api/backend/video-template';
const TASKS = '/api/backend/video-tasks';

/** Every call measured: the product's page sizes (10 for the back office, 5 for items). */
function calls() {
  const list = (query = '') => `${TEMPLATES}/list?skip=0&limit=10${query}`;
  const tasks = (query = '') => `${TASKS}/?skip=0&limit=10${query}`;
  const q = (name, value) => `&${name}=${encodeURIComponent(value)}`;
  return [
    ['templates: list', 'POST', list()],
    ['templates: template_status', 'POST', list(q('template_status', '已上架'))],
    ['templates: template_sub_status', 'POST', list(q('template_sub_status', '已下架'))],
    ['templates: template_platform', 'POST', list(q('template_platform', 'jimeng'))],
    ['templates: template_name search', 'POST', list(q('template_name', SAMPLE.nameNeedle))],
    ['templates: template_top_title search', 'POST', list(q('template_top_title', SAMPLE.topTitleNeedle))],
    ['templates: template_id', 'POST', list(q('template_id', SAMPLE.templateId))],
    ['templates: tab badge (status, limit 1)', 'POST', `${TEMPLATES}/list?skip=0&limit=1${q('template_status', '待补全')}`],
    ['templates: page 50', 'POST', `${TEMPLATES}/list?skip=490&limit=10`],
    ['tasks: list', 'GET', tasks()],
    ['tasks: task_id', 'GET', tasks(q('task_id', SAMPLE.taskId))],
    ['tasks: template_id', 'GET', tasks(q('template_id', SAMPLE.taskTemplateId))],
    ['tasks: original_template_id', 'GET', tasks(q('original_template_id', SAMPLE.originalTemplateId))],
    ['tasks: user_id', 'GET', tasks(q('user_id', SAMPLE.userId))],
    ['tasks: platform', 'GET', tasks(q('platform', 'minimax'))],
    ['tasks: task_status', 'GET', tasks(q('task_status', 4))],
    ['tasks: task_status + platform', 'GET', tasks(q('task_status', 2) + q('platform', 'keling'))],
    ['tasks: sort updated_at asc', 'GET', tasks('&sort_by=updated_at&sort_order=asc')],
    ['tasks: sort task_id desc', 'GET', tasks('&sort_by=task_id&sort_order=desc')],
    ['tasks: page 50', 'GET', `${TASKS}/?skip=490&limit=10`],
    ['tasks: stats/summary', 'GET', `${TASKS}/stats/summary`],
    ['items: list (own, 300)', 'GET', '/api/v1/items/?skip=0&limit=5', 'user'],
    // Not a budget: what this machine gives a route with no token, no database and a tiny answer.
    ['reference: health-check (no auth, no db)', 'GET', '/api/v1/utils/health-check/', 'admin', true],
  ].map(([name, method, path, as = 'admin', reference = false]) => ({ name, method, path, as, reference }));
}

function autocannon(options) {
  const run = requireHere('autocannon');
  return new Promise((resolve, reject) => {
    run(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const pad = (value, width, right = false) => (right ? String(value).padEnd(width) : String(value).padStart(width));

function printRow(cells) {
  const [name, count, rps, p50, p99, errors, ok, cpu] = cells;
  console.log(
    `${pad(name, 40, true)} ${pad(count, 7)} ${pad(rps, 7)} ${pad(p50, 6)} ${pad(p99, 6)} ${pad(errors, 6)}  ${pad(ok, 11, true)} ${pad(cpu, 7)}`,
  );
}

/** One database: start, load, measure every call, check the plans, stop. */
async function benchDatabase(label, { databaseUrl = null } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-server-'));
  const baseUrl = `http://127.0.0.1:${PORT}`;
  const server = await startServer(serverDir, benchServerEnv({ port: PORT, dataDir, databaseUrl, admin: ADMIN }), baseUrl);
  let ok = true;
  try {
    const adminToken = await login(baseUrl, ADMIN.email, ADMIN.password);
    await signup(baseUrl, USER.email, USER.password);
    const userToken = await login(baseUrl, USER.email, USER.password);
    const me = await getJson(baseUrl, '/api/v1/users/me', userToken);

    const started = performance.now();
    const load = { templates: ROWS, tasks: ROWS, items: ITEMS, ownerId: me.id };
    if (databaseUrl) await loadPostgres(serverDir, databaseUrl, load);
    else await loadSqlite(serverDir, join(dataDir, 'app.db'), load);
    const loadSeconds = (performance.now() - started) / 1000;
    console.log(
      `\n${label}: ${ROWS.toLocaleString('en')} templates, ${ROWS.toLocaleString('en')} tasks, ${ITEMS} items of the measured user (20,300 in all) loaded in ${loadSeconds.toFixed(1)} s; ` +
        `autocannon, ${CONNECTIONS} connections, ${SECONDS} s per call after ${WARMUP_SECONDS} s of warm-up (${3 * WARMUP_SECONDS} s before the first), accept-encoding: ${ACCEPT_ENCODING}; ` +
        `load average ${loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')}`,
    );
    console.log("(latencies in ms; count: the total the call answers; cpu µs/req: the server process's CPU time per request, all threads)");
    printRow(['call', 'count', 'req/s', 'p50', 'p99', 'errors', `p99 < ${BUDGET_MS} ms`, 'cpu µs/req']);

    const results = [];
    for (const [index, call] of calls().entries()) {
      const token = call.as === 'user' ? userToken : adminToken;
      const sample = await getJson(baseUrl, call.path, token, call.method);
      const count = sample.count ?? sample.status_stats?.total ?? '';
      const options = {
        url: `${baseUrl}${call.path}`,
        method: call.method,
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': ACCEPT_ENCODING },
        connections: CONNECTIONS,
      };
      // The first call also warms the process (JIT) and the database's cache after the load.
      await autocannon({ ...options, duration: index === 0 ? 3 * WARMUP_SECONDS : WARMUP_SECONDS });
      const cpuBefore = cpuMs(server.pid);
      const result = await autocannon({ ...options, duration: SECONDS });
      const cpuAfter = cpuMs(server.pid);
      const cpu =
        cpuBefore === null || cpuAfter === null || result.requests.total === 0
          ? '-'
          : Math.round(((cpuAfter - cpuBefore) * 1000) / result.requests.total);
      const errors = result.errors + result.timeouts + result.non2xx;
      const met = result.latency.p99 < BUDGET_MS && errors === 0;
      if (!call.reference) {
        if (!met) ok = false;
        results.push({ call: call.name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors, met });
      }
      printRow([
        call.name,
        count,
        Math.round(result.requests.average),
        result.latency.p50,
        result.latency.p99,
        errors,
        call.reference ? (met ? '(yes)' : '(no)') : met ? 'yes' : 'NO',
        cpu,
      ]);
    }
    const met = results.filter((result) => result.met).length;
    console.log(`${label}: p99 under ${BUDGET_MS} ms without errors for ${met} of ${results.length} calls`);

    const plansOk = await checkPlans(label, databaseUrl, join(dataDir, 'app.db'), me.id);
    if (!plansOk) ok = false;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return ok;
}

/**
 * The queries behind every call, made by the server's own repositories over the loaded database,
 * and their plans: nothing may read a whole big table. The plan checker is test tooling, loaded
 * from its TypeScript source; the database comes from the built server.
 */
async function checkPlans(label, databaseUrl, sqlitePath, itemsOwnerId) {
  const dist = (path) => import(pathToFileURL(join(serverDir, 'dist', path)).href);
  const { tsImport } = await import('tsx/esm/api');
  const { checkBackendQueryPlans } = await tsImport(
    pathToFileURL(join(serverDir, 'test', 'helpers', 'query-plans.ts')).href,
    import.meta.url,
  );
  const { createDatabase } = await dist('db/connection.js');
  const db = createDatabase({ databaseUrl, databaseSchema: null, sqlitePath });
  try {
    const report = await checkBackendQueryPlans(db, databaseUrl ? 'postgres' : 'sqlite', { ...SAMPLE, itemsOwnerId });
    const scans = report.filter((entry) => entry.fullScans.length > 0);
    console.log(`\n${label}: query plans of ${report.length} calls (${report.reduce((n, entry) => n + entry.queries, 0)} queries)`);
    for (const entry of report) {
      console.log(`  ${entry.fullScans.length === 0 ? 'ok  ' : 'SCAN'} ${pad(entry.call, 38, true)} ${entry.summary}`);
      for (const scan of entry.fullScans) console.log(`       full scan on every request: ${scan}`);
      for (const read of entry.cachedFullReads)
        console.log(`       whole-table total, from the count cache (at most once a second): ${read}`);
    }
    console.log(
      scans.length === 0
        ? `${label}: nothing scans a whole table per request (totals without a filter read a whole table or index once per cache period)`
        : `${label}: ${scans.length} calls scan a whole table per request`,
    );
    return scans.length === 0;
  } finally {
    await db.destroy();
  }
}

export async function run() {
  ensureBuilt(rootDir);
  let ok = await benchDatabase('SQLite');
  const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!pgUrl) {
    console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to postgres://... to measure it)');
  } else {
    try {
      ok = (await withOwnDatabase(pgUrl, (url) => benchDatabase('PostgreSQL', { databaseUrl: url }))) && ok;
    } catch (error) {
      console.log(`\nPostgreSQL: failed: ${error.stack ?? error}`);
      ok = false;
    }
  }
  return ok;
}

export default run;

// `npm run bench -- scale`: the growth curve (issue 60). For each size of the tasks table (10k,
// 100k, 1M and 10M tasks, a tenth as many templates) on PostgreSQL, and up to 1M on SQLite: an
// empty database migrated by the server itself, the rows bulk-loaded the way the server stores
// them (scale/load-postgres.mjs, scale/load-sqlite.mjs), then the built server started against
// it and every call the screens make measured (scale/calls.mjs) at 1 and at 20 connections, the
// CSV export streamed, a bulk job run, and on PostgreSQL the plan of every statement the server
// ran for each call (EXPLAIN ANALYZE, BUFFERS) written to docs/performance/scale-plans.md.
// Prints one table per figure with each size and the ratio of the largest to the smallest, and
// marks the issue's targets at the largest size as met or missed.
//
// Settings: BENCH_SCALE_SIZES ("10k,100k,1M,10M"), BENCH_SCALE_DATABASES ("postgres,sqlite"),
// BENCH_SCALE_SQLITE_MAX ("1M"), BENCH_SCALE_SECONDS (2 per call and connection count, after
// BENCH_SCALE_WARMUP 0.5), BENCH_PG_URL (else TEST_DATABASE_URL, else a cluster of its own),
// BENCH_PORT (8147), BENCH_SCALE_PLANS (0: no plans), BENCH_SCALE_SCREENS (0: no browser check of
// the screens at the largest PostgreSQL size), BENCH_SCALE_SMOKE=1 or --smoke (CI's smoke run: 10k on
// SQLite, each call made a few times instead of autocannon, counts and answers checked, figures not judged, no plans, docs left
// alone; it ends with `scale smoke: N passed, N failed`).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { measureBulkJob, runSmallJob } from './scale/bulk-job.mjs';
import { lastPagePath, sampleFor, screenCalls } from './scale/calls.mjs';
import { checkCounts } from './scale/counts.mjs';
import { measureExport } from './scale/export.mjs';
import { loadPostgres } from './scale/load-postgres.mjs';
import { loadSqlite } from './scale/load-sqlite.mjs';
import { callOnce, measure, measureBriefly } from './scale/measure.mjs';
import { startCapture } from './scale/pg-capture.mjs';
import { backgroundStatements, explainAll, plansMarkdown, statementsOf } from './scale/plans.mjs';
import { createDatabase, dropDatabase, startPostgres } from './scale/postgres.mjs';
import { checkScreens } from './scale/screens.mjs';
import { parseSize, printTables, sizeLabel, TARGETS } from './scale/targets.mjs';
import { benchServerEnv, ensureBuilt, login, startServer } from './server/process.mjs';

const rootDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = join(rootDir, 'server');
const plansFile = join(rootDir, 'docs', 'performance', 'scale-plans.md');

const env = process.env;
const SMOKE = env.BENCH_SCALE_SMOKE === '1' || process.argv.includes('--smoke');
const SIZES = (env.BENCH_SCALE_SIZES || (SMOKE ? '10k' : '10k,100k,1M,10M'))
  .split(',')
  .map(parseSize)
  .sort((a, b) => a - b);
const DATABASES = (env.BENCH_SCALE_DATABASES || (SMOKE ? 'sqlite' : 'postgres,sqlite')).split(',').map((name) => name.trim());
const SQLITE_MAX = parseSize(env.BENCH_SCALE_SQLITE_MAX || '1M');
const SECONDS = Number(env.BENCH_SCALE_SECONDS || 2);
const WARMUP = Number(env.BENCH_SCALE_WARMUP ?? (SMOKE ? 0 : 0.5));
const PORT = Number(env.BENCH_PORT || 8147);
const PLANS = !SMOKE && env.BENCH_SCALE_PLANS !== '0';
const SCREENS = !SMOKE && env.BENCH_SCALE_SCREENS !== '0';
const EXPORT_ROWS = SMOKE ? 10_000 : 1_000_000;
const BULK_ROWS = SMOKE ? 200 : 100_000;
const ADMIN = { email: 'admin@example.com', password: 'bench-admin-password' };
const DAY_MS = 86_400_000;
/** The smoke run's checks: the counts, each call without errors, each export whole, the bulk job done. */
const checks = { passed: 0, failed: 0 };
const check = (passed) => {
  checks[passed ? 'passed' : 'failed']++;
  return passed;
};

const progress = (line) => console.error(`[scale] ${line}`);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

function serverEnv(dataDir, databaseUrl, extra = {}) {
  return { ...benchServerEnv({ port: PORT, dataDir, databaseUrl, admin: ADMIN }), ...extra };
}

/** The calls of one size, with the last pages resolved from their lists' counts. */
async function resolveCalls(baseUrl, token, size, now) {
  // The dashboard's link to the last 7 days starts at a UTC midnight (whole days: the day counters);
  // a time typed into the URL starts inside a day, whose part is counted from the tasks.
  const lastWeek = new Date(now - 6 * DAY_MS).toISOString().slice(0, 10);
  const createdAfter = { link: `${lastWeek}T00:00:00.000Z`, typed: new Date(now - 7 * DAY_MS).toISOString() };
  const calls = screenCalls(sampleFor(size), createdAfter);
  const counts = new Map();
  for (const call of calls) {
    if (call.lastPageOf) {
      const of = calls.find((other) => other.name === call.lastPageOf);
      call.path = lastPagePath(of.path, counts.get(of.name), call.page);
    }
    const { json, ms } = await callOnce(baseUrl, call, token);
    call.count = json.count ?? json.status_stats?.total ?? null;
    call.firstMs = ms;
    counts.set(call.name, call.count);
  }
  return calls;
}

/** Measures one size on one database; resolves with { results: Map(call -> figures), calls, lines, ok, plans }. */
async function benchSize(db, size, pg) {
  const label = `${db === 'postgres' ? 'PostgreSQL' : 'SQLite'} ${sizeLabel(size.tasks)}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-scale-'));
  const dbName = `bench_scale_${sizeLabel(size.tasks).toLowerCase()}`;
  const databaseUrl = db === 'postgres' ? await createDatabase(serverDir, pg.url, dbName) : null;
  const baseUrl = `http://127.0.0.1:${PORT}`;
  const lines = [];
  const say = (line) => lines.push(line);
  let ok = true;
  const results = new Map();
  let plans = null;
  let calls;
  try {
    // The server migrates the empty database, and stops; the rows go in while nothing else writes.
    progress(`${label}: migrating`);
    await (await startServer(serverDir, serverEnv(dataDir, databaseUrl), baseUrl)).stop();
    progress(`${label}: loading ${size.tasks.toLocaleString('en')} tasks, ${size.templates.toLocaleString('en')} templates`);
    const now = Date.now();
    const started = performance.now();
    const steps =
      db === 'postgres'
        ? await loadPostgres(serverDir, databaseUrl, { ...size, now })
        : await loadSqlite(serverDir, join(dataDir, 'app.db'), { ...size, now });
    const loadSeconds = (performance.now() - started) / 1000;
    say(
      `${label}: ${size.tasks.toLocaleString('en')} tasks, ${size.templates.toLocaleString('en')} templates loaded in ${loadSeconds.toFixed(1)} s ` +
        `(${Object.entries(steps)
          .map(([step, s]) => `${step} ${s.toFixed(1)} s`)
          .join(', ')}); load average ${load()}`,
    );

    const server = await startServer(serverDir, serverEnv(dataDir, databaseUrl), baseUrl);
    try {
      const token = await login(baseUrl, ADMIN.email, ADMIN.password);
      progress(`${label}: first calls`);
      calls = await resolveCalls(baseUrl, token, size, now);
      const counted = await checkCounts(baseUrl, token, size);
      for (const line of counted.lines) say(`${label}: ${line}`);
      if (!check(counted.ok)) ok = false;
      // The server's code is compiled and the database's cache warm before the first figure.
      if (!SMOKE) {
        progress(`${label}: warming up`);
        for (const call of calls.slice(0, 3))
          await measure({
            url: `${baseUrl}${call.path}`,
            method: call.method,
            token,
            connections: 20,
            seconds: 2,
            warmupSeconds: 0,
            serverPid: server.pid,
          });
      }
      for (const [index, call] of calls.entries()) {
        progress(`${label}: ${index + 1}/${calls.length} ${call.name}`);
        const common = { url: `${baseUrl}${call.path}`, method: call.method, token, seconds: SECONDS, serverPid: server.pid };
        const measureCall = SMOKE ? measureBriefly : measure;
        const one = await measureCall({ ...common, connections: 1, warmupSeconds: WARMUP });
        const twenty = await measureCall({ ...common, connections: 20, warmupSeconds: WARMUP });
        results.set(call.name, {
          count: call.count,
          firstMs: call.firstMs,
          p50_1: one.p50,
          p99_1: one.p99,
          errors1: one.errors,
          p50_20: twenty.p50,
          p99_20: twenty.p99,
          rps_20: twenty.rps,
          errors20: twenty.errors,
          cpuUs: twenty.cpuUs,
        });
        if (!check(one.errors + twenty.errors === 0)) {
          ok = false;
          say(`${label}: ${call.name}: ${one.errors + twenty.errors} errors`);
        }
      }

      for (const [name, path, total] of [
        ['templates', '/api/backend/video-template/export', size.templates],
        ['tasks', '/api/backend/video-tasks/export', size.tasks],
      ]) {
        progress(`${label}: exporting ${name}`);
        const measured = await measureExport(baseUrl, path, token, server.pid, EXPORT_ROWS);
        const expected = Math.min(total, EXPORT_ROWS);
        if (!check(measured.rows === expected)) {
          ok = false;
          say(`${label}: export of ${name}: ${measured.rows} rows, expected ${expected}`);
        }
        results.set(`export: ${name}`, measured);
        say(
          `${label}: CSV export of ${name}: ${measured.rows.toLocaleString('en')} rows${total > EXPORT_ROWS ? ` (of ${total.toLocaleString('en')}, then abandoned)` : ''} in ${measured.seconds.toFixed(1)} s = ` +
            `${Math.round(measured.rowsPerSecond).toLocaleString('en')} rows/s, first byte ${Math.round(measured.firstByteMs ?? 0)} ms; ` +
            `server RSS ${measured.rssBeforeMb?.toFixed(0)} MB -> peak ${measured.rssPeakMb?.toFixed(0)} MB (+${measured.rssGrowthMb?.toFixed(0)} MB)`,
        );
      }

      progress(`${label}: bulk job`);
      const job = await measureBulkJob(serverDir, baseUrl, token, size.tasks, { atMost: BULK_ROWS });
      results.set('bulk job', job);
      if (!check(job.status === 'completed' && job.failed === 0)) ok = false;
      say(
        `${label}: bulk job (tasks, mark_read, all matching, the ${job.rows.toLocaleString('en')} newest; one job takes at most ${job.maxMatching.toLocaleString('en')}): ` +
          `${job.status}, first progress after ${job.firstProgressS === null ? '-' : job.firstProgressS.toFixed(2)} s, ${job.done.toLocaleString('en')} rows in ${job.seconds.toFixed(1)} s = ` +
          `${Math.round(job.rowsPerSecond).toLocaleString('en')} rows/s (100,000 rows at this rate: ${(100_000 / job.rowsPerSecond).toFixed(0)} s)${job.failed ? `, ${job.failed} failed` : ''}`,
      );
      if (SCREENS && db === 'postgres' && size.tasks === pgSizes().at(-1)) {
        await server.stop();
        progress(`${label}: the screens in a browser`);
        const screens = await checkScreens({ rootDir, databaseUrl, admin: ADMIN, port: PORT + 1, size });
        for (const line of screens.lines) say(`${label}: ${line}`);
        if (!screens.ok) ok = false;
      }
    } finally {
      await server.stop();
    }

    if (PLANS && db === 'postgres') {
      progress(`${label}: plans`);
      plans = await capturePlans(dataDir, databaseUrl, calls);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl && env.BENCH_SCALE_KEEP !== '1') await dropDatabase(serverDir, pg.url, dbName);
  }
  return { label, results, calls, lines, ok, plans };
}

/** The server once more, through the capturing proxy: each call once, each statement explained. */
async function capturePlans(dataDir, databaseUrl, calls) {
  const direct = new URL(databaseUrl);
  const capture = await startCapture({ host: direct.hostname, port: Number(direct.port || 5432) });
  const viaProxy = new URL(databaseUrl);
  viaProxy.port = String(capture.port);
  const baseUrl = `http://127.0.0.1:${PORT}`;
  const server = await startServer(serverDir, serverEnv(dataDir, viaProxy.toString()), baseUrl);
  const byCall = [];
  try {
    const token = await login(baseUrl, ADMIN.email, ADMIN.password);
    const background = await backgroundStatements(capture);
    for (const call of calls) {
      byCall.push({ call: call.name, statements: await statementsOf(capture, background, () => callOnce(baseUrl, call, token)) });
    }
    // The export's first batches (the rest repeat them with a later key).
    byCall.push({
      call: 'export: tasks (first 3,000 rows)',
      statements: await statementsOf(capture, background, () =>
        measureExport(baseUrl, '/api/backend/video-tasks/export', token, server.pid, 3000),
      ),
    });
    // A small bulk job from start to end: its creation, and the runner's work on its rows.
    byCall.push({
      call: 'bulk job: tasks, mark_read, 40 rows by id (to the end)',
      statements: await statementsOf(capture, background, () => runSmallJob(baseUrl, token)),
    });
  } finally {
    await server.stop();
    await capture.close();
  }
  const explained = [];
  for (const { call, statements } of byCall) explained.push({ call, explained: await explainAll(serverDir, databaseUrl, statements) });
  return explained;
}

const pgSizes = () => (DATABASES.includes('postgres') ? SIZES : []);
const sqliteSizes = () => (DATABASES.includes('sqlite') ? SIZES.filter((tasks) => tasks <= SQLITE_MAX) : []);

/**
 * Prints, for each kind of call, the statement that took longest at the largest size (its own
 * EXPLAIN ANALYZE time, not the call's latency): the one that bends that kind's curve first.
 */
function printLimiting(label, run) {
  if (!run.plans) return;
  console.log(
    `\n${label}: the statement that limits each kind of call at ${sizeLabel(SIZES.at(-1))} (the longest EXPLAIN ANALYZE among the kind's calls)`,
  );
  for (const kind of ['list', 'badge', 'summary', 'search']) {
    const names = new Set(run.calls.filter((call) => call.kind === kind).map((call) => call.name));
    const worst = run.plans
      .filter((entry) => names.has(entry.call))
      .flatMap((entry) => entry.explained.map((statement) => ({ call: entry.call, ...statement })))
      .sort((a, b) => (b.executionMs ?? 0) - (a.executionMs ?? 0))[0];
    if (!worst) continue;
    const figures = run.results.get(worst.call);
    console.log(
      `  ${kind}: ${worst.call} (p50 ${figures?.p50_1} ms at 1 connection): ${worst.executionMs?.toFixed(1)} ms, ${worst.summary}`,
    );
  }
}

export async function run() {
  ensureBuilt(rootDir);
  console.log(
    `growth bench: sizes ${SIZES.map(sizeLabel).join(', ')} tasks (templates a tenth) on ${DATABASES.join(' and ')}` +
      `${DATABASES.includes('sqlite') ? ` (SQLite up to ${sizeLabel(SQLITE_MAX)})` : ''}; ${SMOKE ? 'smoke run: each call a few times at 1 and at 20 connections' : `autocannon ${SECONDS} s per call at 1 and at 20 connections after ${WARMUP} s of warm-up`}; ` +
      `load average at start ${load()}`,
  );
  let ok = true;
  const pg = pgSizes().length > 0 ? await startPostgres() : null;
  const planLines = [
    '# Growth bench: query plans',
    '',
    'Written by `npm run bench -- scale` (bench/scale.mjs): every statement the server ran for each call, as captured on its',
    'way to PostgreSQL, with EXPLAIN (ANALYZE, BUFFERS) at the largest size and a one-line summary at the others.',
    '',
  ];
  try {
    if (pg) console.log(`PostgreSQL: ${pg.label}`);
    for (const [db, sizes] of [
      ['postgres', pgSizes()],
      ['sqlite', sqliteSizes()],
    ]) {
      if (sizes.length === 0) continue;
      const results = new Map();
      let calls = [];
      let last = null;
      for (const tasks of sizes) {
        const size = { tasks, templates: Math.max(1, Math.round(tasks / 10)) };
        const measured = await benchSize(db, size, pg);
        for (const line of measured.lines) console.log(line);
        if (!measured.ok) ok = false;
        results.set(tasks, measured.results);
        calls = measured.calls;
        last = measured;
        if (measured.plans) {
          planLines.push(
            ...plansMarkdown(`${measured.label} (${size.templates.toLocaleString('en')} templates)`, measured.plans, {
              full: tasks === sizes.at(-1),
            }),
          );
        }
      }
      const label = db === 'postgres' ? 'PostgreSQL' : 'SQLite';
      const verdicts = printTables(label, sizes, calls, results, { judge: !SMOKE });
      if (db === 'postgres' && !SMOKE) {
        const missed = verdicts.filter((entry) => !entry.met);
        console.log(
          `\n${label}: targets at ${sizeLabel(sizes.at(-1))}: ${verdicts.length - missed.length} of ${verdicts.length} calls meet theirs ` +
            `(p50 <= ${TARGETS.p50Ms} ms at 1 connection and <= ${TARGETS.p50GrowthAtMost}x the ${sizeLabel(sizes[0])} figure; search p99 <= ${TARGETS.searchP99Ms} ms; CPU <= ${TARGETS.listCpuUs} µs per list call)`,
        );
        const exported = last.results.get('export: tasks');
        const job = last.results.get('bulk job');
        console.log(
          `${label}: export: ${Math.round(exported.rowsPerSecond).toLocaleString('en')} rows/s (target >= ${TARGETS.exportRowsPerSecond.toLocaleString('en')}: ${exported.rowsPerSecond >= TARGETS.exportRowsPerSecond ? 'met' : 'MISSED'}), ` +
            `memory +${exported.rssGrowthMb?.toFixed(0)} MB over ${exported.rows.toLocaleString('en')} rows (target < ${TARGETS.exportGrowthMb} MB: ${exported.rssGrowthMb < TARGETS.exportGrowthMb ? 'met' : 'MISSED'})`,
        );
        const for100k = 100_000 / job.rowsPerSecond;
        console.log(
          `${label}: bulk job: first progress ${job.firstProgressS?.toFixed(2)} s (target <= ${TARGETS.bulkFirstProgressS} s: ${job.firstProgressS !== null && job.firstProgressS <= TARGETS.bulkFirstProgressS ? 'met' : 'MISSED'}), ` +
            `100,000 rows at ${Math.round(job.rowsPerSecond)} rows/s: ${for100k.toFixed(0)} s (target < ${TARGETS.bulk100kSeconds} s: ${for100k < TARGETS.bulk100kSeconds ? 'met' : 'MISSED'})`,
        );
        printLimiting(label, last);
      }
    }
  } finally {
    await pg?.stop();
  }
  if (PLANS && pgSizes().length > 0) {
    mkdirSync(dirname(plansFile), { recursive: true });
    writeFileSync(plansFile, `${planLines.join('\n').trimEnd()}\n`);
    console.log(`\nplans: docs/performance/scale-plans.md`);
  }
  if (SMOKE) console.log(`scale smoke: ${checks.passed} passed, ${checks.failed} failed`);
  return ok;
}

export default run;

// `node bench/scale.mjs`: the part alone, printing only (npm run bench -- scale also writes the docs).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run().then(
    (ok) => process.exit(ok ? 0 : 1),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}

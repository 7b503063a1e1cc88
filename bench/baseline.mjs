// `BENCH_BASELINE_DIR=<a built checkout> npm run bench -- baseline`: this build against another one
// (say, the last release's: `git worktree add <dir> <rev>`, then `npm install` and `npm run build`
// there), each served by its own server and frontends on a fresh data folder with the demo data.
// Both are served as `npm start` serves them, over HTTP/1.1; with BENCH_TLS=true this build is
// served with TLS and so HTTP/2 instead, from a certificate the bench makes for itself. Each
// screen is loaded 20 times on each side (BENCH_AB_PAIRS), in alternating pairs
// (bench/paired-ab.mjs), every request delayed by 50 ms: signed-in /admin until its rows are
// visible (the goal: at most 0.8x the other build's median), and /login until the form is usable.
// This machine moves medians by 10-20 % between runs, so /admin is compared in BENCH_BASELINE_RUNS
// runs (default 3) and its goal is met when two runs out of three meet it; /login, which has no
// goal here, is measured in the first run only.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { timeToScreen } from './first-screen.mjs';
import { ensureBuilt, signIn, startServer, waitForDemoData } from './frontend/server.mjs';
import { ADMIN_SCREEN, LOGIN_SCREEN } from './frontend/screens.mjs';
import { AB_PAIRS, CHROMIUM, LATENCY_MS, ms, printTable } from './frontend/settings.mjs';
import { comparePairs, pairedRuns } from './paired-ab.mjs';

const BASELINE_PORT = Number(process.env.BENCH_BASELINE_PORT ?? 8149);
const OURS_PORT = Number(process.env.BENCH_FRONTEND_PORT ?? 8146);
const ADMIN_TARGET = 0.8;
const RUNS = Number(process.env.BENCH_BASELINE_RUNS ?? 3);
const RUNS_TO_MEET = Math.ceil((RUNS * 2) / 3);

/** A self-signed certificate for 127.0.0.1 in a temporary folder, as the TLS settings take it. */
function makeCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1'].concat([
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ]),
    { stdio: 'ignore' },
  );
  return { env: { TLS_CERT_FILE: cert, TLS_KEY_FILE: key }, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A server of a checkout with the demo data in, as the first-screen loads take it. */
async function servedBuild(options) {
  const server = await startServer(options);
  const token = await signIn(server.base);
  await waitForDemoData(token, server.base);
  return { server, for: (screen) => ({ base: server.base, token: screen.signedIn ? token : undefined }) };
}

export async function run() {
  const dir = process.env.BENCH_BASELINE_DIR && resolve(process.env.BENCH_BASELINE_DIR);
  if (!dir || !existsSync(join(dir, 'server', 'dist', 'server.js')) || !existsSync(join(dir, 'shell', 'dist', 'index.html'))) {
    console.log('BENCH_BASELINE_DIR must name a built checkout (server/dist and shell/dist): see docs/performance.md');
    return false;
  }
  ensureBuilt();
  const tls = process.env.BENCH_TLS === 'true' ? makeCertificate() : undefined;
  // The bench's own loopback calls (sign-in, demo data) trust the certificate it just made.
  if (tls) process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  const baseline = await servedBuild({ port: BASELINE_PORT, portVariable: 'BENCH_BASELINE_PORT', root: dir });
  const ours = await servedBuild({ port: OURS_PORT, env: tls?.env ?? {} });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM.executablePath, args: CHROMIUM.args });
  const rows = [['run', 'screen, 50 ms per request', 'other build → this build', 'ratio', 'goal', '']];
  let adminMet = 0;
  try {
    console.log(
      `this build over ${tls ? 'HTTP/2 (TLS, certificate made by the bench)' : 'HTTP/1.1'}; the other build (${dir}) over HTTP/1.1`,
    );
    for (let runIndex = 1; runIndex <= RUNS; runIndex++) {
      const screens = [[ADMIN_SCREEN, 'signed-in /admin, rows visible', ADMIN_TARGET]];
      if (runIndex === 1) screens.push([LOGIN_SCREEN, '/login, form usable', undefined]);
      for (const [screen, label, target] of screens) {
        const load = (build) => () => timeToScreen(browser, build.for(screen), screen, { latency: LATENCY_MS });
        const series = await pairedRuns(AB_PAIRS, load(baseline), load(ours));
        const { medianA, medianB } = comparePairs(series);
        const ratio = medianB / medianA;
        console.log(
          `\nrun ${runIndex}, ${label}, ${AB_PAIRS} pairs, ms: other ${series.a.map(Math.round).join(' ')}; this ${series.b.map(Math.round).join(' ')}`,
        );
        if (target !== undefined && ratio <= target) adminMet++;
        rows.push([
          `${runIndex}`,
          label,
          `${ms(medianA)} → ${ms(medianB)}`,
          `${ratio.toFixed(2)}x`,
          target === undefined ? '(measured)' : `≤ ${target}x`,
          target === undefined ? '' : ratio <= target ? 'met' : 'missed',
        ]);
      }
    }
    console.log('\nmedians by run');
    printTable(rows);
    const met = adminMet >= RUNS_TO_MEET;
    console.log('\nbaseline figures');
    printTable([
      ['figure', 'value', 'goal', ''],
      [
        `signed-in /admin rows visible ≤ ${ADMIN_TARGET}x the other build's`,
        `${adminMet} of ${RUNS} runs`,
        `≥ ${RUNS_TO_MEET} of ${RUNS}`,
        met ? 'met' : 'MISSED',
      ],
    ]);
    return met;
  } finally {
    await browser.close();
    await ours.server.stop();
    await baseline.server.stop();
    tls?.remove();
  }
}

// The frontend bench's settings (environment variables), budgets and ways of printing figures.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PORT = Number(process.env.BENCH_FRONTEND_PORT ?? process.env.BENCH_PORT ?? 8146);
export const BASE = `http://127.0.0.1:${PORT}`;
// The second server of the A/B comparison: the same build serving the page as built.
export const AS_BUILT_PORT = Number(process.env.BENCH_FRONTEND_AS_BUILT_PORT ?? 8147);
export const SUPERUSER = {
  email: process.env.FIRST_SUPERUSER ?? 'admin@example.com',
  password: process.env.FIRST_SUPERUSER_PASSWORD ?? 'changethis',
};
export const LOADS = Number(process.env.BENCH_LOADS ?? 10);
export const LATENCY_MS = 50;
// Nine loads: on this shared 2-core machine single runs spread by ±15 ms, and a median of five moved by 10 ms between runs.
export const TABLE_RUNS = Number(process.env.BENCH_TABLE_RUNS ?? 9);
// Loads per route of the request-chain step (the deepest is reported), and pairs per A/B condition.
export const CHAIN_LOADS = Number(process.env.BENCH_CHAIN_LOADS ?? 3);
export const AB_PAIRS = Number(process.env.BENCH_AB_PAIRS ?? 20);
// BENCH_FRONTEND_STEPS=login,remotes,timing,tables,chain,ab (the default: all) runs some of them only.
export const STEPS = new Set((process.env.BENCH_FRONTEND_STEPS ?? 'login,remotes,timing,tables,chain,ab').split(','));

export const BUDGETS = {
  loginBytes: 180 * 1024,
  remoteBytes: 60 * 1024,
  loginCpuMs: 300,
  tableScriptingMs: 50,
  // Levels after the document until the screen is usable, at 50 ms latency, hinted page.
  loginChainLevels: 2,
  itemsChainLevels: 3,
  // Gains of the hinted page over the page as built: (median A - median B) / median A.
  loginGainUnthrottled: 0.15,
  loginGainLatency: 0.3,
  adminGainLatency: 0.3,
};

// Launched as the e2e tests launch it.
export const CHROMIUM = JSON.parse(readFileSync(join(ROOT, 'scripts', 'chromium.json'), 'utf8'));
export const GZIP = { 'accept-encoding': 'gzip, deflate' };

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value) => `${Math.round(value)} ms`;
export const levelCount = (count) => `${count} ${count === 1 ? 'level' : 'levels'}`;
export const percent = (fraction) => `${(fraction * 100).toFixed(1)} %`;

/** Prints rows as a table, the first row its heading. */
export function printTable(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
  for (const [index, row] of rows.entries()) {
    console.log(
      row
        .map((cell, i) => String(cell).padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    );
    if (index === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

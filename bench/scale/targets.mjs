// The targets, at the largest size on PostgreSQL, and the tables that show each figure
// per size with the ratio of the largest size's to the smallest's.
export const TARGETS = {
  // Every list, filter, sort, badge and summary call (the dashboard's figures are a summary).
  p50Ms: 15,
  p50GrowthAtMost: 2,
  searchP99Ms: 100,
  listCpuUs: 400,
  exportRowsPerSecond: 50_000,
  exportGrowthMb: 100,
  bulkFirstProgressS: 2,
  bulk100kSeconds: 120,
};

const P50_KINDS = ['list', 'badge', 'summary'];
const CPU_KINDS = ['list', 'badge'];

/** "10k" -> 10000, "1M" -> 1000000. */
export function parseSize(text) {
  const match = /^(\d+(?:\.\d+)?)\s*([kKmM]?)$/.exec(text.trim());
  if (!match) throw new Error(`BENCH_SCALE_SIZES: "${text}" is not a size like 10k or 1M`);
  return Math.round(Number(match[1]) * { '': 1, k: 1e3, m: 1e6 }[match[2].toLowerCase()]);
}

export const sizeLabel = (n) => (n >= 1e6 ? `${n / 1e6}M` : n >= 1e3 ? `${n / 1e3}k` : String(n));

const pad = (value, width, left = false) => (left ? String(value ?? '-').padEnd(width) : String(value ?? '-').padStart(width));
/** A figure as printed: latencies in ms to 0.1, the others whole. */
const shown = (value, figure) =>
  value === null || value === undefined ? null : /^p\d/.test(figure) ? value.toFixed(1) : Math.round(value);
const ratio = (last, first) => (first > 0 && last !== null && last !== undefined ? `${(last / first).toFixed(2)}x` : '-');

/**
 * What the issue asks of one call at the largest size: null when no target applies, else
 * { met, why } (why: the figures that miss).
 */
export function verdict(kind, largest, smallest) {
  if (!largest) return null;
  const misses = [];
  if (largest.errors1 > 0 || largest.errors20 > 0) misses.push('errors');
  if (P50_KINDS.includes(kind)) {
    if (largest.p50_1 > TARGETS.p50Ms) misses.push(`p50 ${largest.p50_1} > ${TARGETS.p50Ms} ms`);
    if (smallest && largest.p50_1 > TARGETS.p50GrowthAtMost * smallest.p50_1)
      misses.push(`p50 ${largest.p50_1} > ${TARGETS.p50GrowthAtMost} x ${smallest.p50_1} ms`);
  }
  if (kind === 'search' && largest.p99_1 > TARGETS.searchP99Ms) misses.push(`p99 ${largest.p99_1} > ${TARGETS.searchP99Ms} ms`);
  if (CPU_KINDS.includes(kind) && largest.cpuUs !== null && largest.cpuUs > TARGETS.listCpuUs)
    misses.push(`cpu ${largest.cpuUs} > ${TARGETS.listCpuUs} µs`);
  if (!P50_KINDS.includes(kind) && kind !== 'search' && misses.length === 0) return null;
  return { met: misses.length === 0, why: misses.join(', ') };
}

const FIGURES = [
  ['p50_1', 'p50 ms, 1 connection'],
  ['p99_1', 'p99 ms, 1 connection'],
  ['p50_20', 'p50 ms, 20 connections'],
  ['p99_20', 'p99 ms, 20 connections'],
  ['rps_20', 'requests/s, 20 connections'],
  ['cpuUs', 'server CPU µs per request (20 connections)'],
];

/**
 * Prints, for one database, one table per figure: a row per call, a column per size, the ratio
 * of the largest to the smallest, and (first table) the target verdict. Returns the verdicts.
 */
export function printTables(label, sizes, calls, results, { judge = true } = {}) {
  const smallest = sizes[0];
  const largest = sizes.at(-1);
  const nameWidth = Math.max(...calls.map((call) => call.name.length)) + 1;
  const verdicts = [];
  for (const [index, [figure, title]] of FIGURES.entries()) {
    console.log(
      `\n${label}: ${title}, per size of the tasks table (templates a tenth); ratio: ${sizeLabel(largest)} / ${sizeLabel(smallest)}`,
    );
    const head = [pad('call', nameWidth, true), ...sizes.map((size) => pad(sizeLabel(size), 7)), pad('ratio', 7)];
    if (index === 0 && judge) head.push(' target at the largest size');
    console.log(head.join(' '));
    for (const call of calls) {
      const row = sizes.map((size) => results.get(size)?.get(call.name));
      const value = (entry) => (entry ? (figure === 'rps_20' ? Math.round(entry[figure]) : entry[figure]) : null);
      const cells = [
        pad(call.name, nameWidth, true),
        ...row.map((entry) => pad(shown(value(entry), figure), 7)),
        pad(ratio(value(row.at(-1)), value(row[0])), 7),
      ];
      if (index === 0 && judge) {
        const judged = verdict(call.kind, row.at(-1), row[0]);
        if (judged) verdicts.push({ call: call.name, kind: call.kind, ...judged });
        cells.push(judged ? (judged.met ? ' met' : ` MISSED (${judged.why})`) : ' (no target)');
      }
      console.log(cells.join(' '));
    }
  }
  return verdicts;
}

/**
 * Load times as a histogram: each successful load's duration falls in one bucket, counted per
 * release and day, and percentiles are read back from the counts. Edges grow with the duration,
 * so a percentile is within a quarter or so of the true value at any size, and the counts are
 * sums that any instance may add to.
 */

/** Each bucket's upper edge, in milliseconds; a load longer than the last falls in one more bucket past it. */
export const LOAD_TIME_EDGES_MS = [
  50, 100, 150, 200, 250, 300, 400, 500, 600, 800, 1_000, 1_250, 1_500, 2_000, 2_500, 3_000, 4_000, 5_000, 6_000, 8_000, 10_000, 15_000,
  20_000, 30_000, 60_000,
] as const;

/** The bucket a duration falls in: the first whose edge it does not pass, or the one past the last edge. */
export function bucketOf(durationMs: number): number {
  const index = LOAD_TIME_EDGES_MS.findIndex((edge) => durationMs <= edge);
  return index === -1 ? LOAD_TIME_EDGES_MS.length : index;
}

/** Counts per bucket of some durations. */
export function bucketCounts(durationsMs: number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const duration of durationsMs) counts.set(bucketOf(duration), (counts.get(bucketOf(duration)) ?? 0) + 1);
  return counts;
}

/**
 * The duration below which a share `q` (0..1) of the counted loads fell, read linearly within
 * its bucket (as Prometheus' histogram_quantile does); a percentile past the last edge is that
 * edge. Null without loads.
 */
export function percentileOf(counts: Map<number, number>, q: number): number | null {
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const rank = q * total;
  let below = 0;
  for (let bucket = 0; bucket <= LOAD_TIME_EDGES_MS.length; bucket++) {
    const count = counts.get(bucket) ?? 0;
    if (count > 0 && below + count >= rank) {
      if (bucket === LOAD_TIME_EDGES_MS.length) return LOAD_TIME_EDGES_MS.at(-1)!;
      const lower = bucket === 0 ? 0 : LOAD_TIME_EDGES_MS[bucket - 1]!;
      const upper = LOAD_TIME_EDGES_MS[bucket]!;
      return Math.round(lower + ((upper - lower) * (rank - below)) / count);
    }
    below += count;
  }
  return LOAD_TIME_EDGES_MS.at(-1)!;
}

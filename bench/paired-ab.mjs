// An A/B comparison in pairs: pair i loads A and B back to back, A first in even pairs and B
// first in odd ones, so whatever drifts during the run (the machine's load, the servers' warm-up,
// the disk cache) weighs on both sides alike and the order within a pair cancels out.
import { median } from './stats.mjs';

/** Runs `pairs` pairs of `runA` and `runB` (each resolving to a number); returns both series, pair by pair. */
export async function pairedRuns(pairs, runA, runB) {
  const a = [];
  const b = [];
  for (let i = 0; i < pairs; i++) {
    if (i % 2 === 0) {
      a.push(await runA());
      b.push(await runB());
    } else {
      b.push(await runB());
      a.push(await runA());
    }
  }
  return { a, b };
}

/**
 * The medians of A and B, the median of the paired differences A − B (steadier than the difference
 * of the medians when the machine's speed drifts from pair to pair), and the gain of B over A as a
 * fraction of A: (median A − median B) / median A.
 */
export function comparePairs({ a, b }) {
  const medianA = median(a);
  const medianB = median(b);
  return { medianA, medianB, pairedDifference: median(a.map((value, i) => value - b[i])), gain: (medianA - medianB) / medianA };
}

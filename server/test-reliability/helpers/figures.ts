import { appendFileSync } from 'node:fs';

/**
 * Records one measured figure: printed at once, and appended to the file the runner
 * (scripts/run-reliability.mjs) prints together at the end of the run.
 */
export function reportFigure(group: string, name: string, value: string | number): void {
  console.log(`[figure] ${group} | ${name}: ${value}`);
  const file = process.env.RELIABILITY_FIGURES;
  if (file) appendFileSync(file, `${JSON.stringify({ group, name, value: String(value) })}\n`);
}

/** The fuzzing seed: the runner's, so a failed run can be replayed with RELIABILITY_SEED. */
export function fuzzSeed(): number {
  const seed = Number(process.env.RELIABILITY_SEED ?? Date.now() % 2 ** 31);
  return Number.isSafeInteger(seed) ? seed : 1;
}

/** The p-th percentile (0..100) of a list of numbers, by nearest rank. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The PostgreSQL the load and fault tests also run on (the runner passes TEST_DATABASE_URL on), or null. */
export const postgresUrl: string | null = process.env.RELIABILITY_POSTGRES_URL || null;

/** Answers counted by what they were ("200", "422 missing"), printed as "200 ×3, 422 missing ×12". */
export class Tally {
  private readonly counts = new Map<string, number>();

  add(label: string): void {
    this.counts.set(label, (this.counts.get(label) ?? 0) + 1);
  }

  get total(): number {
    return [...this.counts.values()].reduce((sum, count) => sum + count, 0);
  }

  toString(): string {
    if (this.counts.size === 0) return 'none';
    return [...this.counts.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([label, count]) => `${label} ×${count}`)
      .join(', ');
  }
}

import { toWireTimestamp } from '../../lib/time.js';
import { minuteOf, type FrontendReportsRepository } from './frontend-reports.repository.js';
import { percentileOf } from './load-times.js';
import { LOAD_PHASES, type ReleaseHealth } from './frontend-reports.schemas.js';

/** The minutes a release's health shows. */
const MINUTES_SHOWN = 60;

const share = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000);

/**
 * Each release of a module that has reports: its browsers, persons and address groups, failure
 * share, loads, failures by phase and last hour by minute. The share is over persons and address
 * groups, as a rollout is judged: browser ids are free to multiply.
 */
export async function moduleHealth(repo: FrontendReportsRepository, frontend: string, now: number): Promise<ReleaseHealth[]> {
  const since = minuteOf(new Date(now - (MINUTES_SHOWN - 1) * 60_000).toISOString());
  const [figures, phases, minutes, durations] = await Promise.all([
    repo.figures(frontend),
    repo.phases(frontend),
    repo.minutes(frontend, since),
    repo.durations(frontend),
  ]);
  return figures.map((figure) => {
    const buckets = new Map(durations.filter((row) => row.release_id === figure.release_id).map((row) => [row.bucket, row.loads]));
    const byPhase = Object.fromEntries(LOAD_PHASES.map((phase) => [phase, 0])) as ReleaseHealth['by_phase'];
    for (const row of phases)
      if (row.release_id === figure.release_id && row.phase in byPhase) byPhase[row.phase as keyof typeof byPhase] = row.browsers;
    return {
      ...figure,
      failure_share: share(figure.failed_persons + figure.failed_address_groups, figure.persons + figure.address_groups),
      by_phase: byPhase,
      timed_loads: [...buckets.values()].reduce((sum, loads) => sum + loads, 0),
      load_ms_p50: percentileOf(buckets, 0.5),
      load_ms_p95: percentileOf(buckets, 0.95),
      minutes: minutes
        .filter((row) => row.release_id === figure.release_id)
        .map((row) => ({
          minute: toWireTimestamp(row.minute),
          browsers: Number(row.browsers),
          failed_browsers: Number(row.failed_browsers),
        })),
    };
  });
}

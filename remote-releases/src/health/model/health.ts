/** Load reports' phases: where a failed load stopped. */
export const LOAD_PHASES = ['manifest', 'entry', 'chunk', 'render'] as const;
export type LoadPhase = (typeof LOAD_PHASES)[number];

/** GET /api/v1/releases/{module}/health: one entry per release of the module that has reports. */
export interface ReleaseHealth {
  release_id: string;
  browsers: number;
  failed_browsers: number;
  failure_share: number;
  loads: number;
  failures: number;
  by_phase: Partial<Record<LoadPhase, number>>;
  minutes: { minute: string; browsers: number; failed_browsers: number }[];
}

export interface ModuleHealth {
  data: ReleaseHealth[];
}

/** The server's answer as a list, whether it comes bare or under `data`. */
export function healthEntries(answer: ModuleHealth | ReleaseHealth[] | undefined): ReleaseHealth[] {
  if (!answer) return [];
  return Array.isArray(answer) ? answer : answer.data;
}

/** A share (0..1) as a whole percent, "0%" for none. */
export function percentOf(share: number): string {
  return `${Math.round(share * 1000) / 10}%`;
}

export type { ModuleHealth, ReleaseHealth } from '@video-admin/shared-ui/contract';

/** Load reports' phases: where a failed load stopped. */
export const LOAD_PHASES = ['manifest', 'entry', 'chunk', 'render'] as const;

/** A share (0..1) as a percent with at most one decimal, "0%" for none. */
export function percentOf(share: number): string {
  return `${Math.round(share * 1000) / 10}%`;
}

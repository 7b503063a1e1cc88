export type { ModuleHealth, ReleaseHealth } from '@video-admin/shared-ui/contract';

/** Load reports' phases: where a failed load stopped. */
export const LOAD_PHASES = ['manifest', 'entry', 'chunk', 'render'] as const;

/**
 * How long after a page's last module load its browser sends the load reports (the shell waits
 * for the page to settle, so the sending is never on a screen's first-render path; a page hidden
 * or left sends at once). The health panel asks again as often, so reports show without a reload.
 */
export const REPORTS_ARRIVE_WITHIN_S = 5;

/** A share (0..1) as a percent with at most one decimal, "0%" for none. */
export function percentOf(share: number): string {
  return `${Math.round(share * 1000) / 10}%`;
}

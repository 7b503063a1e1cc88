import type { ReleaseView } from './module-view';
import type { FrontendRelease } from './release-types';

export type SharedMismatch = NonNullable<FrontendRelease['mismatches']>[number];

/**
 * The shared singletons a release did not fit when it was published, by the live release it clashed
 * with: `remote` null for the live shell (a remote's release), or the live remote a shell's release
 * would break.
 */
export interface MismatchGroup {
  remote: string | null;
  mismatches: SharedMismatch[];
}

/**
 * What a release's row warns of. Nothing for a release published before the check existed (null) or
 * one that fitted (empty), and nothing for the live or rolling-out release: the server checked it
 * against the live shell when it went live or out (or someone forced it live knowingly), so its
 * publish-time list no longer describes it.
 */
export function mismatchWarnings(view: ReleaseView): MismatchGroup[] {
  if (view.standing !== 'previous') return [];
  const groups = new Map<string | null, SharedMismatch[]>();
  for (const mismatch of view.release.mismatches ?? []) {
    const remote = mismatch.remote ?? null;
    groups.set(remote, [...(groups.get(remote) ?? []), mismatch]);
  }
  return [...groups].map(([remote, mismatches]) => ({ remote, mismatches }));
}

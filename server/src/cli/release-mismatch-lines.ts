import type { Mismatch } from '../modules/releases/compatibility.js';

/**
 * One line a person reads per shared singleton that does not fit, worded as the kit's release
 * command words it: "react: the build wants ^18.2.0, the live shell has 19.3.1". For a shell's
 * build the range is the live remote's and the version the build's own, so both are named so.
 */
export function mismatchLine(mismatch: Mismatch): string {
  return mismatch.remote === undefined
    ? `${mismatch.package}: the build wants ${mismatch.wanted}, the live shell has ${mismatch.shell_version}`
    : `${mismatch.package}: the live ${mismatch.remote} wants ${mismatch.wanted}, the build has ${mismatch.shell_version}`;
}

import semver from 'semver';
import type { SharedModule } from './release-store.js';

/** A shared singleton a remote needs in a version the shell does not provide. */
export interface Skew {
  name: string;
  needs: string;
  provided: string;
}

/**
 * Every shared module is a singleton the shell provides and the remotes take (the shell's copy
 * loads first), so a remote works with a shell when each singleton it needs is offered by the
 * shell in a version its range accepts: the check the shell itself makes at run time.
 */
export function skewsBetween(shell: SharedModule[], remote: SharedModule[]): Skew[] {
  const provided = new Map(shell.map((module) => [module.name, module.version]));
  const skews: Skew[] = [];
  for (const module of remote) {
    const version = provided.get(module.name);
    if (!module.singleton || !module.requiredVersion || version === undefined) continue;
    if (!semver.satisfies(version, module.requiredVersion, { includePrerelease: true })) {
      skews.push({ name: module.name, needs: module.requiredVersion, provided: version });
    }
  }
  return skews;
}

/**
 * A shared singleton that does not fit, as a publish reports it and the release's row keeps it:
 * the range the remote wants and the version the shell provides. For a release of the shell,
 * `remote` names the live remote whose range the new shell would not satisfy.
 */
export interface Mismatch {
  package: string;
  wanted: string;
  shell_version: string;
  remote?: string;
}

export function mismatchOf(skew: Skew, remote?: string): Mismatch {
  const mismatch: Mismatch = { package: skew.name, wanted: skew.needs, shell_version: skew.provided };
  return remote === undefined ? mismatch : { ...mismatch, remote };
}

export function describeSkews(skews: Skew[]): string {
  return skews.map((skew) => `${skew.name} needs ${skew.needs}, the shell provides ${skew.provided}`).join('; ');
}

/** "react needs ^18.2.0, the shell provides 19.3.1"; for a shell's release, led by the remote it would break. */
export function describeMismatches(mismatches: Mismatch[]): string {
  return mismatches
    .map((each) =>
      each.remote === undefined
        ? `${each.package} needs ${each.wanted}, the shell provides ${each.shell_version}`
        : `${each.remote} needs ${each.package} ${each.wanted}, the shell provides ${each.shell_version}`,
    )
    .join('; ');
}

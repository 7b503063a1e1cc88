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

export function describeSkews(skews: Skew[]): string {
  return skews.map((skew) => `${skew.name} needs ${skew.needs}, the shell provides ${skew.provided}`).join('; ');
}

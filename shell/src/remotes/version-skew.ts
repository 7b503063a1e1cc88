import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// A remote built against another major of a shared singleton (React 20 against the shell's
// React 19, say) would get the shell's copy anyway and fail somewhere deep inside. This runtime
// plugin reads each remote's manifest as it arrives, compares what the remote requires with what
// the shell provides, and records the mismatches, so the loader can refuse that remote plainly.
export interface VersionSkew {
  packageName: string;
  required: string;
  provided: string;
}

const skewsByRemote = new Map<string, VersionSkew[]>();

export function versionSkewsOf(remote: string): VersionSkew[] {
  return skewsByRemote.get(remote) ?? [];
}

export function describeSkews(skews: VersionSkew[]): string {
  return skews.map(({ packageName, required, provided }) => `${packageName}: needs ${required}, the shell provides ${provided}`).join('; ');
}

interface ManifestShared {
  name: string;
  singleton?: boolean;
  requiredVersion?: string;
}

/**
 * Whether the shell's version of a package meets a remote's requirement. A remote built in the
 * same release as the shell asks for exactly the shell's version (`^19.2.0` of 19.2.0): that is
 * answered by comparing strings. The runtime's semver check builds some twenty regular
 * expressions a call, and the first screen's remote has about twenty shared packages to check
 * while the page is still blank.
 */
export function provides(provided: string, required: string): boolean {
  if (required === provided || required === `^${provided}` || required === `~${provided}`) return true;
  return satisfy(provided, required);
}

export function versionSkewPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'version-skew-check',
    async afterLoadManifest({ manifestJson, moduleInfo, origin }) {
      if (!manifestJson) return;
      const skews: VersionSkew[] = [];
      for (const shared of manifestJson.shared as ManifestShared[]) {
        if (!shared.singleton || !shared.requiredVersion) continue;
        const provided = origin.options.shared[shared.name]?.[0]?.version;
        if (provided && !provides(provided, shared.requiredVersion)) {
          skews.push({ packageName: shared.name, required: shared.requiredVersion, provided });
        }
      }
      skewsByRemote.set(moduleInfo.name, skews);
      if (skews.length) console.error(`Remote "${moduleInfo.name}" is incompatible with this shell: ${describeSkews(skews)}`);
    },
  };
}

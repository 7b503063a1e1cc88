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

export function versionSkewPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'version-skew-check',
    async afterLoadManifest({ manifestJson, moduleInfo, origin }) {
      if (!manifestJson) return;
      const skews: VersionSkew[] = [];
      for (const shared of manifestJson.shared as ManifestShared[]) {
        if (!shared.singleton || !shared.requiredVersion) continue;
        const provided = origin.options.shared[shared.name]?.[0]?.version;
        if (provided && !satisfy(provided, shared.requiredVersion)) {
          skews.push({ packageName: shared.name, required: shared.requiredVersion, provided });
        }
      }
      skewsByRemote.set(moduleInfo.name, skews);
      if (skews.length) console.error(`Remote "${moduleInfo.name}" is incompatible with this shell: ${describeSkews(skews)}`);
    },
  };
}

// Whether a build's shared singletons fit the live shell: every shared module is one copy, the
// shell's (it loads first), so each singleton the build needs must be offered by the shell in a
// version the build's range accepts. The server makes the same comparison at publish, promote,
// rollout and preview (server/src/modules/releases/compatibility.ts); the release command makes it
// before uploading, so a drift shows on the developer's machine instead of after the upload.
const semver = require('semver');

/**
 * @param {{ name: string, version: string }[]} shell  what the live shell provides
 * @param {{ name: string, requiredVersion?: string, singleton?: boolean }[]} build  what the build needs (its mf-manifest.json's `shared`)
 * @returns {{ package: string, wanted: string, shell_version: string }[]}
 */
function sharedMismatches(shell, build) {
  const provided = new Map(shell.map((module) => [module.name, module.version]));
  const mismatches = [];
  for (const module of build) {
    const version = provided.get(module.name);
    if (!module.singleton || !module.requiredVersion || version === undefined) continue;
    if (!semver.satisfies(version, module.requiredVersion, { includePrerelease: true }))
      mismatches.push({ package: module.name, wanted: module.requiredVersion, shell_version: version });
  }
  return mismatches;
}

/** One line a person reads per mismatch. */
const describeMismatch = (mismatch) =>
  `${mismatch.package}: the build wants ${mismatch.wanted}, the live shell has ${mismatch.shell_version}`;

module.exports = { sharedMismatches, describeMismatch };

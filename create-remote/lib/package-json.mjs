// The team repository's package.json: the kit to build, test and release with; shared-ui and the
// libraries the product shares at run time, at the very versions shared-ui pins, so the module's
// build offers the shell the singletons it already has (template-versions.json, kept equal to
// shared-ui's and the kit's package.json by this package's tests).
import { readFileSync } from 'node:fs';

const VERSIONS = JSON.parse(readFileSync(new URL('../template-versions.json', import.meta.url), 'utf8'));

// The kit's commands are the whole of the scripts: a team's repository has no build setup of its own.
const SCRIPTS = {
  build: 'video-admin build',
  dev: 'video-admin dev',
  typecheck: 'video-admin typecheck',
  test: 'video-admin test',
  release: 'video-admin release',
};

/** @param {{ packageName: string }} names */
export function packageJson({ packageName }) {
  const pkg = {
    name: packageName,
    version: '0.1.0',
    private: true,
    scripts: SCRIPTS,
    dependencies: { '@video-admin/shared-ui': VERSIONS.sharedUi, ...VERSIONS.runtime },
    devDependencies: { '@video-admin/kit': VERSIONS.kit },
    engines: { node: VERSIONS.node },
  };
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

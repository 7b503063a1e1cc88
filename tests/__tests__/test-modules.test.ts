// The modules shared-ui's testing helper gives the shell's tests (TEST_MODULES) are the remotes as
// they are: what each remote's webpack config declares it mounts, and its name and display name
// as frontends.json lists them (the server's registry has the same).
import { LATER_TEST_MODULES, TEST_MODULES } from '@video-admin/shared-ui/testing';
import { join, resolve } from 'node:path';

// A remote's webpack config is createWebpackConfig(options): read, it gives its options.
jest.mock('@video-admin/kit/webpack', () => ({ createWebpackConfig: (options: unknown) => options }));

const root = resolve(__dirname, '..', '..');
const REMOTES = (require('../../frontends.json') as Array<{ package: string; host?: boolean; displayName?: unknown }>).filter(
  (entry) => !entry.host,
);

test('TEST_MODULES and LATER_TEST_MODULES are the remotes of frontends.json, each with what its webpack config declares', () => {
  const declared = Object.fromEntries(
    REMOTES.map((remote) => {
      const { name, mounts } = require(join(root, remote.package, 'webpack.config.cjs')) as { name: string; mounts: object };
      return [name, { name: remote.package, displayName: remote.displayName, ...mounts }];
    }),
  );
  expect({ ...TEST_MODULES, ...LATER_TEST_MODULES }).toEqual(declared);
});

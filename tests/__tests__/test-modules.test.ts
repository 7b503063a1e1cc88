// The modules shared-ui's testing helper gives the shell's tests (TEST_MODULES) are the remotes as
// they are: every remote of the workspace list with what its webpack config declares (what it
// mounts, its display name) and its package name (the server's registry has the same).
import { LATER_TEST_MODULES, TEST_MODULES } from '@video-admin/shared-ui/testing';
import { join, resolve } from 'node:path';

// A remote's webpack config is createWebpackConfig(options): read, it gives its options.
jest.mock('@video-admin/kit/webpack', () => ({ createWebpackConfig: (options: unknown) => options }));

const root = resolve(__dirname, '..', '..');
const OPTIONS = (require('../../scripts/lib/frontend-list.cjs').frontendFolders() as string[]).map((pkg) => ({
  pkg,
  ...(require(join(root, pkg, 'webpack.config.cjs')) as { name: string; mounts: object; displayName?: object; isHost?: boolean }),
}));

test('TEST_MODULES and LATER_TEST_MODULES are the remotes of the workspace list, each with what its webpack config declares', () => {
  const declared = Object.fromEntries(
    OPTIONS.filter((options) => !options.isHost).map(({ pkg, name, mounts, displayName }) => [name, { name: pkg, displayName, ...mounts }]),
  );
  expect({ ...TEST_MODULES, ...LATER_TEST_MODULES }).toEqual(declared);
});

// The release command's local gate: the same rule the server applies at publish and promote.
const { sharedMismatches, describeMismatch } = require('../release/shared-skews.cjs');

const shell = [
  { name: 'react', version: '19.3.1' },
  { name: '@video-admin/shared-ui', version: '0.1.0' },
  { name: 'i18next', version: '26.7.2' },
];

test('a singleton whose range the shell version satisfies fits', () => {
  expect(sharedMismatches(shell, [{ name: 'react', requiredVersion: '^19.0.0', singleton: true }])).toEqual([]);
});

test('a singleton whose range the shell version misses is a mismatch naming the package, the range and the version', () => {
  const mismatches = sharedMismatches(shell, [
    { name: 'react', requiredVersion: '^18.3.1', singleton: true },
    { name: '@video-admin/shared-ui', requiredVersion: '^0.2.0', singleton: true },
  ]);
  expect(mismatches).toEqual([
    { package: 'react', wanted: '^18.3.1', shell_version: '19.3.1' },
    { package: '@video-admin/shared-ui', wanted: '^0.2.0', shell_version: '0.1.0' },
  ]);
  expect(describeMismatch(mismatches[0])).toBe('react: the build wants ^18.3.1, the live shell has 19.3.1');
});

test('what the shell does not share, a module that is not a singleton, or one with no range is not compared', () => {
  expect(
    sharedMismatches(shell, [
      { name: 'left-pad', requiredVersion: '^9.0.0', singleton: true },
      { name: 'react', requiredVersion: '^18.0.0', singleton: false },
      { name: 'i18next', singleton: true },
    ]),
  ).toEqual([]);
});

test('a prerelease of the shell counts as its version', () => {
  expect(
    sharedMismatches([{ name: 'react', version: '19.4.0-rc.1' }], [{ name: 'react', requiredVersion: '^19.3.0', singleton: true }]),
  ).toEqual([]);
});

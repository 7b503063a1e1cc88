// The webpack config a team starts with builds: the kit's own check finds nothing wrong with its
// mounts, and the permissions its comment offers are the ones the check accepts.
import { join } from 'node:path';
import { createRemote, readText, webpackOptions } from './run-scaffold';
import { declarationProblems, PERMISSIONS } from '../../kit/build/mounts-declaration.cjs';

test.each(['reports', 'sales-reports', 'remote-q3'])('the mounts written for %s pass the kit’s declaration check', (name) => {
  const { cwd, status } = createRemote([name]);
  expect(status).toBe(0);
  const folder = join(cwd, name.startsWith('remote-') ? name : `remote-${name}`);
  const { mounts, exposes } = webpackOptions(join(folder, 'webpack.config.cjs'));
  expect(declarationProblems(mounts, { exposes })).toEqual([]);
});

test('the commented permission line lists every permission a route may take', () => {
  const { cwd } = createRemote(['reports']);
  const config = readText(cwd, 'remote-reports', 'webpack.config.cjs');
  const commented = config
    .split('\n')
    .filter((line) => /^\s*\/\/ '/.test(line))
    .join(' ');
  expect([...commented.matchAll(/'([a-z.]+)'/g)].map((match) => match[1])).toEqual(PERMISSIONS);
  expect(config).toMatch(/^\s*\/\/ permission: 'superuser',$/m);
});

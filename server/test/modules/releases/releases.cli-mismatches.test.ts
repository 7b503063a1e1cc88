import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { publishReleases } from '../rollouts/published-releases.js';
import { SHELL_SHARED, writeBuild } from './fake-builds.js';
import { releasesCli } from './releases-cli.js';

/** The shell's shared modules with react at `version`, wanting `requiredVersion`. */
const withReact = (version: string, requiredVersion: string) =>
  SHELL_SHARED.map((module) => (module.name === 'react' ? { ...module, version, requiredVersion } : module));

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('releases publish and list, from the command line: what does not fit the live releases', { timeout: 120_000 }, () => {
  let t: TestApp;
  let marker = 0;
  const build = (frontend: string, shared = SHELL_SHARED) =>
    writeBuild(join(t.dataDir, 'builds', `${frontend}-cli-${++marker}`), frontend, `c${marker}`, shared);
  const run = async (...args: string[]) => releasesCli(t, args).done;
  const releaseIdIn = (output: string, frontend: string) => new RegExp(`${frontend}: published (\\S+) by cli:`).exec(output)?.[1];

  before(async () => {
    t = await buildTestApp();
    await publishReleases(t, [
      ['shell', 'shell', 's1', true],
      ['items', 'remote-items', 'i1', true],
    ]);
  });
  after(() => t.close());

  it('a remote built against React 18: publish prints each mismatch, list marks the release; a fitting build has neither', async () => {
    const skewed = await run('publish', 'remote-items', await build('remote-items', withReact('18.3.1', '^18.2.0')));
    assert.equal(skewed.code, 0, skewed.output);
    const skewedId = releaseIdIn(skewed.output, 'remote-items');
    assert.ok(skewedId, skewed.output);
    assert.match(skewed.output, /^mismatch kept with the release: react: the build wants \^18\.2\.0, the live shell has 19\.3\.1$/m);

    const fitting = await run('publish', 'remote-items', await build('remote-items'));
    assert.equal(fitting.code, 0, fitting.output);
    const fittingId = releaseIdIn(fitting.output, 'remote-items');
    assert.ok(fittingId, fitting.output);
    assert.doesNotMatch(fitting.output, /mismatch/);

    const list = await run('list', 'remote-items');
    assert.equal(list.code, 0, list.output);
    assert.match(
      list.output,
      new RegExp(
        `^ +${escaped(skewedId)} +built .*\\n +! did not fit at publish: react: the build wants \\^18\\.2\\.0, the live shell has 19\\.3\\.1$`,
        'm',
      ),
    );
    const fittingLine = list.output.split('\n').findIndex((line) => line.includes(`${fittingId} `) && line.includes(' built '));
    assert.ok(fittingLine >= 0, list.output);
    assert.doesNotMatch(list.output.split('\n')[fittingLine + 1]!, /!/);
    assert.equal(list.output.match(/! did not fit/g)?.length, 1, list.output);
  });

  it("a shell that would break a live remote: each line names the remote, its range and the build's version", async () => {
    const published = await run('publish', 'shell', await build('shell', withReact('20.0.0', '^20.0.0')));
    assert.equal(published.code, 0, published.output);
    assert.match(
      published.output,
      /^mismatch kept with the release: react: the live remote-items wants \^19\.3\.1, the build has 20\.0\.0$/m,
    );
    const list = await run('list', 'shell');
    assert.match(list.output, /! did not fit at publish: react: the live remote-items wants \^19\.3\.1, the build has 20\.0\.0$/m);
  });
});

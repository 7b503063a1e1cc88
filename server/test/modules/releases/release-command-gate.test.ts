import assert from 'node:assert/strict';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { adminHeaders, json } from '../../helpers/api.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { SHELL_SHARED, writeBuild } from './fake-builds.js';

type ReleaseCommand = (args: string[], io: { cwd?: string; log: (line: string) => void; error: (line: string) => void }) => Promise<number>;

/** The kit's `video-admin release`, as a team's repository runs it. */
const releaseModule = pathToFileURL(resolve(import.meta.dirname, '../../../../kit/release/index.mjs')).href;

const REACT_18 = [
  { name: 'react', version: '18.3.1', requiredVersion: '^18.3.1', singleton: true },
  { name: '@video-admin/shared-ui', version: '0.1.0', requiredVersion: '^0.1.0', singleton: true },
];

describe('the release command compares the build with the live shell before uploading', () => {
  let t: TestApp;
  let server: string;
  let key: string;
  let releaseCommand: ReleaseCommand;
  let folder: string;

  /** A team's build folder: the fake build, with the exposes a real manifest lists. */
  async function teamBuild(name: string, shared = SHELL_SHARED): Promise<string> {
    const dir = await writeBuild(join(t.dataDir, 'builds', name), 'remote-items', name, shared);
    const manifest = JSON.parse(await readFile(join(dir, 'mf-manifest.json'), 'utf8')) as object;
    await writeFile(join(dir, 'mf-manifest.json'), JSON.stringify({ ...manifest, exposes: [{ name: 'App', path: './App' }] }));
    return dir;
  }

  async function release(args: string[]) {
    const out: string[] = [];
    const errors: string[] = [];
    const status = await releaseCommand([folder, '--to', server, '--key', key, ...args], {
      log: (line) => void out.push(line),
      error: (line) => void errors.push(line),
    });
    return { status, out, errors: errors.join('\n') };
  }

  before(async () => {
    releaseCommand = ((await import(releaseModule)) as { releaseCommand: ReleaseCommand }).releaseCommand;
    t = await buildTestApp({ RELEASE_PUBLISH_RATE_LIMIT_MAX: '1000' });
    key = json(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/deploy-keys/',
        headers: await adminHeaders(t.app),
        payload: { module: 'remote-items', name: 'team CI', can_promote: true },
      }),
    ).key as string;
    await t.app.releases.publish('shell', await writeBuild(join(t.dataDir, 'builds', 'shell'), 'shell', 's1'), {
      actor: 'test',
      promote: true,
    });
    folder = join(t.dataDir, 'team-repository');
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'package.json'), JSON.stringify({ name: '@video-admin/remote-items', version: '0.1.0' }));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    server = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  after(() => t.close());

  it('a build the live shell cannot run stops before the upload, naming the package, the range and the version', async () => {
    const { status, out, errors } = await release(['--dir', await teamBuild('r18a', REACT_18)]);
    assert.equal(status, 1);
    assert.match(
      errors,
      /the live shell \([^)]+\) cannot run this build:\n {2}- react: the build wants \^18\.3\.1, the live shell has 19\.3\.1/,
    );
    assert.deepEqual(
      out.filter((line) => line.includes('uploading')),
      [],
    );
    assert.deepEqual(await t.app.releases.releaseIds('remote-items'), []);
  });

  it('--allow-mismatch publishes it, and prints the mismatch the server keeps; with --promote it still stops', async () => {
    const refused = await release(['--dir', await teamBuild('r18b', REACT_18), '--allow-mismatch', '--promote']);
    assert.equal(refused.status, 1);
    const { status, out } = await release(['--dir', await teamBuild('r18c', REACT_18), '--allow-mismatch']);
    assert.equal(status, 0);
    assert.ok(
      out.includes('[release] mismatch kept with the release: react: the build wants ^18.3.1, the live shell has 19.3.1'),
      out.join('\n'),
    );
    assert.deepEqual(await t.app.releases.releaseIds('remote-items'), [out.at(-1)]);
  });

  it('a build that fits is published with a preview link, its id on the last line', async () => {
    const { status, out } = await release(['--dir', await teamBuild('fits'), '--preview']);
    assert.equal(status, 0);
    assert.match(
      out.find((line) => line.startsWith('[release] preview')) ?? '',
      /^\[release\] preview \(until .+\): http.*\/preview\/\S+$/,
    );
    assert.ok((await t.app.releases.releaseIds('remote-items')).includes(out.at(-1)!));
  });

  it('a declaration the shell could not route is refused before the upload', async () => {
    const dir = await teamBuild('badroute');
    await writeFile(
      join(dir, 'mounts.json'),
      JSON.stringify({ defaultLanguage: 'en', routes: [{ path: 'items', module: 'App', session: 'signed-in' }], menu: [] }),
    );
    const before = await t.app.releases.releaseIds('remote-items');
    const { status, errors } = await release(['--dir', dir]);
    assert.equal(status, 1);
    assert.match(errors, /the build is not releasable:\n {2}- route 0 \("items"\): its path "items" must start with '\/'/);
    assert.deepEqual(await t.app.releases.releaseIds('remote-items'), before);
  });
});

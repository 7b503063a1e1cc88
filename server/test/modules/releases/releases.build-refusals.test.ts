import assert from 'node:assert/strict';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { adminHeaders, json, type Headers } from '../../helpers/api.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { archiveOf } from './fake-archives.js';
import { writeBuild } from './fake-builds.js';
import { releasesCli } from './releases-cli.js';

/** What a refusal over HTTP must never show: where the server unpacked the upload. */
function assertNoServerPath(body: string, what: string): void {
  for (const leak of ['/tmp', tmpdir(), 'release-upload-']) assert.ok(!body.includes(leak), `${what} shows ${leak}: ${body}`);
}

describe('releases: what a build may hold, and refusals that name only paths inside it', () => {
  let t: TestApp;
  let admin: Headers;
  let marker = 0;

  const build = async (frontend: string, change?: (dir: string) => Promise<unknown>) => {
    const dir = await writeBuild(join(t.dataDir, 'builds', `${frontend}-${++marker}`), frontend, `k${marker}`);
    await change?.(dir);
    return dir;
  };
  const publish = async (frontend: string, dir: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/releases/${frontend}`,
      payload: await archiveOf(dir),
      headers: { ...admin, 'content-type': 'application/gzip' },
    });

  before(async () => {
    t = await buildTestApp({ RELEASE_PUBLISH_RATE_LIMIT_MAX: '1000' });
    admin = await adminHeaders(t.app);
    await t.app.releases.publish('shell', await writeBuild(join(t.dataDir, 'builds', 'shell'), 'shell', 's1'), {
      actor: 'test',
      promote: true,
    });
  });
  after(() => t.close());

  it('refuses over HTTP with 422, naming the file inside the build and never the folder it was unpacked to', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="fetch(`/api/v1/users/me`)"></svg>';
    const cases: [string, string, (dir: string) => Promise<unknown>, RegExp][] = [
      [
        'incomplete',
        'remote-items',
        (dir) => rm(join(dir, 'remoteEntry.js')),
        /^Not a complete build of remote-items: remoteEntry\.js is missing$/,
      ],
      ['manifest', 'remote-items', (dir) => writeFile(join(dir, 'mf-manifest.json'), '{'), /^The build's mf-manifest\.json is not JSON$/],
      [
        'a page',
        'remote-items',
        (dir) => writeFile(join(dir, 'login.html'), '<form>'),
        /^login\.html: a release may not ship an HTML page/,
      ],
      [
        'a nested page',
        'remote-items',
        async (dir) => {
          await mkdir(join(dir, 'static'));
          await writeFile(join(dir, 'static', 'index.htm'), '<p>');
        },
        /^static\/index\.htm: a release may not ship an HTML page/,
      ],
      ['a scripted SVG', 'remote-items', (dir) => writeFile(join(dir, 'logo.svg'), svg), /^logo\.svg: an SVG image may not hold a script/],
      ['no known kind', 'remote-items', (dir) => writeFile(join(dir, 'deploy.sh'), 'rm -rf /'), /^deploy\.sh: a release ships scripts/],
      ['a page of the shell besides its own', 'shell', (dir) => writeFile(join(dir, 'admin.html'), '<p>'), /^admin\.html: .*HTML page/],
    ];
    for (const [what, frontend, change, reason] of cases) {
      const before = await t.app.releases.releaseIds(frontend);
      const response = await publish(frontend, await build(frontend, change));
      assert.equal(response.statusCode, 422, `${what}: ${response.body}`);
      assert.match(json(response).detail, reason, what);
      assertNoServerPath(response.body, what);
      assert.deepEqual(await t.app.releases.releaseIds(frontend), before, what);
    }
    const anotherModule = await publish('remote-items', await writeBuild(join(t.dataDir, 'builds', 'account'), 'remote-account', 'x1'));
    assert.equal(json(anotherModule).detail, 'This is a build of remote-account, not of remote-items');
  });

  it('publishes what real builds hold: the shell with its index.html, a remote with maps, licences, fonts, images and copies', async () => {
    const shell = await publish(
      'shell',
      await build('shell', async (dir) => {
        await writeFile(join(dir, 'index.html.br'), 'br');
        await writeFile(join(dir, 'favicon.ico'), 'ico');
      }),
    );
    assert.equal(shell.statusCode, 201, shell.body);
    const remote = await publish(
      'remote-items',
      await build('remote-items', async (dir) => {
        await mkdir(join(dir, 'assets'));
        for (const name of ['main.0000abcd.js.map', 'main.0000abcd.js.LICENSE.txt', 'main.0000abcd.js.gz', 'assets/font.woff2']) {
          await writeFile(join(dir, name), 'x');
        }
        await writeFile(join(dir, 'assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>');
      }),
    );
    assert.equal(remote.statusCode, 201, remote.body);
  });

  it('refuses the same at the command line (naming the folder, the user’s own) and leaves such a build in place unadopted', async () => {
    const dir = await build('remote-items', (each) => writeFile(join(each, 'page.html'), '<p>'));
    const { code, output } = await releasesCli(t, ['publish', 'remote-items', dir]).done;
    assert.equal(code, 1, output);
    assert.match(output, new RegExp(`${dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: page\\.html: a release may not ship an HTML page`));

    // At start, the builds in WEB_ROOT: remote-items' holds a page, the other modules have none.
    const webRoot = join(t.dataDir, 'web-with-a-page');
    await writeBuild(join(webRoot, 'remote-items', 'dist'), 'remote-items', 'w1');
    await writeFile(join(webRoot, 'remote-items', 'dist', 'page.html'), '<p>');
    const lines: string[] = [];
    const fresh = await buildTestApp({ WEB_ROOT: webRoot }, { logLines: lines });
    try {
      assert.deepEqual(await fresh.app.releases.releaseIds('remote-items'), []);
      const notAdopted = lines.map((line) => String(JSON.parse(line).msg)).filter((message) => message.includes('not adopted'));
      assert.deepEqual(notAdopted, [
        'releases: remote-items: the build in place is not adopted: page.html: a release may not ship an HTML page (only the shell ships one, its index.html at the root of its build)',
      ]);
    } finally {
      await fresh.close();
    }
  });
});

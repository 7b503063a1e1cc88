import assert from 'node:assert/strict';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { create } from 'tar';
import { adminHeaders, json, type Headers } from '../../helpers/api.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { publishReleases } from '../rollouts/published-releases.js';
import { writeBuild } from './fake-builds.js';
import { releasesCli } from './releases-cli.js';

const COMMIT = '0123456789abcdef0123456789abcdef01234567';

async function archiveOf(dir: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of create({ gzip: true, cwd: dir, portable: true }, (await readdir(dir)).sort())) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('releases: the build time and commit a build records, the notes its publisher gives', { timeout: 120_000 }, () => {
  let t: TestApp;
  let admin: Headers;
  let marker = 0;
  const build = async (buildInfo?: unknown) => {
    const dir = await writeBuild(join(t.dataDir, 'builds', `items-notes-${++marker}`), 'remote-items', `n${marker}`);
    if (buildInfo !== undefined)
      await writeFile(join(dir, 'build-info.json'), typeof buildInfo === 'string' ? buildInfo : JSON.stringify(buildInfo));
    return dir;
  };
  const publishOverHttp = async (dir: string, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/releases/remote-items${query}`,
      payload: await archiveOf(dir),
      headers: { ...admin, 'content-type': 'application/gzip' },
    });
  const listed = async (releaseId: string) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/releases/remote-items', headers: admin });
    assert.equal(response.statusCode, 200, response.body);
    return (json(response).releases as { release_id: string; built_at: string; commit: string | null; notes: string | null }[]).find(
      (release) => release.release_id === releaseId,
    )!;
  };

  before(async () => {
    t = await buildTestApp({ RELEASE_PUBLISH_RATE_LIMIT_MAX: '1000' });
    admin = await adminHeaders(t.app);
    await publishReleases(t, [['shell', 'shell', 's1', true]]);
  });
  after(() => t.close());

  it("lists the build's time and commit from its build-info.json, and the notes given at publish", async () => {
    const dir = await build({ built_at: '2026-12-01T08:30:00.000Z', commit: COMMIT });
    const notes = 'Fixes the 上架 filter\nand the copy dialog';
    const published = await publishOverHttp(dir, `?notes=${encodeURIComponent(notes)}`);
    assert.equal(published.statusCode, 201, published.body);
    const release = await listed(json(published).release_id);
    assert.equal(release.built_at, '2026-12-01T08:30:00.000Z');
    assert.equal(release.commit, COMMIT);
    assert.equal(release.notes, notes);
  });

  it('a build with uncommitted changes says so; a build-info.json of another form gives nothing of it, the build is still dated', async () => {
    const dirty = await publishOverHttp(await build({ built_at: '2026-12-01T09:00:00Z', commit: `${COMMIT.slice(0, 12)}-dirty` }));
    assert.equal((await listed(json(dirty).release_id)).commit, `${COMMIT.slice(0, 12)}-dirty`);
    for (const info of [{ built_at: 'yesterday', commit: 'main; rm -rf /' }, '{not json', { commit: 42 }]) {
      const published = await publishOverHttp(await build(info));
      assert.equal(published.statusCode, 201, published.body);
      const release = await listed(json(published).release_id);
      assert.equal(release.commit, null, JSON.stringify(info));
      assert.match(release.built_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{3})?Z$/);
      assert.equal(release.notes, null);
    }
  });

  it('refuses notes too long or with control characters (nothing stored); blank notes are none', async () => {
    const before = (await t.app.releases.releaseIds('remote-items')).length;
    for (const notes of ['x'.repeat(501), 'red \u001b[31mtext', 'bell\u0007']) {
      const refused = await publishOverHttp(await build(), `?notes=${encodeURIComponent(notes)}`);
      assert.equal(refused.statusCode, 422, `${JSON.stringify(notes)}: ${refused.body}`);
    }
    assert.equal((await t.app.releases.releaseIds('remote-items')).length, before);
    const longest = await publishOverHttp(await build(), `?notes=${encodeURIComponent('字'.repeat(500))}`);
    assert.equal(longest.statusCode, 201, longest.body);
    const blank = await publishOverHttp(await build(), `?notes=${encodeURIComponent('   ')}`);
    assert.equal((await listed(json(blank).release_id)).notes, null);
    // The service holds the same rule for the command line.
    await assert.rejects(t.app.releases.publish('remote-items', await build(), { actor: 'test', notes: 'tab\tok but not \u0000' }), {
      statusCode: 400,
    });
  });

  it('the same build published again with notes takes them; without notes it keeps those it had', async () => {
    const dir = await build({ built_at: '2026-12-01T10:00:00Z', commit: COMMIT });
    const first = json(await publishOverHttp(dir, '?notes=first')).release_id;
    assert.equal(json(await publishOverHttp(dir, '?notes=second')).release_id, first);
    assert.equal((await listed(first)).notes, 'second');
    await publishOverHttp(dir);
    assert.equal((await listed(first)).notes, 'second');
  });

  it('`releases publish --notes` keeps the notes; `releases list` shows them with the commit', async () => {
    const dir = await build({ built_at: '2026-12-01T11:00:00Z', commit: COMMIT });
    const published = await releasesCli(t, ['publish', 'remote-items', dir, '--notes', 'From the command line\nsecond line']).done;
    assert.equal(published.code, 0, published.output);
    const releaseId = /remote-items: published (\S+) by cli:/.exec(published.output)?.[1];
    assert.ok(releaseId, published.output);
    assert.equal((await listed(releaseId)).notes, 'From the command line\nsecond line');
    const list = await releasesCli(t, ['list', 'remote-items']).done;
    assert.equal(list.code, 0, list.output);
    assert.match(list.output, new RegExp(`${releaseId} +built 2026-12-01T11:00:00.000Z from ${COMMIT}  published `));
    assert.match(list.output, /^ +notes: From the command line$/m);
    assert.match(list.output, /^ +notes: second line$/m);
    const refused = await releasesCli(t, ['publish', 'remote-items', await build(), '--notes', 'x'.repeat(501)]).done;
    assert.equal(refused.code, 1);
    assert.match(refused.output, /Release notes are plain text of at most 500 characters/);
  });
});

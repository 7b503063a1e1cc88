import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { startS3Server, type S3Sink } from '../../storage/s3-server.js';
import { writeBuild } from './fake-builds.js';

const RELEASE_FILE_POLICY = "sandbox; default-src 'none'";

function assertReleaseFile(response: LightMyRequestResponse, type: RegExp, what: string): void {
  assert.equal(response.statusCode, 200, `${what}: ${response.statusCode} ${response.body.slice(0, 200)}`);
  assert.match(String(response.headers['content-type']), type, what);
  assert.equal(response.headers['x-content-type-options'], 'nosniff', what);
  assert.equal(response.headers['content-security-policy'], RELEASE_FILE_POLICY, what);
}

/** A live shell and remote-items (with a WebAssembly file and an image besides its scripts). */
async function publishLive(t: TestApp): Promise<{ shell: string; items: string }> {
  const shell = await t.app.releases.publish('shell', await writeBuild(join(t.dataDir, 'builds', 'shell'), 'shell', 's1'), {
    actor: 'test',
    promote: true,
  });
  const itemsDir = await writeBuild(join(t.dataDir, 'builds', 'items'), 'remote-items', 'i1');
  await writeFile(join(itemsDir, 'decoder.0000beef.wasm'), Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]));
  await writeFile(join(itemsDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>');
  const items = await t.app.releases.publish('remote-items', itemsDir, { actor: 'test', promote: true });
  return { shell: shell.release_id, items: items.release_id };
}

/**
 * A release's files are served as what they are and as nothing else: their type, nosniff, and a
 * policy that gives a file opened as a page no origin and no script.
 */
describe('release files: served with their type, nosniff and a sandboxing policy', () => {
  let sink: S3Sink;
  const apps: TestApp[] = [];
  before(async () => {
    sink = await startS3Server();
  });
  after(async () => {
    for (const t of apps) await t.close();
    await sink.close();
  });

  for (const store of ['local', 'bucket'] as const) {
    it(`${store}: a remote's files and the shell's own, but not the shell's page`, async () => {
      const t = await buildTestApp(store === 'bucket' ? sink.env : {});
      apps.push(t);
      assert.equal(t.app.releases.store.kind, store);
      const ids = await publishLive(t);
      const get = (url: string) => t.app.inject({ method: 'GET', url });

      assertReleaseFile(await get(`/remotes/items/${ids.items}/remoteEntry.js`), /javascript/, 'remoteEntry.js');
      assertReleaseFile(await get(`/remotes/items/${ids.items}/chunk.000000i1.js`), /javascript/, 'a chunk');
      assertReleaseFile(await get(`/remotes/items/${ids.items}/mf-manifest.json`), /^application\/json/, 'the manifest');
      assertReleaseFile(await get(`/remotes/items/${ids.items}/decoder.0000beef.wasm`), /^application\/wasm/, 'WebAssembly');
      assertReleaseFile(await get(`/remotes/items/${ids.items}/logo.svg`), /^image\/svg\+xml/, 'an image');
      assertReleaseFile(await get('/main.000000s1.js'), /javascript/, "the shell's entry");

      const page = await get('/');
      assert.equal(page.statusCode, 200);
      assert.match(String(page.headers['content-type']), /^text\/html/);
      assert.doesNotMatch(String(page.headers['content-security-policy']), /sandbox/);
    });
  }

  it('bucket with a public base URL: the redirect carries the policy, and the object its type', async () => {
    const t = await buildTestApp({ ...sink.env, S3_PUBLIC_BASE_URL: `${sink.endpoint}/${sink.bucket}` });
    apps.push(t);
    const ids = await publishLive(t);
    for (const [file, type] of [
      ['remoteEntry.js', /^text\/javascript/],
      ['decoder.0000beef.wasm', /^application\/wasm/],
    ] as const) {
      const redirect = await t.app.inject({ method: 'GET', url: `/remotes/items/${ids.items}/${file}` });
      assert.equal(redirect.statusCode, 302, redirect.body);
      assert.equal(redirect.headers['content-security-policy'], RELEASE_FILE_POLICY);
      const object = await fetch(String(redirect.headers.location));
      assert.equal(object.status, 200);
      assert.match(String(object.headers.get('content-type')), type, file);
      await object.arrayBuffer();
    }
  });
});

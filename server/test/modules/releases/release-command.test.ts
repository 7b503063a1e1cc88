import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { adminHeaders, json } from '../../helpers/api.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { writeBuild } from './fake-builds.js';

interface UploadOptions {
  server: string;
  key: string;
  frontend: string;
  dir: string;
  promote?: boolean;
  notes?: string;
  log?: (line: string) => void;
}
type UploadBuild = (options: UploadOptions) => Promise<{ frontend: string; release_id: string; promoted: boolean }>;

/** The release command's check and upload (the kit's release/index.mjs), as `npm run release -- --to` runs them. */
const uploadBuildModule = pathToFileURL(resolve(import.meta.dirname, '../../../../kit/release/index.mjs')).href;

describe('the release command: asks the server first, and stops with its reason', () => {
  let t: TestApp;
  let server: string;
  let uploadBuild: UploadBuild;
  const keys: Record<string, string> = {};

  before(async () => {
    uploadBuild = ((await import(uploadBuildModule)) as { publishBuild: UploadBuild }).publishBuild;
    t = await buildTestApp({ RELEASE_UPLOAD_MAX_BYTES: String(64 * 1024), RELEASE_PUBLISH_RATE_LIMIT_MAX: '1000' });
    const admin = await adminHeaders(t.app);
    for (const [name, extra] of [
      ['plain', {}],
      ['promoter', { can_promote: true }],
    ] as const) {
      keys[name] = json(
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/deploy-keys/',
          headers: admin,
          payload: { module: 'remote-items', name, ...extra },
        }),
      ).key as string;
    }
    await t.app.releases.publish('shell', await writeBuild(join(t.dataDir, 'builds', 'shell'), 'shell', 's1'), {
      actor: 'test',
      promote: true,
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    server = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  after(() => t.close());

  it('refuses before packing or sending anything: a key that may not promote, a key of another module, an archive too large', async () => {
    const lines: string[] = [];
    const log = (line: string) => void lines.push(line);
    const dir = await writeBuild(join(t.dataDir, 'builds', 'items-1'), 'remote-items', 'c1');
    await assert.rejects(
      uploadBuild({ server, key: keys.plain!, frontend: 'remote-items', dir, promote: true, log }),
      /^Error: the server refuses this release \(403\): This deploy key may not promote$/,
    );
    await assert.rejects(
      uploadBuild({ server, key: keys.plain!, frontend: 'remote-account', dir, log }),
      /the server refuses this release \(403\): This deploy key is for remote-items, not for remote-account/,
    );
    const big = await writeBuild(join(t.dataDir, 'builds', 'items-2'), 'remote-items', 'c2');
    await writeFile(join(big, 'noise.00000001.js'), randomBytes(128 * 1024));
    await assert.rejects(uploadBuild({ server, key: keys.plain!, frontend: 'remote-items', dir: big, log }), /more than the server takes/);
    assert.deepEqual(
      lines.filter((line) => line.includes('uploading')),
      [],
    );
    assert.deepEqual(await t.app.releases.releaseIds('remote-items'), []);
  });

  it('publishes (and promotes) once the server says the key may', async () => {
    const dir = await writeBuild(join(t.dataDir, 'builds', 'items-3'), 'remote-items', 'c3');
    const published = await uploadBuild({ server, key: keys.promoter!, frontend: 'remote-items', dir, promote: true, log: () => {} });
    assert.equal(published.promoted, true);
    assert.deepEqual(await t.app.releases.releaseIds('remote-items'), [published.release_id]);
  });

  it("sends the publisher's notes with the build; the release keeps them", async () => {
    const dir = await writeBuild(join(t.dataDir, 'builds', 'items-4'), 'remote-items', 'c4');
    const notes = 'Copy names its copy\n复制会命名副本 & more';
    const published = await uploadBuild({ server, key: keys.plain!, frontend: 'remote-items', dir, notes, log: () => {} });
    const listed = json(await t.app.inject({ method: 'GET', url: '/api/v1/releases/remote-items', headers: await adminHeaders(t.app) }));
    const release = (listed.releases as { release_id: string; notes: string | null }[]).find(
      (each) => each.release_id === published.release_id,
    );
    assert.equal(release?.notes, notes);
  });
});

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { adminHeaders, json, type Headers } from '../../helpers/api.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { archiveOf } from './fake-archives.js';
import { writeBuild } from './fake-builds.js';

describe('releases: publishing an identical build again', () => {
  let t: TestApp;
  let admin: Headers;
  before(async () => {
    t = await buildTestApp({ RELEASE_PUBLISH_RATE_LIMIT_MAX: '1000' });
    admin = await adminHeaders(t.app);
  });
  after(() => t.close());

  it('keeps the one release as first published, and records every publish in the history', async () => {
    const key = json(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/deploy-keys/',
        headers: admin,
        payload: { module: 'remote-items', name: 'again' },
      }),
    ).key as string;
    const archive = await archiveOf(await writeBuild(join(t.dataDir, 'builds', 'items'), 'remote-items', 'r1'));
    const publish = (authorization: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/releases/remote-items',
        payload: archive,
        headers: { authorization, 'content-type': 'application/gzip' },
      });
    const first = await publish(admin.authorization!);
    const second = await publish(`Bearer ${key}`);
    assert.equal(first.statusCode, 201, first.body);
    assert.equal(second.statusCode, 201, second.body);
    const releaseId = json(first).release_id as string;
    assert.equal(json(second).release_id, releaseId);

    const listed = json(await t.app.inject({ method: 'GET', url: '/api/v1/releases/remote-items', headers: admin }));
    assert.deepEqual(
      listed.releases.map((release: { release_id: string; published_by: string }) => [release.release_id, release.published_by]),
      [[releaseId, 'admin@example.com']],
    );
    const publishes = listed.history.filter((event: { action: string }) => event.action === 'publish');
    assert.deepEqual(
      publishes.map((event: { release_id: string; actor: string }) => [event.release_id, event.actor.split(' (')[0]]),
      [
        [releaseId, 'deploy key "again"'],
        [releaseId, 'admin@example.com'],
      ],
    );
  });
});

import assert from 'node:assert/strict';
import { mkdir, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { LocalReleaseStore } from '../../../src/modules/releases/local-release-store.js';
import { createReleasesRepository } from '../../../src/modules/releases/releases.repository.js';
import { createReleasesService, type ReleasesService } from '../../../src/modules/releases/releases.service.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { writeBuild } from './fake-builds.js';

const HOUR = 60 * 60 * 1000;
const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

describe('releases: retention', () => {
  let t: TestApp;
  let releases: ReleasesService;
  let store: LocalReleaseStore;
  let clock = Date.parse('2026-11-25T00:00:00Z');
  const logged: string[] = [];
  const id: Record<string, string> = {};

  before(async () => {
    t = await buildTestApp();
    store = new LocalReleaseStore(t.config.releases.dir);
    // Keep the last published one, and any live within the last hour (the access-token lifetime).
    releases = createReleasesService(createReleasesRepository(t.app.db), {
      store,
      modules: t.app.frontendModules,
      keep: 1,
      liveWithinMs: HOUR,
      log: (line) => logged.push(line),
      now: () => new Date(clock),
    });
    const publish = async (marker: string, promote: boolean) =>
      (id[marker] = (
        await releases.publish('remote-items', await writeBuild(join(t.dataDir, 'builds', marker), 'remote-items', marker), {
          actor: 'test',
          promote,
        })
      ).release_id);
    await publish('a1', true); // live 00:00 - 01:00
    clock += HOUR;
    await publish('b2', true); // live since 01:00
    clock += HOUR;
    await publish('c3', false); // published 02:00, never live
    clock += 1000;
    await publish('d4', false); // published 02:00:01, never live
  });
  after(() => t.close());

  const decisionsOf = (decisions: Awaited<ReturnType<ReleasesService['prune']>>) =>
    Object.fromEntries(
      decisions.filter((decision) => decision.frontend === 'remote-items').map((decision) => [decision.release_id, decision.reason]),
    );

  it('keeps the live release, the last published and those live within the token lifetime; a dry run deletes nothing', async () => {
    clock = Date.parse('2026-11-25T01:30:00Z');
    assert.deepEqual(decisionsOf(await releases.prune({ apply: false, actor: 'test' })), {
      [id.a1!]: 'live within the access-token lifetime',
      [id.b2!]: 'live',
      [id.c3!]: 'not needed',
      [id.d4!]: 'one of the last 1 published',
    });
    assert.ok(await store.has('remote-items', id.c3!));
  });

  it('deletes the rest, record and files, and says so; a pruned release cannot be rolled back to', async () => {
    clock = Date.parse('2026-11-25T03:00:00Z'); // a1 stopped being live two hours ago
    const decisions = decisionsOf(await releases.prune({ apply: true, actor: 'cli:operator' }));
    assert.equal(decisions[id.a1!], 'not needed');
    // Each deletion is in the release history, with who ran it.
    const pruned = (await releases.list('remote-items'))[0]!.history.filter((event) => event.action === 'prune');
    assert.deepEqual(
      pruned.map((event) => `${event.release_id} ${event.actor}`).sort(),
      [`${id.a1} cli:operator`, `${id.c3} cli:operator`].sort(),
    );
    assert.equal(decisions[id.c3!], 'not needed');
    for (const gone of [id.a1!, id.c3!]) {
      assert.equal(await store.has('remote-items', gone), false);
      assert.ok(logged.includes(`remote-items: pruned ${gone}`));
    }
    assert.deepEqual(
      (await releases.list('remote-items'))[0]!.releases.map((release) => release.release_id).sort(),
      [id.b2!, id.d4!].sort(),
    );
    await assert.rejects(releases.rollback('remote-items', { actor: 'test' }), {
      message: `remote-items's previous release ${id.a1} was pruned`,
    });
  });

  it('removes what an interrupted publish left, once it is an hour old', async () => {
    const leftover = join(t.config.releases.dir, 'remote-items', '.incoming-1.2.3-0000-dead');
    await mkdir(leftover, { recursive: true });
    const old = new Date(clock - 2 * HOUR);
    await utimes(leftover, old, old);
    await releases.prune({ apply: true, actor: 'test' });
    assert.equal(await exists(leftover), false);
  });
});

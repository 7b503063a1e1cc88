import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { json } from '../../helpers/api.js';
import { buildTestApp, testDatabaseUrl, type TestApp } from '../../helpers/build-test-app.js';
import { ASSIGNMENT_COOKIE, browserIdFrom } from '../../../src/modules/rollouts/browser-cookies.js';
import { publishReleases } from '../rollouts/published-releases.js';

const PER_HOUR = 3;
/** A shell whose page has the boot script, so the page carries the runtime config. */
const BOOTING_PAGE =
  '<!doctype html><html><head><title>s</title><script id="first-screen-boot">/* boot */</script></head><body></body></html>';

/** The assignment cookie an answer sets (`fe_browser=...`), or undefined. */
const issued = (response: LightMyRequestResponse) =>
  [response.headers['set-cookie'] ?? []]
    .flat()
    .find((cookie) => cookie.startsWith(`${ASSIGNMENT_COOKIE}=`))
    ?.split(';')[0];

/** How remote-items is given in a page's runtime config: its release id and via (absent: live). */
function itemsOfPage(page: LightMyRequestResponse): { id: string; via?: string } {
  const data = /<script type="application\/json" id="first-screen">([\s\S]*?)<\/script>/.exec(page.body);
  assert.ok(data, 'the page carries its runtime config');
  return (JSON.parse(data[1]!) as { config: { releases: Record<string, { id: string; via?: string }> } }).config.releases.items!;
}

/**
 * Browser ids come only with pages, at most BROWSER_IDS_PER_ADDRESS_GROUP_PER_HOUR per address
 * group an hour on all instances together; /config.json never issues one.
 */
describe('browser ids: issued by pages only, a few per address group an hour', () => {
  let a: TestApp;
  let b: TestApp;
  let ids: Record<string, string> = {};

  before(async () => {
    const secret = randomBytes(32).toString('hex');
    const env = { SECRET_KEY: secret, BROWSER_IDS_PER_ADDRESS_GROUP_PER_HOUR: String(PER_HOUR) };
    a = await buildTestApp(env);
    b = await buildTestApp({
      ...env,
      DATA_DIR: a.dataDir,
      ...(testDatabaseUrl ? { DATABASE_URL: a.config.databaseUrl!, DATABASE_SCHEMA: a.config.databaseSchema! } : {}),
    });
    const builds = [
      ['shell', 'shell', 'a1', true],
      ['itemsA', 'remote-items', 'a1', true],
      ['itemsB', 'remote-items', 'b2', false],
    ] as const;
    ids = await publishReleases(a, builds, async (dir, frontend) => {
      if (frontend !== 'shell') return;
      await writeFile(join(dir, 'index.html'), BOOTING_PAGE);
      await writeFile(join(dir, 'first-screen.json'), JSON.stringify({ groups: {}, needs: {} }));
    });
    await a.app.rollouts.rollout('remote-items', ids.itemsB!, 50, 'test');
  });
  after(async () => {
    // B first: it shares A's database and folder, which A's close removes.
    await b.close();
    await a.close();
  });

  const page = (t: TestApp, remoteAddress: string, url = '/') => t.app.inject({ method: 'GET', url, remoteAddress });
  /** How the server gives remote-items to the browser of this cookie, as the load reports are checked: its release and via. */
  const givenTo = async (cookie: string) => {
    const given = (await b.app.rollouts.releaseOf('remote-items', {
      browserId: browserIdFrom(cookie, a.config.secretKey),
      previewPin: null,
    }))!;
    return { id: given.releaseId, via: given.via === 'live' ? undefined : given.via };
  };

  it('/config.json never sets an id, however often it is asked, and gives a browser without one the live releases', async () => {
    for (let n = 0; n < 20; n++) {
      const config = await a.app.inject({ method: 'GET', url: '/config.json', remoteAddress: `10.77.${n}.1` });
      assert.equal(config.statusCode, 200);
      assert.equal(issued(config), undefined);
      const items = json(config).releases.items;
      assert.deepEqual([items.id, items.via], [ids.itemsA, undefined]);
    }
    const forged = await a.app.inject({ method: 'GET', url: '/config.json', headers: { cookie: `${ASSIGNMENT_COOKIE}=made-up.c2ln` } });
    assert.equal(issued(forged), undefined, 'a forged id is not replaced by a new one either');
    // It reads the id a page gave: both name that browser's side.
    for (let n = 0; n < 6; n++) {
      const first = await page(a, `10.78.${n}.1`);
      const cookie = issued(first)!;
      const config = await a.app.inject({ method: 'GET', url: '/config.json', headers: { cookie } });
      assert.equal(issued(config), undefined);
      const items = json(config).releases.items;
      assert.deepEqual({ id: items.id, via: items.via }, await givenTo(cookie));
      const onPage = itemsOfPage(first);
      assert.deepEqual({ id: onPage.id, via: onPage.via }, await givenTo(cookie), 'the page that gave the id is for its side');
    }
  });

  it('a page gives at most the quota of ids per address group an hour, on all instances together; past it, the live releases', async () => {
    // One IPv4 /24, written as IPv4 and as IPv4-mapped IPv6, on both instances.
    const sources: [TestApp, string][] = [
      [a, '10.80.1.1'],
      [b, '10.80.1.2'],
      [a, '::ffff:10.80.1.3'],
      [b, '10.80.1.4'],
      [a, '10.80.1.250'],
    ];
    const answers = [];
    for (const [t, address] of sources) answers.push(await page(t, address));
    assert.deepEqual(
      answers.map((answer) => answer.statusCode),
      [200, 200, 200, 200, 200],
    );
    assert.deepEqual(
      answers.map((answer) => issued(answer) !== undefined),
      [true, true, true, false, false],
    );
    // A page with an id is for its side; a page past the quota is for nobody's: the live releases.
    for (const answer of answers.slice(0, PER_HOUR)) {
      const items = itemsOfPage(answer);
      assert.deepEqual({ id: items.id, via: items.via }, await givenTo(issued(answer)!));
    }
    for (const answer of answers.slice(PER_HOUR)) {
      const items = itemsOfPage(answer);
      assert.deepEqual({ id: items.id, via: items.via }, { id: ids.itemsA, via: undefined });
    }

    // The count is kept an hour, in the database every instance reads.
    const counter = await a.app.db
      .selectFrom('rate_limits')
      .select(['points', 'expire'])
      .where('key', 'like', '%10.80.1.0/24')
      .executeTakeFirstOrThrow();
    assert.equal(Number(counter.points), sources.length);
    const left = Number(counter.expire) - Date.now();
    assert.ok(left > 59 * 60_000 && left <= 60 * 60_000, `${left} ms left`);

    // Another /24 has its own quota; one IPv6 /48 is one group.
    assert.ok(issued(await page(a, '10.80.2.1')));
    const v6 = [];
    for (let n = 0; n < PER_HOUR + 1; n++) v6.push(issued(await page(n % 2 ? a : b, `2001:db8:80:${n}::1`)) !== undefined);
    assert.deepEqual(v6, [true, true, true, false]);
  });

  it("a browser's files, and a browser that has an id, spend none of the quota", async () => {
    const address = '10.81.0.1';
    for (let n = 0; n < 5; n++) {
      const file = await page(a, address, '/main.000000a1.js');
      assert.equal(file.statusCode, 200);
      assert.equal(issued(file), undefined);
    }
    const cookie = issued(await page(a, address))!;
    for (let n = 0; n < 5; n++) {
      const again = await a.app.inject({ method: 'GET', url: '/', headers: { cookie }, remoteAddress: address });
      assert.equal(issued(again), undefined);
      const items = itemsOfPage(again);
      assert.deepEqual({ id: items.id, via: items.via }, await givenTo(cookie));
    }
    const more = [];
    for (let n = 1; n < PER_HOUR + 1; n++) more.push(issued(await page(a, address)) !== undefined);
    assert.deepEqual(more, [true, true, false]);
  });
});

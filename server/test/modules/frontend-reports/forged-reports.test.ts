import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { adminHeaders, createUser, json } from '../../helpers/api.js';
import { failed, groupAddress, newBrowser, ok, sendReports, withPublishedApp, type Report } from './report-helpers.js';

const ITEMS = 'remote-items';
/** Where the attacker sends from: one address group however many browsers it shows. */
const ATTACKER = '127.0.0.1';
const FAKE_BROWSERS = 500;
const REAL_PER_SIDE = 20;

interface Sides {
  rollout: string[];
  live: string[];
}

/** Browsers (signed ids, as if each had loaded a page) sorted by the side of the rollout each is given, until each side has `perSide`. */
async function browsersBySide(app: FastifyInstance, total: number, perSide = Infinity): Promise<Sides> {
  const sides: Sides = { rollout: [], live: [] };
  for (let n = 0; n < total * 4 && sides.rollout.length + sides.live.length < total; n++) {
    const browser = newBrowser(app);
    const given = (await app.rollouts.releaseOf(ITEMS, { browserId: browser.id, previewPin: null }))!;
    const side = given.via === 'rollout' ? sides.rollout : sides.live;
    if (side.length < perSide) side.push(browser.cookie);
  }
  return sides;
}

/** Whether the module has no rollout any more, waiting up to `withinMs` for it to end. */
async function ended(app: FastifyInstance, withinMs: number): Promise<boolean> {
  const until = Date.now() + withinMs;
  for (;;) {
    if ((await app.rollouts.active()).length === 0) return true;
    if (Date.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function abortDetail(app: FastifyInstance): Promise<string | undefined> {
  const listed = json(await app.inject({ method: 'GET', url: `/api/v1/releases/${ITEMS}`, headers: await adminHeaders(app) }));
  return listed.history.find((event: { action: string }) => event.action === 'rollout-abort')?.detail;
}

describe('forged load reports: 500 fake failing browsers from one address group', { timeout: 20_000 }, () => {
  const s = withPublishedApp({ ROLLOUT_MIN_BROWSERS: '10', ROLLOUT_ABORT_FAILURE_SHARE: '0.2' });

  it('do not abort a rollout that 20 real browsers per side, in 20 address groups, load without a failure', async () => {
    await s.t.app.rollouts.rollout(ITEMS, s.ids.itemsNext, 50, 'release-manager@example.com');
    const since = (await s.t.app.rollouts.active())[0]!.started_at;
    const real = await browsersBySide(s.t.app, 2 * REAL_PER_SIDE, REAL_PER_SIDE);
    for (const [index, cookie] of real.rollout.entries())
      await sendReports(s.t.app, [ok(ITEMS, s.ids.itemsNext)], cookie, groupAddress(index));
    for (const [index, cookie] of real.live.entries())
      await sendReports(s.t.app, [ok(ITEMS, s.ids.itemsLive)], cookie, groupAddress(100 + index));

    // Every fake browser reports a failure of the rollout's release when it has that side, a success of the live one otherwise.
    const fake = await browsersBySide(s.t.app, FAKE_BROWSERS);
    let counted = 0;
    for (const cookie of fake.rollout)
      counted += json(await sendReports(s.t.app, [failed(ITEMS, s.ids.itemsNext)], cookie, ATTACKER)).counted;
    for (const cookie of fake.live) await sendReports(s.t.app, [ok(ITEMS, s.ids.itemsLive)], cookie, ATTACKER);
    assert.equal(counted, fake.rollout.length, 'each fake browser is recorded (the figures show browsers)');

    // Past the last deferred check too.
    assert.equal(await ended(s.t.app, 1500), false, await abortDetail(s.t.app));
    const side = await s.t.app.frontendReports.repository.shareSince(ITEMS, s.ids.itemsNext, since);
    assert.deepEqual(
      { reporters: side.reporters, failed: side.failed, failedAddressGroups: side.failedAddressGroups, browsers: side.browsers },
      { reporters: REAL_PER_SIDE + 1, failed: 1, failedAddressGroups: 1, browsers: REAL_PER_SIDE + fake.rollout.length },
    );
  });
});

describe('forged load reports: 500 fake "ok" browsers from one address group', { timeout: 20_000 }, () => {
  const s = withPublishedApp({ ROLLOUT_MIN_BROWSERS: '10', ROLLOUT_ABORT_FAILURE_SHARE: '0.2' });

  it('do not stop the abort of a rollout that fails in 10 of 20 real browsers', async () => {
    await s.t.app.rollouts.rollout(ITEMS, s.ids.itemsNext, 50, 'release-manager@example.com');
    // The fakes come first, so the real failures land among them.
    const fake = await browsersBySide(s.t.app, FAKE_BROWSERS);
    for (const cookie of fake.rollout) await sendReports(s.t.app, [ok(ITEMS, s.ids.itemsNext)], cookie, ATTACKER);
    for (const cookie of fake.live) await sendReports(s.t.app, [ok(ITEMS, s.ids.itemsLive)], cookie, ATTACKER);

    const real = await browsersBySide(s.t.app, 2 * REAL_PER_SIDE, REAL_PER_SIDE);
    for (const [index, cookie] of real.live.entries())
      await sendReports(s.t.app, [ok(ITEMS, s.ids.itemsLive)], cookie, groupAddress(100 + index));
    for (const [index, cookie] of real.rollout.entries()) {
      const report: Report = index % 2 === 0 ? failed(ITEMS, s.ids.itemsNext, 'entry') : ok(ITEMS, s.ids.itemsNext);
      await sendReports(s.t.app, [report], cookie, groupAddress(index));
    }

    assert.equal(await ended(s.t.app, 3000), true);
    // One check may run before the last real reports are in: the counts it names are those it saw.
    assert.match(
      (await abortDetail(s.t.app)) ?? '',
      /^failed for (\d+) of \d+ \(0 persons, \1 address groups; \1 browsers\) against 0 of \d+ on the live release$/,
    );
  });
});

describe('load reports of signed-in persons and anonymous address groups', () => {
  const s = withPublishedApp();

  const health = async () => {
    const response = await s.t.app.inject({ method: 'GET', url: `/api/v1/releases/${ITEMS}/health`, headers: await adminHeaders(s.t.app) });
    return (json(response).data as Record<string, number>[])[0]!;
  };

  it('count once per person whatever its browsers and addresses, once per address group without signing in', async () => {
    const person = await createUser(s.t.app);
    const send = (reports: Report[], cookie: string, address: string, headers: Record<string, string> = {}) =>
      s.t.app.inject({
        method: 'POST',
        url: '/api/v1/frontend-reports',
        headers: { cookie, ...headers },
        payload: { reports },
        remoteAddress: address,
      });

    // One person failing in 6 browsers from 6 address groups.
    for (let n = 0; n < 6; n++) {
      const answer = await send([failed(ITEMS, s.ids.itemsLive)], newBrowser(s.t.app).cookie, groupAddress(n), person.headers);
      assert.deepEqual(json(answer), { counted: 1 });
    }
    // 6 anonymous browsers of one IPv6 /48 and 2 of one IPv4 /24 (the second as an IPv4-mapped IPv6 address).
    for (let n = 0; n < 6; n++) await send([ok(ITEMS, s.ids.itemsLive)], newBrowser(s.t.app).cookie, `2001:db8:7:${n}::1`);
    await send([ok(ITEMS, s.ids.itemsLive)], newBrowser(s.t.app).cookie, '192.0.2.10');
    await send([ok(ITEMS, s.ids.itemsLive)], newBrowser(s.t.app).cookie, '::ffff:192.0.2.200');
    // A token that does not hold is no person: the report counts as its address group's.
    const forged = { authorization: 'Bearer not-a-token' };
    assert.equal((await send([ok(ITEMS, s.ids.itemsLive)], newBrowser(s.t.app).cookie, '198.51.100.7', forged)).statusCode, 202);

    const release = await health();
    assert.deepEqual(
      {
        browsers: release.browsers,
        failed_browsers: release.failed_browsers,
        persons: release.persons,
        failed_persons: release.failed_persons,
        address_groups: release.address_groups,
        failed_address_groups: release.failed_address_groups,
        failure_share: release.failure_share,
      },
      // 1 failing person of 4 reporters (the person, the /48, the /24, the forged token's /24).
      { browsers: 15, failed_browsers: 6, persons: 1, failed_persons: 1, address_groups: 3, failed_address_groups: 0, failure_share: 0.25 },
    );
  });
});

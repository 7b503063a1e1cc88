import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createUser, json } from '../../helpers/api.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { DEV_URL, newBrowser, overrideCookieOf, publishProduct, startOverride } from './override-helpers.js';

const COPY_SCRIPT = '<script defer src="/react-development/main.js"></script>';
const pageData = (body: string) => JSON.parse(/<script type="application\/json" id="first-screen">([\s\S]*?)<\/script>/.exec(body)![1]!);

describe("a development override's page: the shell's copy on React's development build", () => {
  let t: TestApp;
  let ids: Record<string, string>;

  before(async () => {
    t = await buildTestApp();
    ids = await publishProduct(t, { reactDevelopmentCopy: true });
  });
  after(() => t.close());

  async function overriddenBrowser(body: object) {
    const developer = await createUser(t.app, { roles: ['developer'] });
    const browser = await newBrowser(t);
    const started = await startOverride(t, developer.headers, browser, body);
    assert.equal(started.statusCode, 201, started.body);
    return `${browser}; ${overrideCookieOf(started)}`;
  }

  it('a browser loading a module from a dev server gets the copy, with the runtime config and its policy, and no first-screen hints', async () => {
    const cookie = await overriddenBrowser({ module: 'remote-items', url: DEV_URL });
    const page = await t.app.inject({ method: 'GET', url: '/items', headers: { cookie } });
    assert.equal(page.statusCode, 200);
    assert.ok(page.body.includes(COPY_SCRIPT), page.body);
    assert.match(page.body, new RegExp(`<meta name="shell-release" content="${ids.shell}"`));
    const data = pageData(page.body);
    assert.equal(data.config.override.url, DEV_URL);
    assert.equal(data.config.remotes.items, DEV_URL);
    assert.deepEqual(data.hints, []);
    assert.deepEqual(data.calls, []);
    assert.match(page.headers['content-security-policy'] as string, /script-src [^;]*http:\/\/localhost:3002/);
    // the copy's files come from the shell's release
    const file = await t.app.inject({ method: 'GET', url: '/react-development/main.js', headers: { cookie } });
    assert.equal(file.statusCode, 200);
    assert.match(file.body, /React development build/);
  });

  it('every other browser, and one loading a stored release instead, gets the production page', async () => {
    const releaseOverride = await overriddenBrowser({ module: 'remote-items', release_id: ids.itemsB });
    for (const cookie of [releaseOverride, await newBrowser(t)]) {
      const page = await t.app.inject({ method: 'GET', url: '/items', headers: { cookie } });
      assert.equal(page.statusCode, 200);
      assert.ok(!page.body.includes('react-development'), page.body);
      assert.ok(pageData(page.body).config, 'the production page carries its data');
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/login' });
    assert.ok(!anonymous.body.includes('react-development'));
    // the copy's page is never sent as a file: its path is a route like any, answered with this browser's page
    const direct = await t.app.inject({ method: 'GET', url: '/react-development/index.html', headers: { cookie: await newBrowser(t) } });
    assert.equal(direct.statusCode, 200);
    assert.ok(!direct.body.includes(COPY_SCRIPT), direct.body);
    assert.doesNotMatch(direct.headers['content-security-policy'] as string, /sandbox/);
  });

  it('ending the override returns the browser to the production page', async () => {
    const developer = await createUser(t.app, { roles: ['developer'] });
    const browser = await newBrowser(t);
    const started = await startOverride(t, developer.headers, browser, { module: 'remote-items', url: DEV_URL });
    assert.equal(started.statusCode, 201, started.body);
    const cookie = `${browser}; ${overrideCookieOf(started)}`;
    assert.ok((await t.app.inject({ method: 'GET', url: '/items', headers: { cookie } })).body.includes(COPY_SCRIPT));
    const ended = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/frontend-overrides/current',
      headers: { ...developer.headers, cookie },
    });
    assert.equal(ended.statusCode, 204, ended.body);
    assert.ok(!(await t.app.inject({ method: 'GET', url: '/items', headers: { cookie } })).body.includes('react-development'));
    assert.equal(json(started).module, 'remote-items');
  });
});

import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { adminHeaders, json } from '../../helpers/api.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { DECLARATIONS, writeBuild } from '../releases/fake-builds.js';

const BOOT = '(function () { /* picks the hints */ })();';
const SHELL_PAGE = (marker: string) =>
  '<!doctype html><html><head><meta charset="utf-8" />' +
  '<link id="config-preload" rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />' +
  `<title>${marker}</title><script id="first-screen-boot">${BOOT}</script></head>` +
  '<body><div id="root" data-first-markup><div class="boot-spinner"></div></div></body></html>';

const SHELL_FIRST_SCREEN = {
  groups: { 'common-texts-en': ['common-texts-en.0000c0de.js'], 'common-texts-zh-CN': ['common-texts-zh-CN.0000c0de.js'] },
  needs: { always: { defaultLanguage: 'en', groups: ['common-texts-{lang}'] } },
};

const remoteFirstScreen = (expose: string, marker: string, markup?: string) => ({
  groups: { [`__federation_expose_${expose}`]: [`expose.${marker}.js`], 'texts-en': [`texts-en.${marker}.js`] },
  needs: {
    [`./${expose}`]: {
      defaultLanguage: 'en',
      groups: ['texts-{lang}'],
      ...(markup ? { markup: { language: 'en', reads: ['openRegistration'], html: markup } } : {}),
    },
  },
});

/** The markup a page carries first in #root, if any. */
const markupOf = (html: string) =>
  /<div id="root" data-first-markup><div id="first-markup">([\s\S]*?)<\/div><div class="boot-spinner">/.exec(html)?.[1];

const MANIFEST = (buildName: string) =>
  JSON.stringify({
    metaData: { buildInfo: { buildVersion: '1.2.3', buildName }, remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }],
  });

interface PageData {
  config: { remotes: Record<string, string> };
  hints: { href: string; as: string }[];
  variants: Record<string, number[]>;
}

function dataOf(html: string): PageData {
  const match = /<script type="application\/json" id="first-screen">([\s\S]*?)<\/script>/.exec(html);
  assert.ok(match, 'the page carries #first-screen');
  return JSON.parse(match[1]!) as PageData;
}

const hintsOf = (data: PageData, variant: string) => data.variants[variant]!.map((index) => data.hints[index]!.href);

describe('first-screen pages: the page names its route’s files from the live releases', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};

  before(async () => {
    t = await buildTestApp();
    const build = async (frontend: string, marker: string, firstScreen: object) => {
      const dir = await writeBuild(join(t.dataDir, 'builds', `${frontend}-${marker}`), frontend, marker);
      await writeFile(join(dir, 'first-screen.json'), JSON.stringify(firstScreen));
      if (frontend === 'shell') await writeFile(join(dir, 'index.html'), SHELL_PAGE(marker));
      else await writeFile(join(dir, 'mf-manifest.json'), MANIFEST(frontend));
      // the files the first screen names
      for (const files of Object.values((firstScreen as { groups: Record<string, string[]> }).groups))
        for (const file of files) await writeFile(join(dir, file), `// ${file}`);
      return dir;
    };
    for (const [key, frontend, marker, firstScreen, promote] of [
      ['shell', 'shell', 'a1', SHELL_FIRST_SCREEN, true],
      ['accountA', 'remote-account', 'a1', remoteFirstScreen('Login', 'a1', '<main>Log In $& a1</main>'), true],
      ['accountB', 'remote-account', 'b2', remoteFirstScreen('Login', 'b2'), false],
    ] as const) {
      ids[key] = (
        await t.app.releases.publish(frontend, await build(frontend, marker, firstScreen), { actor: 'test', promote })
      ).release_id;
    }
  });
  after(() => t.close());

  it('carries the runtime config of /config.json and no preload of it; its inline script is allowed by hash', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/login' });
    assert.equal(page.statusCode, 200);
    const data = dataOf(page.body);
    assert.deepEqual(data.config, json(await t.app.inject({ method: 'GET', url: '/config.json' })));
    assert.doesNotMatch(page.body, /config-preload/);
    // the data comes right before the boot script that reads it
    assert.match(page.body, /<\/script><script id="first-screen-boot">/);
    const hash = createHash('sha256').update(BOOT).digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(String(page.headers['content-security-policy']))![1]!;
    assert.deepEqual(scriptSrc.split(' '), ["'self'", `'sha256-${hash}'`]);
  });

  it("names the live account release's files for /login, and the next page after a promote or a rollback names the new live one's", async () => {
    const hinted = async () => hintsOf(dataOf((await t.app.inject({ method: 'GET', url: '/login' })).body), 'out:default');
    const filesOf = (id: string, marker: string) => [
      '/common-texts-en.0000c0de.js',
      `/remotes/account/${id}/mf-manifest.json`,
      `/remotes/account/${id}/remoteEntry.js`,
      `/remotes/account/${id}/expose.${marker}.js`,
      `/remotes/account/${id}/texts-en.${marker}.js`,
    ];
    assert.deepEqual(await hinted(), filesOf(ids.accountA!, 'a1'));
    const headers = await adminHeaders(t.app);
    const promoted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/releases/remote-account/promote',
      payload: { release_id: ids.accountB },
      headers,
    });
    assert.equal(promoted.statusCode, 200, promoted.body);
    assert.deepEqual(await hinted(), filesOf(ids.accountB!, 'b2'));
    await t.app.inject({ method: 'POST', url: '/api/v1/releases/remote-account/rollback', headers });
    assert.deepEqual(await hinted(), filesOf(ids.accountA!, 'a1'));
  });

  it("puts the live release's markup of the screen first in #root, and names its language for the boot script", async () => {
    const page = (await t.app.inject({ method: 'GET', url: '/login' })).body;
    // `$&` is no replacement pattern: the markup goes in as the build wrote it
    assert.equal(markupOf(page), '<main>Log In $& a1</main>');
    assert.equal((dataOf(page) as unknown as { markupLanguage?: string }).markupLanguage, 'en');
    // a screen without markup (the signup screen here) has the spinner alone
    const signup = (await t.app.inject({ method: 'GET', url: '/signup' })).body;
    assert.equal(markupOf(signup), undefined);
    assert.equal((dataOf(signup) as unknown as { markupLanguage?: string }).markupLanguage, undefined);
  });

  it('every hinted file is served', async () => {
    const data = dataOf((await t.app.inject({ method: 'GET', url: '/login' })).body);
    for (const { href } of data.hints) assert.equal((await t.app.inject({ method: 'GET', url: href })).statusCode, 200, href);
  });

  it('revalidates by content: the same page answers 304, another route or release a new page', async () => {
    const login = await t.app.inject({ method: 'GET', url: '/login' });
    const again = await t.app.inject({ method: 'GET', url: '/login', headers: { 'if-none-match': String(login.headers.etag) } });
    assert.equal(again.statusCode, 304);
    const unknown = await t.app.inject({ method: 'GET', url: '/nowhere', headers: { 'if-none-match': String(login.headers.etag) } });
    assert.equal(unknown.statusCode, 200);
    assert.deepEqual(hintsOf(dataOf(unknown.body), 'out:default'), ['/common-texts-en.0000c0de.js']);
  });
});

describe('first-screen pages: settings and other origins', () => {
  let remoteOrigin: Server;
  let origin: string;
  const served: string[] = [];

  before(async () => {
    // A remote deployed on its own origin, with its build's first-screen.json beside its manifest.
    remoteOrigin = createServer((request, response) => {
      served.push(request.url!);
      const files: Record<string, string> = {
        '/items/mf-manifest.json': MANIFEST('x9'),
        '/items/first-screen.json': JSON.stringify(remoteFirstScreen('App', 'x9')),
        '/items/mounts.json': JSON.stringify(DECLARATIONS['remote-items']),
      };
      const body = files[request.url!];
      response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' }).end(body ?? '');
    });
    await new Promise<void>((resolve) => remoteOrigin.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(remoteOrigin.address() as AddressInfo).port}`;
  });
  after(() => new Promise((resolve) => remoteOrigin.close(resolve)));

  async function appWith(env: Record<string, string>) {
    const t = await buildTestApp(env);
    const dir = join(t.config.webRoot, 'shell', 'dist');
    await writeBuild(dir, 'shell', 'c3');
    await writeFile(join(dir, 'index.html'), SHELL_PAGE('c3'));
    await writeFile(join(dir, 'first-screen.json'), JSON.stringify(SHELL_FIRST_SCREEN));
    return t;
  }

  it('a remote on another origin gets its hints from its own build there, read once and kept', async () => {
    const t = await appWith({ REMOTE_ITEMS_URL: `${origin}/items/mf-manifest.json` });
    try {
      const page = await t.app.inject({ method: 'GET', url: '/items' });
      assert.deepEqual(hintsOf(dataOf(page.body), 'in:default'), [
        '/common-texts-en.0000c0de.js',
        `${origin}/items/mf-manifest.json`,
        `${origin}/items/remoteEntry.js`,
        `${origin}/items/expose.x9.js`,
        `${origin}/items/texts-en.x9.js`,
      ]);
      // the page may preload from that origin: scripts and the manifest's fetch
      const csp = String(page.headers['content-security-policy']);
      assert.match(csp, new RegExp(`script-src [^;]*${origin}`));
      assert.match(csp, new RegExp(`connect-src [^;]*${origin}`));
      const reads = served.length;
      await t.app.inject({ method: 'GET', url: '/items' });
      assert.equal(served.length, reads, 'read again for the next page');
    } finally {
      await t.close();
    }
  });

  it('FIRST_SCREEN_HINTS=false serves the page as built: config.json preloaded, no data', async () => {
    const t = await appWith({ FIRST_SCREEN_HINTS: 'false' });
    try {
      const page = await t.app.inject({ method: 'GET', url: '/login' });
      assert.equal(page.body, SHELL_PAGE('c3'));
      assert.doesNotMatch(String(page.headers['content-security-policy']), /sha256/);
    } finally {
      await t.close();
    }
  });

  it("with sign-ups closed the login screen's markup (which links to /signup) is left out", async () => {
    const t = await appWith({ USERS_OPEN_REGISTRATION: 'false' });
    try {
      const dir = join(t.config.webRoot, 'remote-account', 'dist');
      await writeBuild(dir, 'remote-account', 'm4');
      await writeFile(join(dir, 'mf-manifest.json'), MANIFEST('remote-account'));
      await writeFile(join(dir, 'first-screen.json'), JSON.stringify(remoteFirstScreen('Login', 'm4', '<main>Log In</main>')));
      const page = (await t.app.inject({ method: 'GET', url: '/login' })).body;
      assert.equal(markupOf(page), undefined);
      assert.equal((dataOf(page).config as unknown as { openRegistration?: boolean }).openRegistration, false);
    } finally {
      await t.close();
    }
  });

  it('config text that would close the script element stays inside it', async () => {
    const t = await appWith({ API_URL: 'https://api.example/</script><script>alert(1)</script>' });
    try {
      const page = await t.app.inject({ method: 'GET', url: '/login' });
      assert.equal(page.body.match(/<\/script>/g)!.length, 2, 'only the data and boot scripts end');
      assert.equal(
        (dataOf(page.body).config as unknown as { apiUrl: string }).apiUrl,
        'https://api.example/</script><script>alert(1)</script>',
      );
    } finally {
      await t.close();
    }
  });
});

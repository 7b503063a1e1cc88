import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseFirstScreenBuild, type FirstScreenBuild } from '../../../src/modules/first-screen/first-screen-build.js';
import { earlyCalls, firstMarkup, hintPlan, landingOf, type PlanSources } from '../../../src/modules/first-screen/hint-plan.js';

const MOUNTS = {
  public: [
    { path: '/login', remote: 'account', module: 'Login' },
    { path: '/signup', remote: 'account', module: 'Signup' },
  ],
  authenticated: [
    { path: '/items', remote: 'items', module: 'App' },
    { path: '/admin/video-tasks', remote: 'videoTasks', module: 'App' },
    { path: '/admin', remote: 'templates', module: 'App' },
  ],
};

const SHELL: FirstScreenBuild = {
  groups: {
    'common-texts-en': ['common-en.js'],
    'common-texts-zh-CN': ['common-zh.js'],
    layout: ['shared.js', 'layout.js'],
    'menu-texts-zh-CN': ['menu-zh.js'],
    'menu-texts-en': ['menu-en.js'],
    dashboard: ['dashboard.js'],
    pager: ['shared.js', 'pager.js'],
  },
  needs: {
    always: { defaultLanguage: 'en', groups: ['common-texts-{lang}'] },
    signedIn: { defaultLanguage: 'en', groups: ['layout'] },
    signedInMenu: { defaultLanguage: 'zh-CN', groups: ['menu-texts-{lang}'] },
    dashboard: { defaultLanguage: 'en', groups: ['dashboard'] },
  },
};

const remoteBuild = (expose: string, extra: string[] = []): FirstScreenBuild => ({
  groups: { [`__federation_expose_${expose}`]: ['1.js', `${expose}.js`], 'texts-en': ['texts-en.js'], 'texts-zh-CN': ['texts-zh.js'] },
  needs: { [`./${expose}`]: { defaultLanguage: 'zh-CN', groups: ['texts-{lang}', ...extra] } },
});

const SOURCES: PlanSources = {
  shell: SHELL,
  mounts: MOUNTS,
  remotes: {
    account: { manifestUrl: '/remotes/account/r1/mf-manifest.json', remoteEntry: 'remoteEntry.js', build: remoteBuild('Login') },
    items: {
      manifestUrl: 'https://cdn.example/items/r2/mf-manifest.json',
      remoteEntry: 'remoteEntry.js',
      build: remoteBuild('App', ['shell:pager']),
    },
    templates: { manifestUrl: '/remotes/templates/r3/mf-manifest.json', remoteEntry: null, build: null },
  },
};

/** The hrefs of one variant. */
function hrefs(path: string, variant: string, sources = SOURCES): string[] {
  const plan = hintPlan(path, sources);
  const picked = plan.variants[variant];
  assert.ok(picked, `no variant ${variant}`);
  return picked.map((index) => plan.hints[index]!.href);
}

describe('first-screen hints: where a page lands', () => {
  it('follows the routes as the shell guards them', () => {
    const at = (path: string, signedIn: boolean) => {
      const landing = landingOf(MOUNTS, path, signedIn);
      return landing.dashboard ? 'dashboard' : (landing.mount?.path ?? 'none');
    };
    assert.equal(at('/login', false), '/login');
    assert.equal(at('/signup', false), '/signup');
    // signed out, the home and the signed-in routes send the visitor to /login
    assert.equal(at('/', false), '/login');
    assert.equal(at('/items', false), '/login');
    assert.equal(at('/admin', false), '/login');
    // signed in, the home and the public routes show the dashboard
    assert.equal(at('/', true), 'dashboard');
    assert.equal(at('/login', true), 'dashboard');
    assert.equal(at('/items', true), '/items');
    assert.equal(at('/items/anything', true), '/items');
    assert.equal(at('/admin/video-tasks', true), '/admin/video-tasks');
    assert.equal(at('/admin/pending', true), '/admin');
    // a path below the other session's route still loads that route's remote, which decides
    assert.equal(at('/items/anything', false), '/items');
    assert.equal(at('/nowhere', false), 'none');
    assert.equal(at('/nowhere', true), 'none');
    // a prefix of a route's path is not that route
    assert.equal(at('/itemsx', true), 'none');
  });
});

describe('first-screen hints: what a page names', () => {
  it("signed out at /login: the common texts, the account remote's manifest, container, exposed module and texts", () => {
    assert.deepEqual(hrefs('/login', 'out:default'), [
      '/common-en.js',
      '/remotes/account/r1/mf-manifest.json',
      '/remotes/account/r1/remoteEntry.js',
      '/remotes/account/r1/1.js',
      '/remotes/account/r1/Login.js',
      // the remote's own default language under the 'Default' preference
      '/remotes/account/r1/texts-zh.js',
    ]);
    const plan = hintPlan('/login', SOURCES);
    assert.deepEqual(
      plan.hints.filter((hint) => hint.as === 'fetch').map((hint) => hint.href),
      ['/remotes/account/r1/mf-manifest.json'],
    );
  });

  it('the chunks run as soon as they are in; the manifest and the container (which needs the shell) wait for the app', () => {
    const plan = hintPlan('/login', SOURCES);
    const byHref = new Map(plan.hints.map((hint) => [hint.href, hint]));
    for (const chunk of [
      '/common-en.js',
      '/common-zh.js',
      '/remotes/account/r1/1.js',
      '/remotes/account/r1/Login.js',
      '/remotes/account/r1/texts-zh.js',
    ]) {
      assert.deepEqual(byHref.get(chunk), { href: chunk, as: 'script', run: true });
    }
    assert.deepEqual(byHref.get('/remotes/account/r1/remoteEntry.js'), { href: '/remotes/account/r1/remoteEntry.js', as: 'script' });
    assert.deepEqual(byHref.get('/remotes/account/r1/mf-manifest.json'), { href: '/remotes/account/r1/mf-manifest.json', as: 'fetch' });
  });

  it('texts follow the language preference', () => {
    assert.deepEqual(
      hrefs('/login', 'out:en').filter((href) => href.includes('texts')),
      ['/remotes/account/r1/texts-en.js'],
    );
    assert.deepEqual(
      hrefs('/login', 'out:zh-CN').filter((href) => /common|texts/.test(href)),
      ['/common-zh.js', '/remotes/account/r1/texts-zh.js'],
    );
  });

  it("signed in: the layout, the menu's texts in its own default language, and the route's remote, whose files are named from its manifest's folder", () => {
    assert.deepEqual(hrefs('/items', 'in:default'), [
      '/common-en.js',
      '/shared.js',
      '/layout.js',
      '/menu-zh.js',
      'https://cdn.example/items/r2/mf-manifest.json',
      'https://cdn.example/items/r2/remoteEntry.js',
      'https://cdn.example/items/r2/1.js',
      'https://cdn.example/items/r2/App.js',
      'https://cdn.example/items/r2/texts-zh.js',
      // a `shell:` need is the shell's file, named once though the layout shares a chunk with it
      '/pager.js',
    ]);
  });

  it('a signed-in route asked signed out gets the hints of /login, where it lands; the home signed in the dashboard', () => {
    assert.deepEqual(hrefs('/items', 'out:default'), hrefs('/login', 'out:default'));
    assert.deepEqual(hrefs('/', 'in:en'), ['/common-en.js', '/shared.js', '/layout.js', '/menu-en.js', '/dashboard.js']);
    assert.deepEqual(hrefs('/login', 'in:en'), hrefs('/', 'in:en'));
  });

  it('a remote whose build says nothing gets its manifest hinted only; an unknown path the common texts only', () => {
    assert.deepEqual(hrefs('/admin', 'in:en').slice(-1), ['/remotes/templates/r3/mf-manifest.json']);
    assert.deepEqual(hrefs('/nowhere', 'out:default'), ['/common-en.js']);
    const { remotes, ...rest } = SOURCES;
    assert.deepEqual(hrefs('/login', 'out:default', { ...rest, remotes: { ...remotes, account: undefined } }), ['/common-en.js']);
  });

  it('has a variant for each session and language preference', () => {
    assert.deepEqual(Object.keys(hintPlan('/login', SOURCES).variants).sort(), [
      'in:default',
      'in:en',
      'in:zh-CN',
      'out:default',
      'out:en',
      'out:zh-CN',
    ]);
  });
});

describe("first-screen calls: a signed-in page starts its screen's first calls", () => {
  const LIST = { method: 'POST' as const, path: '/api/backend/video-template/list?limit=10&skip=0' };
  const withCalls: PlanSources = {
    ...SOURCES,
    remotes: {
      ...SOURCES.remotes,
      templates: {
        manifestUrl: '/remotes/templates/r3/mf-manifest.json',
        remoteEntry: 'remoteEntry.js',
        build: { groups: {}, needs: { './App': { defaultLanguage: 'zh-CN', groups: [], calls: [LIST] } } },
      },
    },
  };

  it("names the calls the landing screen's build declares, wherever the route sends a signed-in visitor", () => {
    assert.deepEqual(earlyCalls('/admin', withCalls), [LIST]);
    assert.deepEqual(earlyCalls('/admin/anything', withCalls), [LIST]);
    // a deeper route is another remote's, whose build declares none
    assert.deepEqual(earlyCalls('/admin/video-tasks', withCalls), []);
    // the dashboard, the 404 and a remote without a build have none
    assert.deepEqual(earlyCalls('/', withCalls), []);
    assert.deepEqual(earlyCalls('/nowhere', withCalls), []);
    assert.deepEqual(earlyCalls('/admin', SOURCES), []);
  });

  it('a build whose calls are not plain API calls is not read at all', () => {
    const build = (calls: unknown) =>
      parseFirstScreenBuild(JSON.stringify({ groups: {}, needs: { './App': { defaultLanguage: 'en', groups: [], calls } } }));
    assert.ok(build([LIST]));
    assert.ok(build(undefined));
    assert.equal(build([{ method: 'DELETE', path: '/api/v1/items/1' }]), null);
    assert.equal(build([{ method: 'GET', path: 'https://elsewhere.example/api/x' }]), null);
    assert.equal(build('/api/v1/users/me'), null);
  });
});

describe("first-screen markup: a signed-out page shows its screen's markup", () => {
  const MARKUP = { language: 'en' as const, reads: ['openRegistration'], html: '<style>.x{}</style><main class="x">Log In</main>' };
  const withMarkup: PlanSources = {
    ...SOURCES,
    remotes: {
      ...SOURCES.remotes,
      account: {
        ...SOURCES.remotes.account!,
        build: { groups: {}, needs: { './Login': { defaultLanguage: 'en', groups: [], markup: MARKUP } } },
      },
    },
  };

  it('where a signed-out visitor lands on the screen: its route, the home and the signed-in routes (sent to /login)', () => {
    for (const path of ['/login', '/', '/items']) assert.deepEqual(firstMarkup(path, withMarkup, {}), MARKUP, path);
    // another screen of the remote, the 404, and a build without markup have none
    for (const path of ['/signup', '/nowhere']) assert.equal(firstMarkup(path, withMarkup, {}), null, path);
    assert.equal(firstMarkup('/login', SOURCES, {}), null);
  });

  it('only while the runtime config is as the markup was rendered with: the keys it read absent', () => {
    assert.deepEqual(firstMarkup('/login', withMarkup, { apiUrl: '', remotes: {} }), MARKUP);
    assert.equal(firstMarkup('/login', withMarkup, { openRegistration: false }), null);
  });

  it('a build whose markup is not whole is not read at all', () => {
    const build = (markup: unknown) =>
      parseFirstScreenBuild(JSON.stringify({ groups: {}, needs: { './Login': { defaultLanguage: 'en', groups: [], markup } } }));
    assert.ok(build(MARKUP));
    assert.equal(build({ ...MARKUP, language: 'fr' }), null);
    assert.equal(build({ ...MARKUP, reads: 'openRegistration' }), null);
    assert.equal(build({ language: 'en', reads: [] }), null);
  });

  it('markup with anything that could run (a script, an event handler, a frame, a javascript: link) is not read at all', () => {
    const build = (html: string) =>
      parseFirstScreenBuild(
        JSON.stringify({ groups: {}, needs: { './Login': { defaultLanguage: 'en', groups: [], markup: { ...MARKUP, html } } } }),
      );
    assert.ok(build('<form><input name="username" autoComplete="username"/><button type="submit">Log In</button></form>'));
    for (const html of [
      '<main><script>alert(1)</script></main>',
      '<main><SCRIPT src="/x.js"></SCRIPT></main>',
      '<img src="x" onerror="alert(1)">',
      '<main><iframe src="/x"></iframe></main>',
      '<a href="javascript:alert(1)">x</a>',
      '<link rel="stylesheet" href="https://elsewhere.example/x.css">',
    ])
      assert.equal(build(html), null, html);
  });
});

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { LANGUAGE_KEY, setLanguagePreference } from '../../i18n/language-store';
import { CURRENT_USER_PATH } from '../../session/current-user-path';
import { clearAccessToken, setAccessToken, TOKEN_KEY } from '../../session/token-store';
import { setThemePreference, THEME_KEY } from '../../theme/theme-store';

// The page's boot script (first-screen-boot.ts, compiled into the shell's index.html) picks the
// server's preload hints for the session and the language preference it reads from localStorage:
// it must read them where the app keeps them.
const BUILD = join(dirname(require.resolve('@video-admin/kit/package.json')), 'build');
const bootScript = execFileSync(process.execPath, [join(BUILD, 'boot-script.cjs')], { encoding: 'utf8' });

test('the page carries the compiled script, which holds the keys and the path of the modules that own them', () => {
  expect(readFileSync(join(BUILD, 'index.html'), 'utf8')).toContain('<script id="first-screen-boot"><%= bootScript %></script>');
  for (const fact of [TOKEN_KEY, LANGUAGE_KEY, THEME_KEY, CURRENT_USER_PATH]) expect(bootScript).toContain(JSON.stringify(fact));
});

test('the compiled script is one small statement: no module runtime, nothing of the stores beside the keys', () => {
  // Every page carries it inline: about 950 characters of hints and early calls, 350 of markup.
  expect(bootScript.length).toBeLessThan(1400);
  // The stores' own code (their subscriptions, their storage listeners) stays out.
  expect(bootScript).not.toMatch(/require|__esModule|defineProperty|removeEventListener|["']storage["']|<\/script/);
  expect(() => new Function(bootScript)).not.toThrow();
});

const DATA = {
  config: { apiUrl: '' },
  hints: [
    { href: '/common-texts-en.js', as: 'script', run: true },
    { href: '/remotes/account/r1/mf-manifest.json', as: 'fetch' },
    { href: '/layout.js', as: 'script', run: true },
    { href: '/common-texts-zh-CN.js', as: 'script', run: true },
    { href: '/remotes/account/r1/remoteEntry.js', as: 'script' },
  ],
  variants: { 'out:default': [0, 1], 'in:default': [0, 2], 'in:zh-CN': [3, 2], 'out:zh-CN': [3, 1] },
};

function boot(data: unknown = DATA) {
  document.head.innerHTML = data === null ? '' : `<script type="application/json" id="first-screen">${JSON.stringify(data)}</script>`;
  new Function(bootScript)();
  return [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => ({
    href: link.getAttribute('href'),
    as: link.getAttribute('as'),
    crossorigin: link.getAttribute('crossorigin'),
  }));
}

const realFetch = window.fetch;
beforeEach(() => {
  window.fetch = jest.fn(() => Promise.resolve(new Response('{}')));
});

afterEach(() => {
  window.fetch = realFetch;
  delete window.__earlyAnswers;
  clearAccessToken();
  window.localStorage.clear();
});

test('signed out with the default language: that variant, the fetch preloaded with CORS as fetch() asks', () => {
  expect(boot()).toEqual([
    { href: '/common-texts-en.js', as: 'script', crossorigin: null },
    { href: '/remotes/account/r1/mf-manifest.json', as: 'fetch', crossorigin: 'anonymous' },
  ]);
});

test('reads the session and the language where the app keeps them', () => {
  setAccessToken('a token');
  expect(boot().map((link) => link.href)).toEqual(['/common-texts-en.js', '/layout.js']);
  setLanguagePreference('zh-CN');
  expect(boot().map((link) => link.href)).toEqual(['/common-texts-zh-CN.js', '/layout.js']);
});

test('a page without data, or with data it cannot read, gets no hints and no error', () => {
  expect(boot(null)).toEqual([]);
  document.head.innerHTML = '<script type="application/json" id="first-screen">{not json</script>';
  expect(() => new Function(bootScript)()).not.toThrow();
  expect(document.head.querySelectorAll('link').length).toBe(0);
});

test('a preload that fails is marked, so the shell reloads the page to retry instead of reusing the failure', () => {
  const [first] = boot();
  const link = document.head.querySelector(`link[href="${first!.href}"]`)!;
  expect(link.hasAttribute('data-failed')).toBe(false);
  link.dispatchEvent(new Event('error'));
  expect(link.hasAttribute('data-failed')).toBe(true);
});

test('a chunk runs once its preload is in; a container and a fetch wait for the app, and a failed chunk does not run', () => {
  const scripts = () => [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));
  boot({ ...DATA, variants: { 'out:default': [0, 1, 2, 4] } });
  const link = (href: string) => document.head.querySelector(`link[href="${href}"]`)!;
  expect(scripts()).toEqual([]);
  link('/common-texts-en.js').dispatchEvent(new Event('load'));
  expect(scripts()).toEqual(['/common-texts-en.js']);
  link('/remotes/account/r1/mf-manifest.json').dispatchEvent(new Event('load'));
  link('/remotes/account/r1/remoteEntry.js').dispatchEvent(new Event('load'));
  link('/layout.js').dispatchEvent(new Event('error'));
  expect(scripts()).toEqual(['/common-texts-en.js']);
});

test('signed in, it asks for the signed-in user at once, with the token, where the app asks for it', () => {
  boot();
  expect(window.fetch).not.toHaveBeenCalled();
  expect(window.__earlyAnswers).toBeUndefined();

  setAccessToken('a token');
  boot({ ...DATA, config: { apiUrl: 'https://api.example/base' } });
  const url = `https://api.example${CURRENT_USER_PATH}`;
  expect(window.fetch).toHaveBeenCalledWith(url, { method: 'GET', credentials: 'include', headers: { Authorization: 'Bearer a token' } });
  expect(window.__earlyAnswers).toMatchObject({ token: 'a token' });
  expect(Object.keys(window.__earlyAnswers!.answers)).toEqual([`GET ${url}`]);
});

test("signed in, it makes the calls the route's screen declares once the page's scripts have run, keyed as the client looks them up", () => {
  const calls = [{ method: 'POST', path: '/api/backend/video-template/list?limit=10&skip=0&template_status=%E5%BE%85%E7%94%9F%E6%88%90' }];
  boot({ ...DATA, calls });
  document.dispatchEvent(new Event('DOMContentLoaded'));
  expect(window.fetch).not.toHaveBeenCalled();

  setAccessToken('a token');
  boot({ ...DATA, calls });
  const me = `http://localhost${CURRENT_USER_PATH}`;
  const list = `http://localhost${calls[0]!.path}`;
  // The signed-in user at once; the screen's calls would take the connections the page's files need.
  expect(window.fetch).toHaveBeenCalledTimes(1);
  expect(Object.keys(window.__earlyAnswers!.answers)).toEqual([`GET ${me}`]);
  document.dispatchEvent(new Event('DOMContentLoaded'));
  expect(window.fetch).toHaveBeenLastCalledWith(list, {
    method: 'POST',
    credentials: 'include',
    headers: { Authorization: 'Bearer a token' },
  });
  expect(Object.keys(window.__earlyAnswers!.answers)).toEqual([`GET ${me}`, `POST ${list}`]);
});

test('signed in, the declared calls go out as soon as every file the page preloads is in, if that is before DOMContentLoaded, and once', () => {
  const calls = [{ method: 'POST', path: '/api/backend/video-template/list?limit=10&skip=0' }];
  setAccessToken('a token');
  boot({ ...DATA, calls });
  const links = [...document.head.querySelectorAll('link[rel="preload"]')];
  expect(links).toHaveLength(2);
  links[0]!.dispatchEvent(new Event('load'));
  expect(window.fetch).toHaveBeenCalledTimes(1); // the signed-in user only: a file is still on its way
  // A preload that failed is in too, as far as the calls are concerned; the page marks it for the shell.
  links[1]!.dispatchEvent(new Event('error'));
  expect(links[1]!.hasAttribute('data-failed')).toBe(true);
  expect(window.fetch).toHaveBeenCalledTimes(2);
  expect(window.fetch).toHaveBeenLastCalledWith(`http://localhost${calls[0]!.path}`, expect.objectContaining({ method: 'POST' }));
  document.dispatchEvent(new Event('DOMContentLoaded'));
  expect(window.fetch).toHaveBeenCalledTimes(2);
});

describe("a screen's markup in the page", () => {
  const markupHidden = () => document.documentElement.classList.contains('no-first-markup');
  const withMarkup = { ...DATA, markupLanguage: 'en' };
  const originalMatchMedia = window.matchMedia;
  const prefersDark = (dark: boolean) => {
    window.matchMedia = ((query: string) => ({ matches: dark && query === '(prefers-color-scheme: dark)' })) as typeof window.matchMedia;
  };
  beforeEach(() => prefersDark(false));
  afterEach(() => {
    document.documentElement.classList.remove('no-first-markup');
    document.body.innerHTML = '';
    window.matchMedia = originalMatchMedia;
  });

  test('stays for a signed-out visitor with the default language, or the one it shows, in the light theme', () => {
    boot(withMarkup);
    expect(markupHidden()).toBe(false);
    setLanguagePreference('en');
    setThemePreference('light');
    prefersDark(true);
    boot(withMarkup);
    expect(markupHidden()).toBe(false);
  });

  test.each([
    ['signed in', () => setAccessToken('a token')],
    ['another language chosen', () => setLanguagePreference('zh-CN')],
    ['the dark theme chosen', () => setThemePreference('dark')],
    ['the system theme, dark', () => prefersDark(true)],
  ])('is hidden (the spinner shows) when %s', (_case, arrange) => {
    arrange();
    boot(withMarkup);
    expect(markupHidden()).toBe(true);
  });

  test("holds the markup's form when sent before the app is there, and only that form", () => {
    boot(withMarkup);
    document.body.innerHTML = '<div id="first-markup"><form id="early"></form></div><form id="other"></form>';
    const send = (id: string) => document.getElementById(id)!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(send('early')).toBe(false);
    expect(document.getElementById('early')!.hasAttribute('data-sent')).toBe(true);
    expect(send('other')).toBe(true);
    expect(document.getElementById('other')!.hasAttribute('data-sent')).toBe(false);
  });

  test('a page without markup hides nothing', () => {
    setAccessToken('a token');
    boot();
    expect(markupHidden()).toBe(false);
  });
});

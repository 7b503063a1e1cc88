// A remote's build renders the screens it declares `markup` for (kit/build/markup): the page
// shows that HTML before the app's code arrives, so it must be the screen's own first render, with
// the CSS it needs and little more.
import { join } from 'node:path';
import { pruneThemeProperties, ruleApplies, usedClasses } from '../../kit/build/markup/prune-css';

const root = join(__dirname, '..', '..');
const { withMarkup } = require('../../kit/build/markup/first-screen-markup.cjs');

describe('the CSS kept with the markup', () => {
  const used = usedClasses('<main class="a  b"><p class="c">x</p></main>');

  test("a rule is kept when every class its selector names is in the markup, a condition's by its rule", () => {
    expect([...used]).toEqual(expect.arrayContaining(['a', 'b', 'c']));
    expect(ruleApplies('.a{color:red;}', used)).toBe(true);
    expect(ruleApplies('.a:hover .c::after{color:red;}', used)).toBe(true);
    expect(ruleApplies('.a .d{color:red;}', used)).toBe(false);
    expect(ruleApplies('@media (forced-colors: active){.b{color:red;}}', used)).toBe(true);
    expect(ruleApplies('@media (forced-colors: active){.d{color:red;}}', used)).toBe(false);
    expect(ruleApplies('@keyframes spin{to{transform:rotate(1turn);}}', used)).toBe(true);
  });

  test('the theme keeps the properties the CSS reads, and those they read in turn', () => {
    const theme = '--a: 1px; --b: var(--c); --c: red; --d: blue;';
    expect(pruneThemeProperties(theme, '.x{margin:var(--a);color:var(--b);}')).toBe('--a: 1px; --b: var(--c); --c: red;');
    expect(pruneThemeProperties(theme, '')).toBe('');
  });
});

test("remote-account's login screen, rendered as its build renders it: the form, its fields by name, its CSS", async () => {
  const exposes = { './Login': './src/exposes/login.tsx' };
  const declaration = { routes: [{ path: '/login', module: 'Login', session: 'signed-out' }] };
  const needs = await withMarkup(
    { './Login': { defaultLanguage: 'en', groups: [], markup: { reads: ['openRegistration'] } } },
    { dir: join(root, 'remote-account'), exposes, declaration },
  );
  const { language, reads, html } = needs['./Login'].markup;
  expect({ language, reads }).toEqual({ language: 'en', reads: ['openRegistration'] });
  expect(html).toMatch(/^<style>\.fui-FluentProvider\S* \{ --/);
  expect(html).toContain('<input type="email" autoComplete="username"');
  expect(html).toMatch(/<input[^>]*name="username"/);
  expect(html).toMatch(/<input[^>]*name="password"/);
  expect(html).toMatch(/<button type="submit"[^>]*>Log In<\/button>/);
  expect(html).toContain('href="/signup"');
  // Only the CSS the markup uses: no Griffel bucket of its own, no theme property it does not read.
  const css = html.slice(0, html.indexOf('</style>'));
  expect(html).not.toContain('data-make-styles-bucket');
  expect(css).not.toContain('--colorPaletteBerryBackground1');
  const classes = usedClasses(html);
  const rules = css.slice(css.indexOf('}\n') + 2).match(/[^{}]+\{[^{}]*\}/g)!;
  expect(rules.length).toBeGreaterThan(50);
  for (const rule of rules.filter((candidate) => !candidate.startsWith('@'))) expect(ruleApplies(rule, classes)).toBe(true);
}, 60_000);

test('markup declared for a screen that is not a signed-out one fails the build', async () => {
  const declaration = { routes: [{ path: '/settings', module: 'Settings', session: 'signed-in' }] };
  await expect(
    withMarkup(
      { './Settings': { defaultLanguage: 'en', groups: [], markup: {} } },
      { dir: join(root, 'remote-account'), exposes: { './Settings': './src/exposes/settings.tsx' }, declaration },
    ),
  ).rejects.toThrow('"./Settings" declares markup but is no signed-out screen this build exposes');
});

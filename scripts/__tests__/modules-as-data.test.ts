// Modules are data: the server and the shell learn which remotes exist from the module registry
// and the live releases' declarations, never from their own code. So no source file of either
// (tests and migrations aside) names a remote's package or, where modules are handled, its
// config key, as a string or an object key. Comments may.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

const root = resolve(__dirname, '..', '..');
const FRONTEND_ENTRIES: Array<{ package: string; host?: boolean }> = require('../lib/frontend-list.cjs').frontendEntries();
const REMOTES = FRONTEND_ENTRIES.filter((entry) => !entry.host).map((entry) => entry.package);

/** The remotes' config keys: their webpack `name`, read from each webpack config. */
const CONFIG_KEYS = REMOTES.map((remote) => {
  const match = /\bname:\s*'([^']+)'/.exec(readFileSync(join(root, remote, 'webpack.config.cjs'), 'utf8'));
  if (!match) throw new Error(`${remote}/webpack.config.cjs names no federation name`);
  return match[1]!;
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|json|cjs|mjs)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !/__tests__|\.test\.|[/\\]migrations[/\\]/.test(file));
}

/** The code without its comments (good enough for a search: a '//' inside a string ends the line early). */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** Each place `words` stand as a string ('x', "x", `x`) or an object key (x: …, 'x': …). */
function namedIn(files: string[], words: string[]): string[] {
  const alternatives = words.map((word) => word.replace(/[-$]/g, '\\$&')).join('|');
  const asString = new RegExp(`(['"\`])(${alternatives})\\1`, 'g');
  const asKey = new RegExp(`(?:^|[{,\\s])(${alternatives})\\s*:(?!:)`, 'gm');
  const found: string[] = [];
  for (const file of files) {
    const code = withoutComments(readFileSync(file, 'utf8'));
    for (const pattern of [asString, asKey]) {
      for (const match of code.matchAll(pattern)) found.push(`${relative(root, file)}: ${match[0].trim()}`);
    }
  }
  return found;
}

test('the remotes are read from the workspace list and their webpack configs', () => {
  expect(REMOTES.length).toBeGreaterThanOrEqual(4);
  expect(CONFIG_KEYS).toHaveLength(REMOTES.length);
});

test("no source file of the server or the shell names a remote's package", () => {
  expect(namedIn([...sourceFiles(join(root, 'server', 'src')), ...sourceFiles(join(root, 'shell', 'src'))], REMOTES)).toEqual([]);
});

test("the shell's sources name no remote's config key", () => {
  expect(namedIn(sourceFiles(join(root, 'shell', 'src')), CONFIG_KEYS)).toEqual([]);
});

// Elsewhere in the server, 'items' and 'templates' are the product's own words (the items table,
// the API's fields, the bulk lists), not modules.
test("the server's module, release, page and settings code names no remote's config key", () => {
  const dirs = ['modules/frontend-modules', 'modules/deploy-keys', 'modules/releases', 'modules/first-screen', 'config', 'cli'];
  const files = dirs.flatMap((dir) => sourceFiles(join(root, 'server', 'src', dir)));
  expect(namedIn(files, CONFIG_KEYS)).toEqual([]);
});

test('the search finds a name as a string or a key, and not in a comment', () => {
  const dir = mkdtempSync(join(tmpdir(), 'modules-as-data-'));
  try {
    const file = join(dir, 'probe.ts');
    writeFileSync(
      file,
      "// 'remote-items' in a comment\nconst a = { items: 1, 'videoTasks': 2 };\ncall(`remote-items`, \"x\");\n/* videoTasks: 3 */\n",
    );
    expect(namedIn([file], ['remote-items', 'items', 'videoTasks']).map((found) => found.split(': ').slice(1).join(': '))).toEqual([
      "'videoTasks'",
      '`remote-items`',
      'items:',
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

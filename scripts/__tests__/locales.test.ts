// Every namespace ships the same keys in English and Chinese, with the same placeholders, so
// switching the language never shows a raw key or drops a value.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(__dirname, '..', '..');
const FRONTEND_ENTRIES: Array<{ package: string; host?: boolean }> = require('../../frontends.json');
const PACKAGES = ['shared-ui', ...FRONTEND_ENTRIES.map((entry) => entry.package)];
const LANGUAGES = ['en', 'zh-CN'];

function localeDirs(dir: string): string[] {
  const entries = readdirSync(dir);
  const here = entries.some((name) => LANGUAGES.some((lng) => name === `${lng}.json`)) ? [dir] : [];
  return [
    ...here,
    ...entries
      .map((name) => join(dir, name))
      .filter((path) => statSync(path).isDirectory())
      .flatMap(localeDirs),
  ];
}

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  if (typeof value !== 'object' || value === null) return { [prefix]: String(value) };
  return Object.assign({}, ...Object.entries(value).map(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key)));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const dirs = PACKAGES.flatMap((pkg) => localeDirs(join(root, pkg, 'src')));

test('every package has its texts in locale files', () => {
  for (const pkg of PACKAGES) expect(dirs.some((dir) => dir.startsWith(join(root, pkg)))).toBe(true);
});

describe.each(dirs.map((dir) => [relative(root, dir), dir]))('%s', (_name, dir) => {
  const texts = Object.fromEntries(LANGUAGES.map((lng) => [lng, flatten(JSON.parse(readFileSync(join(dir, `${lng}.json`), 'utf8')))]));

  test('en and zh-CN have the same keys', () => {
    expect(Object.keys(texts['zh-CN']!).sort()).toEqual(Object.keys(texts.en!).sort());
  });

  test('no text is empty and each translation keeps the placeholders', () => {
    for (const [key, english] of Object.entries(texts.en!)) {
      const chinese = texts['zh-CN']![key] ?? '';
      expect({ key, english: english.trim() !== '', chinese: chinese.trim() !== '' }).toEqual({ key, english: true, chinese: true });
      expect({ key, placeholders: placeholders(chinese) }).toEqual({ key, placeholders: placeholders(english) });
    }
  });
});

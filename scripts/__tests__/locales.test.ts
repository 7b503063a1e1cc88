// Every namespace ships the same keys in English and Chinese, with the same placeholders, so
// switching the language never shows a raw key or drops a value.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(__dirname, '..', '..');
const PACKAGES: string[] = ['shared-ui', ...require('../lib/frontend-list.cjs').frontendFolders()];
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

// A text with plural forms is one text: English has items_one and items_other, Chinese one form,
// items (i18next falls back to it for any count).
const PLURAL = /_(zero|one|two|few|many|other)$/;
const textName = (key: string) => key.replace(PLURAL, '');

const dirs = PACKAGES.flatMap((pkg) => localeDirs(join(root, pkg, 'src')));

test('every package has its texts in locale files', () => {
  for (const pkg of PACKAGES) expect(dirs.some((dir) => dir.startsWith(join(root, pkg)))).toBe(true);
});

describe.each(dirs.map((dir) => [relative(root, dir), dir]))('%s', (_name, dir) => {
  const texts = Object.fromEntries(LANGUAGES.map((lng) => [lng, flatten(JSON.parse(readFileSync(join(dir, `${lng}.json`), 'utf8')))]));

  test('en and zh-CN have the same texts, English with both plural forms of each it counts', () => {
    const names = (lng: string) => [...new Set(Object.keys(texts[lng]!).map(textName))].sort();
    expect(names('zh-CN')).toEqual(names('en'));
    expect(Object.keys(texts['zh-CN']!).filter((key) => PLURAL.test(key))).toEqual([]);
    const english = Object.keys(texts.en!);
    for (const key of english.filter((name) => name.endsWith('_one'))) expect(english).toContain(key.replace(/_one$/, '_other'));
  });

  test('no text is empty and each translation keeps the placeholders', () => {
    for (const [key, english] of Object.entries(texts.en!)) {
      const chinese = texts['zh-CN']![key] ?? texts['zh-CN']![textName(key)] ?? '';
      expect({ key, english: english.trim() !== '', chinese: chinese.trim() !== '' }).toEqual({ key, english: true, chinese: true });
      expect({ key, placeholders: placeholders(chinese) }).toEqual({ key, placeholders: placeholders(english) });
    }
  });
});

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import en from '../en.json';
import zhCN from '../zh-CN.json';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' ? [] : sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

test('every text exists in English and Chinese, and none is empty', () => {
  expect(keys(zhCN as Tree).sort()).toEqual(keys(en as Tree).sort());
  for (const tree of [en, zhCN] as Tree[]) {
    for (const key of keys(tree)) {
      const value = key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part]!, tree);
      expect([key, value]).not.toEqual([key, '']);
    }
  }
});

test("every key the code names literally, t('a.b'), has a text", () => {
  const known = new Set(keys(zhCN as Tree));
  const used = sources(join(__dirname, '..', '..')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([\w.]+)'/g)].map((match) => match[1]!),
  );
  expect(used.length).toBeGreaterThan(100);
  expect(used.filter((key) => !known.has(key))).toEqual([]);
});

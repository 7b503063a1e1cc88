import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import changesEn from '../changes/en.json';
import changesZhCN from '../changes/zh-CN.json';
import dialogsEn from '../dialogs/en.json';
import dialogsZhCN from '../dialogs/zh-CN.json';
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

// A text with plural forms is one text: English has items_one and items_other, Chinese one form, items.
const PLURAL = /_(zero|one|two|few|many|other)$/;
const texts = (tree: Tree) => [...new Set(keys(tree).map((key) => key.replace(PLURAL, '')))].sort();

test('every text exists in English and Chinese, and none is empty', () => {
  expect(texts(zhCN as Tree)).toEqual(texts(en as Tree));
  expect(texts(dialogsZhCN as Tree)).toEqual(texts(dialogsEn as Tree));
  expect(texts(changesZhCN as Tree)).toEqual(texts(changesEn as Tree));
  // Chinese has no plural forms; English has both of each it uses.
  expect(keys(zhCN as Tree).filter((key) => PLURAL.test(key))).toEqual([]);
  const english = keys(en as Tree);
  for (const key of english.filter((name) => name.endsWith('_one'))) expect(english).toContain(key.replace(/_one$/, '_other'));
  for (const tree of [en, zhCN, dialogsEn, dialogsZhCN, changesEn, changesZhCN] as Tree[]) {
    for (const key of keys(tree)) {
      const value = key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part]!, tree);
      expect([key, value]).not.toEqual([key, '']);
    }
  }
});

test("the dialogs' texts join the namespace without replacing any of the lists' texts", () => {
  const groups = new Set(Object.keys(zhCN));
  expect(Object.keys(dialogsZhCN).filter((group) => groups.has(group))).toEqual([]);
});

test("the texts of what follows a change join the namespace without replacing the lists' or the dialogs' texts", () => {
  const groups = new Set([...Object.keys(zhCN), ...Object.keys(dialogsZhCN)]);
  expect(Object.keys(changesZhCN).filter((group) => groups.has(group))).toEqual([]);
});

test("every key the code names literally, t('a.b'), has a text", () => {
  const known = new Set([...keys(zhCN as Tree), ...keys(dialogsZhCN as Tree), ...keys(changesZhCN as Tree)]);
  const used = sources(join(__dirname, '..', '..')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([\w.]+)'/g)].map((match) => match[1]!),
  );
  expect(used.length).toBeGreaterThan(100);
  expect(used.filter((key) => !known.has(key))).toEqual([]);
});

test("only code that waits for the dialogs' texts names them", () => {
  const dialogKeys = new Set(keys(dialogsZhCN as Tree));
  const early = sources(join(__dirname, '..', '..')).filter((file) => {
    const text = readFileSync(file, 'utf8');
    const names = [...text.matchAll(/\bt\(\s*'([\w.]+)'/g)].some((match) => dialogKeys.has(match[1]!));
    // A model function handed the dialog's `t` counts as the dialog's.
    return names && !text.includes('useTemplateDialogsTranslation') && !file.endsWith('history-value.ts');
  });
  expect(early).toEqual([]);
});

test("only code that says what follows a change names its texts: a change's toasts (made once its call, which fetches them, is done) or code that fetches them first", () => {
  const changeKeys = new Set(keys(changesZhCN as Tree));
  const unprepared = sources(join(__dirname, '..', '..')).filter((file) => {
    const text = readFileSync(file, 'utf8');
    const names = [...text.matchAll(/\bt\(\s*['`]([\w.]+)/g)].some(
      (match) => changeKeys.has(match[1]!) || /^(toast|publishFields)\./.test(match[1]!),
    );
    return names && !/\b(successToast|failureToast|loadScreenChangeTexts)\b/.test(text);
  });
  expect(unprepared).toEqual([]);
});

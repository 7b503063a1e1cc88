import en from '../en.json';
import zhCN from '../zh-CN.json';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
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

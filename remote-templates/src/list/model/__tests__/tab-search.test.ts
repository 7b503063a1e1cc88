import { filterKeysFor } from '../../../model/tabs';
import { searchForTab } from '../tab-search';

const ALL = ['template_id', 'template_name', 'template_platform', 'template_top_title', 'template_status'];
const PENDING = ['template_name', 'template_platform'];

test('keeps the filters the next tab has, the order and the page size; the page returns to 1', () => {
  const current = new URLSearchParams(
    'template_name=海边&template_platform=keling&template_status=已生成&template_id=7&page=3&size=20&sort=template_id&order=asc',
  );
  expect(Object.fromEntries(new URLSearchParams(searchForTab(current, PENDING)))).toEqual({
    template_name: '海边',
    template_platform: 'keling',
    sort: 'template_id',
    order: 'asc',
    size: '20',
  });
});

test('only the keys given come along: anything else in the URL is left behind', () => {
  expect(searchForTab(new URLSearchParams('template_status=已生成&template_top_title=夏&page=2&other=1'), PENDING)).toBe('');
  expect(searchForTab(new URLSearchParams('template_id=12&template_name=x'), ['template_id'])).toBe('?template_id=12');
});

test('every filter of the screen comes along, the next tab’s own first: 全部 → 已上架 → 全部 keeps 可灵 and the title', () => {
  const all = new URLSearchParams('template_platform=keling&template_top_title=加长版&page=3');
  const published = searchForTab(all, filterKeysFor('published'));
  expect(published).toBe(`?${new URLSearchParams({ template_platform: 'keling', template_top_title: '加长版' })}`);
  const back = searchForTab(new URLSearchParams(`${published}&template_id=7`), filterKeysFor('all'));
  expect(back).toBe(`?${new URLSearchParams({ template_id: '7', template_platform: 'keling', template_top_title: '加长版' })}`);
  expect(filterKeysFor('published')).toEqual(['template_id', 'template_name', 'template_platform', 'template_top_title']);
});

test('a status filter does not follow onto a tab of one status: that tab is its status', () => {
  expect(filterKeysFor('pending')).toEqual(['template_name', 'template_platform', 'template_id', 'template_top_title']);
  expect(filterKeysFor('all')).toContain('template_status');
});

test('back to 全部模板, every filter it has comes along; empty values are left out', () => {
  expect(searchForTab(new URLSearchParams('template_name=山&template_platform='), ALL)).toBe(
    `?${new URLSearchParams({ template_name: '山' })}`,
  );
});

test('a repeated filter comes along with every value', () => {
  const current = new URLSearchParams('template_sub_status=GENERATION_FAILED&template_sub_status=AUDIT_FAILED&template_id=3');
  expect(new URLSearchParams(searchForTab(current, [...PENDING, 'template_sub_status'])).getAll('template_sub_status')).toEqual([
    'GENERATION_FAILED',
    'AUDIT_FAILED',
  ]);
});

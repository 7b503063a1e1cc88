import { queryOfTab, searchHasFilters, searchOfView, tabOfView } from '../view-query';

const DEFAULT_ORDER = { by: 'updated_at', order: 'desc' } as const;

test('a view keeps the tab, the filters in force there (not those kept for other tabs), the sub-statuses and the order', () => {
  const search = new URLSearchParams(
    'template_name=海&template_platform=keling&template_id=7&template_top_title=&template_sub_status=IN_QUEUE&template_sub_status=UNREVIEWED&page=3',
  );
  // 待生成 shows the name and the platform; the id waits in the URL for 全部 and 已上架.
  expect(queryOfTab('pending', search, { by: 'template_id', order: 'asc' })).toEqual({
    tab: 'pending',
    filters: { template_name: '海', template_platform: 'keling', template_sub_status: 'IN_QUEUE,UNREVIEWED' },
    sort: { by: 'template_id', order: 'asc' },
  });
  expect(queryOfTab('published', search, DEFAULT_ORDER)).toEqual({
    tab: 'published',
    filters: { template_id: '7', template_sub_status: 'IN_QUEUE,UNREVIEWED' },
    sort: null,
  });
});

test("a view's query on its tab: the filters the tab takes, the sub-statuses again repeated, its order, the page size in force, page 1", () => {
  const current = new URLSearchParams('template_top_title=夏&page=4&size=50');
  const search = searchOfView(
    {
      tab: 'pending',
      filters: { template_name: '海', template_sub_status: 'IN_QUEUE, UNREVIEWED', template_status: '已上架' },
      sort: { by: 'template_id', order: 'asc' },
    },
    'pending',
    current,
  );
  expect(search).toBe(
    `?${new URLSearchParams([
      ['template_name', '海'],
      ['template_sub_status', 'IN_QUEUE'],
      ['template_sub_status', 'UNREVIEWED'],
      ['sort', 'template_id'],
      ['order', 'asc'],
      ['size', '50'],
    ])}`,
  );
});

test('what a view holds beyond what the screen knows is left out: unknown keys, blank or non-text values, unknown orders', () => {
  const hostile = {
    tab: 'all',
    filters: { template_name: '  ', evil: 'x', template_platform: 42 as unknown as string, template_status: '待生成' },
    sort: { by: 'template_prompt', order: 'asc' as const },
  };
  expect(searchOfView(hostile, 'all', new URLSearchParams())).toBe('?template_status=%E5%BE%85%E7%94%9F%E6%88%90');
  expect(searchOfView({ filters: {}, sort: { by: 'template_id', order: 'sideways' as 'asc' } }, 'all', new URLSearchParams())).toBe('');
  // The list's own order is not spelled out in the URL.
  expect(searchOfView({ filters: {}, sort: DEFAULT_ORDER }, 'all', new URLSearchParams())).toBe('');
});

test("a view's tab is one of the screen's, else the tab shown stays", () => {
  expect(tabOfView('generated', 'all')).toBe('generated');
  expect(tabOfView(undefined, 'completion')).toBe('completion');
  expect(tabOfView('audit', 'pending')).toBe('pending');
});

test("filters in the URL (any tab's, or sub-statuses) keep the default view from applying; the order and the page do not", () => {
  expect(searchHasFilters(new URLSearchParams('sort=template_id&order=asc&page=2&size=20'))).toBe(false);
  expect(searchHasFilters(new URLSearchParams('template_name='))).toBe(false);
  expect(searchHasFilters(new URLSearchParams('template_top_title=夏'))).toBe(true);
  expect(searchHasFilters(new URLSearchParams('template_sub_status=IN_QUEUE'))).toBe(true);
});

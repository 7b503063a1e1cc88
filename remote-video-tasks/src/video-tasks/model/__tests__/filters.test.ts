import { filtersFromSearch, parseCreatedAfter, parseIdFilter, parseReadFilter, statsFilters } from '../filters';

test.each([
  ['', undefined],
  ['   ', undefined],
  ['42', 42],
  [' 42 ', 42],
  ['007', 7],
  ['０４２', 42],
  ['0', null],
  ['1', 1],
  ['2147483647', 2147483647],
  ['2147483648', null],
  ['4.2', null],
  ['-3', null],
  ['1e3', null],
  ['12abc', null],
  ['abc', null],
  ['99999999999999999999', null],
])('parseIdFilter(%j) is %p', (text, expected) => {
  expect(parseIdFilter(text)).toBe(expected);
});

test('user ids start at 0, other ids at 1', () => {
  expect(parseIdFilter('0', 'user_id')).toBe(0);
  expect(parseIdFilter('0', 'template_id')).toBeNull();
  expect(parseIdFilter('0', 'original_template_id')).toBeNull();
});

test('only whole-number ids, a non-empty platform and a status 1 to 4 are sent', () => {
  expect(
    filtersFromSearch({
      task_id: '5',
      template_id: 'x',
      original_template_id: '',
      user_id: '８',
      platform: 'jimeng',
      task_status: '4',
      is_read: '',
      created_after: '',
    }),
  ).toEqual({ task_id: 5, user_id: 8, platform: 'jimeng', task_status: 4 });
  expect(
    filtersFromSearch({
      task_id: '',
      template_id: '',
      original_template_id: '',
      user_id: '',
      platform: '',
      task_status: '7',
      is_read: 'unread',
      created_after: 'yesterday',
    }),
  ).toEqual({});
});

test('created_after is sent as the URL has it when the API takes it: an ISO 8601 date-time with its offset', () => {
  const none = { task_id: '', template_id: '', original_template_id: '', user_id: '', platform: '', task_status: '', is_read: '' };
  expect(filtersFromSearch({ ...none, task_status: '4', created_after: '2026-11-20T00:00:00Z' })).toEqual({
    task_status: 4,
    created_after: '2026-11-20T00:00:00Z',
  });
  expect(parseCreatedAfter('2026-11-20T08:00:00.5+08:00')).toBe('2026-11-20T08:00:00.5+08:00');
  for (const refused of ['', '2026-11-20', '2026-11-20T00:00:00', '2026-13-45T00:00:00Z', 'yesterday']) {
    expect(parseCreatedAfter(refused)).toBeUndefined();
  }
});

test("is_read is sent as a yes or no only from the URL's true or false; the summary keeps it, not the status", () => {
  expect(parseReadFilter('false')).toBe(false);
  expect(parseReadFilter('true')).toBe(true);
  for (const ignored of ['', 'unread', 'TRUE', '0', '1']) expect(parseReadFilter(ignored)).toBeUndefined();
  const none = { task_id: '', template_id: '', original_template_id: '', user_id: '', platform: '', task_status: '', created_after: '' };
  const filters = filtersFromSearch({ ...none, task_status: '4', is_read: 'false' });
  expect(filters).toEqual({ task_status: 4, is_read: false });
  expect(statsFilters(filters)).toEqual({ is_read: false });
});

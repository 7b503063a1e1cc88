import { filtersFromSearch, parseIdFilter } from '../filters';

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
    filtersFromSearch({ task_id: '5', template_id: 'x', original_template_id: '', user_id: '８', platform: 'jimeng', task_status: '4' }),
  ).toEqual({ task_id: 5, user_id: 8, platform: 'jimeng', task_status: 4 });
  expect(
    filtersFromSearch({ task_id: '', template_id: '', original_template_id: '', user_id: '', platform: '', task_status: '7' }),
  ).toEqual({});
});

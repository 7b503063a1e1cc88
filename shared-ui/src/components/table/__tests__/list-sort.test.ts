import { nextSort, parseSort, sortDirection, sortValue, type ListSort } from '../list-sort';

type Column = 'id' | 'name' | 'updated';
const COLUMNS: readonly Column[] = ['id', 'name', 'updated'];
const OWN: ListSort<Column> = { by: 'updated', order: 'desc' };

test('a header sorts ascending, then descending, then back to the list order', () => {
  const first = nextSort(OWN, 'id', OWN);
  expect(first).toEqual({ by: 'id', order: 'asc' });
  const second = nextSort(first, 'id', OWN);
  expect(second).toEqual({ by: 'id', order: 'desc' });
  expect(nextSort(second, 'id', OWN)).toEqual(OWN);
  // Another column always starts ascending.
  expect(nextSort(second, 'name', OWN)).toEqual({ by: 'name', order: 'asc' });
});

test("the list's own column turns between its two ways", () => {
  expect(nextSort(OWN, 'updated', OWN)).toEqual({ by: 'updated', order: 'asc' });
  expect(nextSort({ by: 'updated', order: 'asc' }, 'updated', OWN)).toEqual(OWN);
});

test('the URL values: an unknown column is the list order, an unknown way ascending', () => {
  expect(parseSort('name', 'desc', COLUMNS, OWN)).toEqual({ by: 'name', order: 'desc' });
  expect(parseSort('name', 'sideways', COLUMNS, OWN)).toEqual({ by: 'name', order: 'asc' });
  expect(parseSort('prompt', 'asc', COLUMNS, OWN)).toBe(OWN);
  expect(parseSort('', '', COLUMNS, OWN)).toBe(OWN);
});

test('aria-sort only on the sorted column; one value per order for a select', () => {
  expect(sortDirection(OWN, 'updated')).toBe('descending');
  expect(sortDirection({ by: 'id', order: 'asc' }, 'id')).toBe('ascending');
  expect(sortDirection(OWN, 'id')).toBeUndefined();
  expect(sortValue({ by: 'id', order: 'asc' })).toBe('id:asc');
});

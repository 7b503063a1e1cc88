import { listSortSpec, nextSort, parseSort, sameSort, sortDirection, sortValue, type ListSort, type SortOf } from '../list-sort';
import { sortOptions } from '../sort-select';

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

test("a list's sorting is declared once: its columns, and its own order on one of them", () => {
  const spec = listSortSpec(['id', 'name', 'updated'], { by: 'updated', order: 'desc' });
  const byName: SortOf<typeof spec> = { by: 'name', order: 'asc' };
  expect(spec).toEqual({ columns: COLUMNS, fallback: OWN });
  expect(sameSort(byName, { by: 'name', order: 'asc' })).toBe(true);
  expect(sameSort(byName, { by: 'name', order: 'desc' })).toBe(false);
  expect(sameSort(spec.fallback, { by: 'id', order: 'desc' })).toBe(false);
  // @ts-expect-error the own order is on a column of the list
  listSortSpec(['id', 'name'], { by: 'updated', order: 'desc' });
  // @ts-expect-error an order of this list is on one of its columns
  const other: SortOf<typeof spec> = { by: 'prompt', order: 'asc' };
  expect(other.by).toBe('prompt');
});

test('a select offers every column either way, ascending first', () => {
  expect(sortOptions(['id', 'name'], (by, order) => `${by} ${order}`)).toEqual([
    { sort: { by: 'id', order: 'asc' }, label: 'id asc' },
    { sort: { by: 'id', order: 'desc' }, label: 'id desc' },
    { sort: { by: 'name', order: 'asc' }, label: 'name asc' },
    { sort: { by: 'name', order: 'desc' }, label: 'name desc' },
  ]);
});

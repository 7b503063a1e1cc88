import { isRowSelected, NO_ROWS, pageCheckState, selectedCount, togglePage, toggleRow } from '../row-selection';

const page = [1, 2, 3];

test('rows chosen one by one, on this page and others, count and show on their pages', () => {
  let selection = toggleRow(NO_ROWS, 2, true, page);
  expect(pageCheckState(selection, page)).toBe('mixed');
  selection = togglePage(selection, page, true);
  expect(pageCheckState(selection, page)).toBe(true);
  selection = toggleRow(selection, 7, true, [7, 8]);
  expect(selectedCount(selection, 40)).toBe(4);
  expect(pageCheckState(selection, [7, 8])).toBe('mixed');
  // Unselecting a page keeps what is chosen elsewhere.
  selection = togglePage(selection, page, false);
  expect(pageCheckState(selection, page)).toBe(false);
  expect(isRowSelected(selection, 7)).toBe(true);
  expect(selectedCount(selection, 40)).toBe(1);
});

test('"all matching" counts the list total and checks every row; unselecting one keeps the rest of its page', () => {
  const all = { kind: 'all' } as const;
  expect(selectedCount(all, 57)).toBe(57);
  expect(pageCheckState(all, page)).toBe(true);
  expect(isRowSelected(all, 999)).toBe(true);
  const less = toggleRow(all, 2, false, page);
  expect(less).toEqual({ kind: 'ids', ids: new Set([1, 3]) });
  expect(togglePage(all, page, false)).toEqual(NO_ROWS);
});

test('an empty page has an unchecked header', () => {
  expect(pageCheckState({ kind: 'all' }, [])).toBe(false);
});

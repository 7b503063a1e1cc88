import {
  chosenIds,
  moveColumn,
  sanitizeLayout,
  shownColumns,
  toggleColumn,
  viewStateOf,
  DEFAULT_LAYOUT,
  type ChoosableColumn,
} from '../list-layout';

const COLUMNS: ChoosableColumn[] = [
  { id: 'id', label: 'ID', fixed: 'start' },
  { id: 'name', label: 'Name' },
  { id: 'status', label: 'Status' },
  { id: 'prompt', label: 'Prompt', hiddenByDefault: true },
  { id: 'created', label: 'Created' },
  { id: 'actions', label: 'Actions', fixed: 'end' },
];
const ids = (layout = DEFAULT_LAYOUT) => shownColumns(COLUMNS, layout).map((column) => column.id);

test("the list's own layout: the fixed columns at their edges, the others in order but those hidden by default", () => {
  expect(ids()).toEqual(['id', 'name', 'status', 'created', 'actions']);
});

test('hiding, showing again where the list has it, and moving keep the id first and the actions last', () => {
  const hidden = toggleColumn(COLUMNS, DEFAULT_LAYOUT, 'status', false);
  expect(ids(hidden)).toEqual(['id', 'name', 'created', 'actions']);
  const prompt = toggleColumn(COLUMNS, hidden, 'prompt', true);
  expect(ids(prompt)).toEqual(['id', 'name', 'prompt', 'created', 'actions']);
  const moved = moveColumn(COLUMNS, prompt, 'created', -1);
  expect(ids(moved)).toEqual(['id', 'name', 'created', 'prompt', 'actions']);
  // At an end a move changes nothing; a fixed column cannot be moved or hidden.
  expect(moveColumn(COLUMNS, moved, 'name', -1)).toBe(moved);
  expect(moveColumn(COLUMNS, moved, 'id', 1)).toBe(moved);
  expect(ids(toggleColumn(COLUMNS, moved, 'actions', false))).toContain('actions');
});

test('a stored or saved layout keeps only the columns the list has, once each', () => {
  expect(sanitizeLayout(COLUMNS, { columns: ['created', 'gone', 'created', 'id', 'name'], density: 'compact' })).toEqual({
    columns: ['created', 'name'],
    density: 'compact',
  });
  expect(sanitizeLayout(COLUMNS, 'garbage')).toEqual(DEFAULT_LAYOUT);
  expect(sanitizeLayout(COLUMNS, { density: 'tiny' })).toEqual(DEFAULT_LAYOUT);
});

test("a view's state: the tab, the filters in force, the order, the chosen columns and the density", () => {
  const layout = { columns: ['status', 'name'], density: 'compact' as const };
  expect(viewStateOf(COLUMNS, { tab: 'audit', filters: { q: 'ann', role: '' }, sort: { by: 'name', order: 'desc' } }, layout)).toEqual({
    tab: 'audit',
    filters: { q: 'ann' },
    sort: { by: 'name', order: 'desc' },
    columns: ['status', 'name'],
    density: 'compact',
  });
  expect(chosenIds(COLUMNS, DEFAULT_LAYOUT)).toEqual(['name', 'status', 'created']);
});

import type { Column } from '../../components/table/column';
import { choosableColumn, columnsByLayout, savedLayout } from '../tab-layout';

const column = (id: string, more: Partial<Column<unknown>> = {}): Column<unknown> => ({
  id,
  header: id.toUpperCase(),
  render: () => id,
  ...more,
});
const COLUMNS = [
  column('id', { pin: 'start' }),
  column('name'),
  column('platform'),
  column('prompt', { hiddenByDefault: true }),
  column('updatedAt'),
  column('actions', { pin: 'end' }),
];
const ids = (columns: Column<unknown>[]) => columns.map(({ id }) => id);

test('the chooser knows a pinned column as fixed at its edge, and the header as its name', () => {
  expect(choosableColumn(COLUMNS[0]!)).toEqual({ id: 'id', label: 'ID', fixed: 'start', hiddenByDefault: undefined });
  expect(choosableColumn(COLUMNS[3]!)).toMatchObject({ id: 'prompt', hiddenByDefault: true });
});

test("a tab's columns by a layout: the default view with none chosen, else those chosen that the tab has, in their order, between the fixed", () => {
  expect(ids(columnsByLayout(COLUMNS, undefined))).toEqual(['id', 'name', 'platform', 'updatedAt', 'actions']);
  // A view saved on another tab names columns this tab does not have: they are passed over.
  expect(ids(columnsByLayout(COLUMNS, { columns: ['prompt', 'params', 'name', 'id'], density: 'compact' }))).toEqual([
    'id',
    'prompt',
    'name',
    'actions',
  ]);
  // The original column objects, so the table draws them as the tab made them.
  expect(columnsByLayout(COLUMNS, undefined)[1]).toBe(COLUMNS[1]);
});

test('a layout as saved keeps columns no tab has read yet, checks its shape and the density', () => {
  expect(savedLayout({ columns: ['params', 'params', 7, 'name'], density: 'compact' })).toEqual({
    columns: ['params', 'name'],
    density: 'compact',
  });
  expect(savedLayout('junk')).toEqual({ columns: null, density: 'comfortable' });
  expect(savedLayout({ columns: 'name', density: 'tiny' })).toEqual({ columns: null, density: 'comfortable' });
});

import { cardPlace, columnStyle, pinPlacements, type Column } from '../column';

const column = (id: string, more: Partial<Column<unknown>> = {}): Column<unknown> => ({ id, header: id, render: () => null, ...more });

test('one column pinned at each edge sits right at it, and each casts the edge shadow', () => {
  const placements = pinPlacements([column('id', { pin: 'start' }), column('name'), column('actions', { pin: 'end' })]);
  expect(placements.get('id')).toEqual({ pin: 'start', offset: 0, innermost: true });
  expect(placements.get('actions')).toEqual({ pin: 'end', offset: 0, innermost: true });
  expect(placements.has('name')).toBe(false);
});

test('several start columns stack in their order: each sits past the widths of those before it', () => {
  const columns = [
    column('select', { pin: 'start', width: 40 }),
    column('id', { pin: 'start', width: 64 }),
    column('name', { pin: 'start' }),
    column('platform'),
  ];
  const placements = pinPlacements(columns);
  expect(placements.get('select')).toEqual({ pin: 'start', offset: 0, innermost: false });
  expect(placements.get('id')).toEqual({ pin: 'start', offset: 40, innermost: false });
  expect(placements.get('name')).toEqual({ pin: 'start', offset: 104, innermost: true });
  expect(columnStyle(columns[1]!, placements.get('id'))).toEqual({ width: 64, minWidth: 64, maxWidth: 64, insetInlineStart: 40 });
  expect(columnStyle(columns[2]!, placements.get('name'))).toEqual({ insetInlineStart: 104 });
});

test('end columns stack from the end: the last sits at the edge', () => {
  const placements = pinPlacements([column('id'), column('more', { pin: 'end' }), column('actions', { pin: 'end', width: 48 })]);
  expect(placements.get('actions')).toEqual({ pin: 'end', offset: 0, innermost: false });
  expect(placements.get('more')).toEqual({ pin: 'end', offset: 48, innermost: true });
  expect(columnStyle(column('more', { pin: 'end' }), placements.get('more'))).toEqual({ insetInlineEnd: 48 });
});

test('a pinned column with another pinned further in needs a width', () => {
  expect(() => pinPlacements([column('select', { pin: 'start' }), column('id', { pin: 'start' })])).toThrow(/"select".*needs a width/);
});

test('an unpinned column without a width has no style; an end-pinned one is the card’s actions unless it says otherwise', () => {
  expect(columnStyle(column('name'), undefined)).toBeUndefined();
  expect(cardPlace(column('actions', { pin: 'end' }))).toBe('actions');
  expect(cardPlace(column('thumb', { pin: 'end', card: 'media' }))).toBe('media');
  expect(cardPlace(column('prompt'))).toBeUndefined();
});

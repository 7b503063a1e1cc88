import { act, renderHook } from '@testing-library/react';
import { selectedCount } from '../row-selection';
import { useRowSelection } from '../use-row-selection';

test('the selection is kept across pages of the same scope and starts over when the scope changes', () => {
  const { result, rerender } = renderHook(({ scope, ids }) => useRowSelection(scope, ids), {
    initialProps: { scope: 'generated {}', ids: [1, 2] },
  });
  act(() => result.current.togglePage(true));
  expect(result.current.pageState).toBe(true);

  rerender({ scope: 'generated {}', ids: [3, 4] });
  expect(result.current.pageState).toBe(false);
  act(() => result.current.toggleRow(4, true));
  expect(selectedCount(result.current.selection, undefined)).toBe(3);

  rerender({ scope: 'generated {"template_name":"x"}', ids: [3, 4] });
  expect(selectedCount(result.current.selection, undefined)).toBe(0);
  expect(result.current.pageState).toBe(false);

  act(() => result.current.selectAllMatching());
  expect(result.current.selection).toEqual({ kind: 'all' });
  act(() => result.current.clear());
  expect(selectedCount(result.current.selection, 10)).toBe(0);
});

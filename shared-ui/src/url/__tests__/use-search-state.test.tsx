import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { parsePage, parsePageSize, useSearchState } from '../use-search-state';

test.each([
  [null, 1],
  ['', 1],
  ['3', 3],
  ['0', 1],
  ['-1', 1],
  ['-2', 1],
  ['2.5', 1],
  ['abc', 1],
  ['1e300', 1],
])('parsePage(%p) is %i', (input, expected) => {
  expect(parsePage(input)).toBe(expected);
});

test.each([
  [null, 10],
  ['20', 20],
  ['100', 100],
  ['30', 10],
  ['abc', 10],
])('parsePageSize(%p) is %i: a size the pager offers, or the default', (input, expected) => {
  expect(parsePageSize(input)).toBe(expected);
});

function setup(initial: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>;
  return renderHook(() => ({ state: useSearchState(['name', 'platform'] as const), location: useLocation() }), { wrapper });
}

test('reads filters and page from the URL', () => {
  const { result } = setup('/admin?name=cat&page=4');
  expect(result.current.state.values).toEqual({ name: 'cat', platform: '' });
  expect(result.current.state.page).toBe(4);
});

test('changing a filter returns to page 1 and drops empty values', () => {
  const { result } = setup('/admin?name=cat&page=4');
  act(() => result.current.state.update({ platform: 'keling', name: '' }));
  expect(result.current.location.search).toBe('?platform=keling');
  expect(result.current.state.page).toBe(1);
});

test('changing the page keeps the filters', () => {
  const { result } = setup('/admin?name=cat');
  act(() => result.current.state.update({ page: 2 }));
  expect(result.current.location.search).toBe('?name=cat&page=2');
});

test('a new page or size keeps the same values object and the same update function', () => {
  const { result } = setup('/admin?name=cat');
  const { values, update } = result.current.state;
  act(() => result.current.state.update({ page: 2 }));
  act(() => result.current.state.update({ size: 100, page: null }));
  expect(result.current.location.search).toBe('?name=cat&size=100');
  expect(result.current.state.values).toBe(values);
  expect(result.current.state.update).toBe(update);
  act(() => result.current.state.update({ name: 'dog' }));
  expect(result.current.state.values).toEqual({ name: 'dog', platform: '' });
  expect(result.current.state.values).not.toBe(values);
});

test('an update made with an earlier update function still starts from the current URL', () => {
  const { result } = setup('/admin');
  const first = result.current.state.update;
  act(() => first({ name: 'cat' }));
  act(() => first({ page: 3 }));
  expect(result.current.location.search).toBe('?name=cat&page=3');
});

test('the page size comes from ?size; a new size returns to page 1 and the default leaves the URL', () => {
  const { result } = setup('/admin?name=cat&page=3&size=50');
  expect(result.current.state.pageSize).toBe(50);
  act(() => result.current.state.setPageSize(20));
  expect(result.current.location.search).toBe('?name=cat&size=20');
  act(() => result.current.state.setPageSize(10));
  expect(result.current.location.search).toBe('?name=cat');
  expect(result.current.state.pageSize).toBe(10);
});

test('setPage keeps page 1 out of the URL', () => {
  const { result } = setup('/admin?name=cat');
  act(() => result.current.state.setPage(3));
  expect(result.current.location.search).toBe('?name=cat&page=3');
  act(() => result.current.state.setPage(1));
  expect(result.current.location.search).toBe('?name=cat');
});

test('applying a filter bar trims its values and returns to page 1; clearing drops every filter', () => {
  const { result } = setup('/admin?platform=keling&page=2&size=20');
  act(() => result.current.state.applyFilters({ name: '  cat ', platform: ' ' }));
  expect(result.current.location.search).toBe('?size=20&name=cat');
  act(() => result.current.state.setPage(2));
  act(() => result.current.state.clearFilters());
  expect(result.current.location.search).toBe('?size=20');
});

test('an update may replace the current history entry instead of adding one', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/items', '/items?page=9']} initialIndex={1}>
      {children}
    </MemoryRouter>
  );
  const { result } = renderHook(() => ({ state: useSearchState(), location: useLocation(), navigate: useNavigate() }), { wrapper });
  expect(result.current.state.page).toBe(9);
  act(() => result.current.state.update({ page: 3 }, { replace: true }));
  expect(result.current.location.search).toBe('?page=3');
  act(() => result.current.navigate(-1));
  expect(result.current.location.search).toBe('');
});

import { parsePage } from '../../pages/use-page-param';
import { pageWindow } from '../page-window';

test('short ranges show every page', () => {
  expect(pageWindow(1, 1)).toEqual([1]);
  expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  expect(pageWindow(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
});

test('long ranges keep the ends and the neighbours of the current page', () => {
  expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
  expect(pageWindow(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
  expect(pageWindow(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
});

test.each([
  [null, 1],
  ['', 1],
  ['abc', 1],
  ['0', 1],
  ['-1', 1],
  ['2.5', 1],
  ['3', 3],
])('parsePage(%j) is %i', (raw, page) => {
  expect(parsePage(raw)).toBe(page);
});

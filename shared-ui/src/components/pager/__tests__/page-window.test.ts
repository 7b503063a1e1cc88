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

test('a long range always takes seven places, the run sliding between the ends', () => {
  expect(pageWindow(3, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
  expect(pageWindow(4, 20)).toEqual([1, 'gap', 3, 4, 5, 'gap', 20]);
  expect(pageWindow(17, 20)).toEqual([1, 'gap', 16, 17, 18, 'gap', 20]);
  expect(pageWindow(18, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  expect(pageWindow(3, 8)).toEqual([1, 2, 3, 4, 5, 'gap', 8]);
});

test('without ends: a run of pages around the current one, held inside the range', () => {
  const five = { slots: 5, ends: false };
  expect(pageWindow(1, 3, five)).toEqual([1, 2, 3]);
  expect(pageWindow(1, 20, five)).toEqual([1, 2, 3, 4, 5]);
  expect(pageWindow(2, 20, five)).toEqual([1, 2, 3, 4, 5]);
  expect(pageWindow(10, 20, five)).toEqual([8, 9, 10, 11, 12]);
  expect(pageWindow(19, 20, five)).toEqual([16, 17, 18, 19, 20]);
  expect(pageWindow(100, 100, five)).toEqual([96, 97, 98, 99, 100]);
});

import { DEFAULT_TOAST_PLACE, toastPlace } from '../toast-place';

// The shell's top bar at 1366 px: the app name (text), the user menu at the end.
const desktopBar = { bottom: 48, controls: [{ start: 1254, end: 1350 }] };
// On a phone: the menu button at the start, the user menu at the end.
const phoneBar = {
  bottom: 48,
  controls: [
    { start: 8, end: 48 },
    { start: 286, end: 382 },
  ],
};

test('a page without a top bar keeps Fluent’s place', () => {
  expect(toastPlace(1366, null)).toEqual(DEFAULT_TOAST_PLACE);
});

test('at 1366 px the toasts stand in the top bar, before the user menu, at full width', () => {
  expect(toastPlace(1366, desktopBar)).toEqual({ top: 4, end: 1366 - 1254 + 8, width: 292 });
});

test('on a phone they stand between the menu button and the user menu, as wide as the room there', () => {
  expect(toastPlace(390, phoneBar)).toEqual({ top: 4, end: 390 - 286 + 8, width: 286 - 48 - 16 });
});

test('with too little room between the bar’s controls (a long user name), they stand under the bar', () => {
  const crowded = {
    bottom: 48,
    controls: [
      { start: 8, end: 48 },
      { start: 200, end: 382 },
    ],
  };
  expect(toastPlace(390, crowded)).toEqual({ top: 56, end: 8, width: 292 });
  expect(toastPlace(300, crowded)).toEqual({ top: 56, end: 8, width: 284 });
});

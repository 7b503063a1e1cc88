import { safeUrl } from '../safe-url';

test.each([
  ['https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
  ['http://x.test/v.mp4', 'http://x.test/v.mp4'],
  ['HTTPS://CDN.example.com/a.png', 'https://cdn.example.com/a.png'],
  ['/media/a.png', '/media/a.png'],
  ['  /media/a.png  ', '/media/a.png'],
  ['/media/a%20b.png?size=2#top', '/media/a%20b.png?size=2#top'],
  ['/media/50%off.png', '/media/50%off.png'],
  ['/', '/'],
])('keeps %s', (input, expected) => {
  expect(safeUrl(input)).toBe(expected);
});

test.each([
  'javascript:alert(1)',
  ' JavaScript:alert(1)',
  'data:text/html,<script>',
  '//evil.test/x',
  'ftp://x',
  'not a url',
  '',
  null,
  undefined,
])('refuses %p', (input) => {
  expect(safeUrl(input)).toBeUndefined();
});

// A browser reads a backslash as a slash and drops tabs and newlines inside a URL, so each of
// these would leave the page's origin.
test.each([
  '/\\evil.example',
  '/\\evil.example/a.png',
  '/\\\\evil',
  '\\\\evil',
  '\\/evil.example',
  '\\evil.example',
  '//evil',
  '///evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/media/\u0000a.png',
  '/media/\u007fa.png',
  '/media/\u0085a.png',
  '/%5Cevil',
  '/%5cevil',
  '/%5C%5Cevil.example',
  '/media/%0Aa.png',
])('refuses the path %p, which is not on this origin as a browser reads it', (input) => {
  expect(safeUrl(input)).toBeUndefined();
});

test('what it keeps as a path stays on the page origin', () => {
  for (const path of ['/media/a.png', '/a/../b.png', '/.%2e/x', '/@evil.example', '/:evil.example']) {
    const kept = safeUrl(path);
    expect(kept).toBe(path);
    expect(new URL(kept!, window.location.href).origin).toBe(window.location.origin);
  }
});

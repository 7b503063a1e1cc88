import { safeUrl } from '../safe-url';

test.each([
  ['https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
  ['http://x.test/v.mp4', 'http://x.test/v.mp4'],
  ['/media/a.png', '/media/a.png'],
])('keeps %s', (input, expected) => {
  expect(safeUrl(input)).toBe(expected);
});

test.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>', '//evil.test/x', 'ftp://x', 'not a url', '', null, undefined])(
  'refuses %p',
  (input) => {
    expect(safeUrl(input)).toBeUndefined();
  },
);

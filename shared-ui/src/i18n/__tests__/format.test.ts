import { formatDateTime } from '../format';

test('a date and time reads as zh-CN writes it, in local time, whatever the time of year', () => {
  const dates = [
    '2026-01-02T03:04:05',
    '2026-11-27T10:25:50Z',
    '1999-12-31T23:59:59.999+08:00',
    '2024-02-29T00:00:00',
    '2026-07-15T12:30:00-05:00',
  ];
  for (const value of dates) expect(formatDateTime(value)).toBe(new Date(value).toLocaleString('zh-CN'));
  expect(formatDateTime('2026-01-02T03:04:05')).toBe('2026/1/2 03:04:05');
});

test('no date is an empty text, and a value that is not a date shows as it came', () => {
  expect(formatDateTime(null)).toBe('');
  expect(formatDateTime(undefined)).toBe('');
  expect(formatDateTime('')).toBe('');
  expect(formatDateTime('not a date')).toBe('not a date');
});

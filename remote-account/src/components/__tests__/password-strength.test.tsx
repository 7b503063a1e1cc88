import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { passwordStrength, strengthLevel, strengthReading } from '../../model/password-strength';
import { PasswordStrengthMeter } from '../password-strength-meter';

test.each([
  ['', 0],
  ['abc', 0],
  ['abcdefgh', 1],
  ['abcdEFGH', 2],
  ['abcdEFGH1', 3],
  ['abcdEFGH1!', 4],
  ['aB1!', 3],
])('passwordStrength(%j) is %i of 4', (password, score) => {
  expect(passwordStrength(password)).toBe(score);
});

test('labels the share of the maximum: under 33 % Low, under 66 % Medium, otherwise High', () => {
  expect([0, 1, 2, 3, 4].map((value) => strengthLevel(value, 4))).toEqual(['low', 'low', 'medium', 'high', 'high']);
  // The thresholds are percentages of whatever maximum is used.
  expect(strengthLevel(32, 100)).toBe('low');
  expect(strengthLevel(33, 100)).toBe('medium');
  expect(strengthLevel(65, 100)).toBe('medium');
  expect(strengthLevel(66, 100)).toBe('high');
});

test.each([
  ['', { value: 0, filled: 0, level: null }],
  ['abc', { value: 0, filled: 1, level: 'low' }],
  ['abcdefgh', { value: 1, filled: 1, level: 'low' }],
  ['abcdefgh1', { value: 2, filled: 2, level: 'medium' }],
  ['abcdEFGH1!', { value: 4, filled: 4, level: 'high' }],
])('the meter reads %j as %j: nothing for an empty field, at least one segment once typed', (password, reading) => {
  expect(strengthReading(password)).toEqual(reading);
});

function renderMeter(password: string) {
  return render(
    <Suspense fallback="loading">
      <PasswordStrengthMeter password={password} />
    </Suspense>,
  );
}

const segmentColours = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-filled]')].map((segment) => getComputedStyle(segment).backgroundColor);

test('says nothing for an empty field: no label, no value text, every segment grey', async () => {
  const { container } = renderMeter('');
  const meter = await screen.findByRole('meter', { name: 'Password strength' });
  expect(meter).toHaveTextContent(/^$/);
  expect(meter).not.toHaveAttribute('aria-valuetext');
  expect(meter).toHaveAttribute('aria-valuenow', '0');
  expect(container.querySelectorAll('[data-filled="true"]')).toHaveLength(0);
  expect(new Set(segmentColours(container))).toEqual(new Set(['var(--colorNeutralStroke2)']));
});

test('a weak password is called Low with its first segment in red', async () => {
  const { container } = renderMeter('abc');
  const meter = await screen.findByRole('meter', { name: 'Password strength' });
  expect(meter).toHaveAttribute('aria-valuetext', 'Low');
  expect(meter).toHaveTextContent('Low');
  expect(segmentColours(container)).toEqual([
    'var(--colorPaletteRedBackground3)',
    'var(--colorNeutralStroke2)',
    'var(--colorNeutralStroke2)',
    'var(--colorNeutralStroke2)',
  ]);
});

test('fills one of four segments per point', async () => {
  const { container } = render(
    <Suspense fallback="loading">
      <PasswordStrengthMeter password="abcdEFGH1" />
    </Suspense>,
  );
  const meter = await screen.findByRole('meter', { name: 'Password strength' });
  expect(meter).toHaveAttribute('aria-valuenow', '3');
  expect(meter).toHaveAttribute('aria-valuemax', '4');
  expect(meter).toHaveTextContent('High');
  expect(container.querySelectorAll('[data-filled]')).toHaveLength(4);
  expect(container.querySelectorAll('[data-filled="true"]')).toHaveLength(3);
});

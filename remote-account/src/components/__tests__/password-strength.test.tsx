import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { passwordStrength, strengthLevel } from '../../model/password-strength';
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

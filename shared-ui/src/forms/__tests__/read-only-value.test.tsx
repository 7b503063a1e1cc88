import { render, screen, within } from '@testing-library/react';
import { ReadOnlyValue } from '../read-only-value';

test('a group named by its label holds the value', () => {
  render(
    <>
      <ReadOnlyValue label="Full name">Ann Lee</ReadOnlyValue>
      <ReadOnlyValue label="Email">ann@example.com</ReadOnlyValue>
    </>,
  );
  expect(screen.getByRole('group', { name: 'Full name' })).toHaveTextContent(/^Full nameAnn Lee$/);
  expect(screen.getByRole('group', { name: 'Email' })).toHaveTextContent('ann@example.com');
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
});

test('a captioned value may be anything that shows it', () => {
  render(
    <ReadOnlyValue caption label="Reference images">
      <img src="/media/a.png" alt="Reference 1" />
    </ReadOnlyValue>,
  );
  expect(within(screen.getByRole('group', { name: 'Reference images' })).getByRole('img', { name: 'Reference 1' })).toBeInTheDocument();
});

test('a placeholder value is dimmed, a real one is not', () => {
  render(
    <>
      <ReadOnlyValue label="Full name" muted>
        N/A
      </ReadOnlyValue>
      <ReadOnlyValue label="Email">ann@example.com</ReadOnlyValue>
    </>,
  );
  expect(getComputedStyle(screen.getByText('N/A')).color).toBe('var(--colorNeutralForeground3)');
  expect(getComputedStyle(screen.getByText('ann@example.com')).color).not.toBe('var(--colorNeutralForeground3)');
});

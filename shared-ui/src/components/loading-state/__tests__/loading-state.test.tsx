import { render, screen } from '@testing-library/react';
import { LoadingState } from '../loading-state';

test('without a label: a spinner alone, named for assistive technology', () => {
  render(<LoadingState />);
  expect(screen.getByTestId('page-loader')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('with a label: the text shows beside the spinner, announced as a status', () => {
  render(<LoadingState label="加载中..." />);
  expect(screen.getByRole('status')).toHaveTextContent('加载中...');
  expect(screen.queryByTestId('page-loader')).not.toBeInTheDocument();
});

import { render, screen } from '@testing-library/react';
import { Pager } from '../lazy-components';

// The list screens preload the pager in their `prepare`, so it renders with the first rows.

test('preloaded for an English screen, the pager renders at once in English', async () => {
  await Pager.preload('en');
  render(<Pager compact defaultLanguage="en" total={12} page={2} pageSize={5} onPageChange={jest.fn()} />);
  expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});

test('preloaded for the back office, it renders at once in Chinese', async () => {
  await Pager.preload();
  render(<Pager total={12} page={1} pageSize={5} onPageChange={jest.fn()} />);
  expect(screen.getByText('共 12 条记录，第 1 / 3 页')).toBeInTheDocument();
});

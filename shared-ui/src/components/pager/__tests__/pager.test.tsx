import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { Pager } from '../pager';

test('shows the count and position, and page buttons when there is more than one page', async () => {
  const onPageChange = jest.fn();
  renderWithProviders(<Pager total={45} page={2} pageSize={10} onPageChange={onPageChange} onPageSizeChange={jest.fn()} />);

  expect(await screen.findByText('共 45 条记录，第 2 / 5 页')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  await userEvent.click(screen.getByRole('button', { name: '第 3 页' }));
  expect(onPageChange).toHaveBeenLastCalledWith(3);
  await userEvent.click(screen.getByRole('button', { name: '上一页' }));
  expect(onPageChange).toHaveBeenLastCalledWith(1);
});

test('hides page buttons with a single page', async () => {
  renderWithProviders(<Pager total={7} page={1} pageSize={10} onPageChange={jest.fn()} />);
  expect(await screen.findByText('共 7 条记录，第 1 / 1 页')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '下一页' })).not.toBeInTheDocument();
});

test('offers 10, 20, 50 and 100 per page', async () => {
  const onPageSizeChange = jest.fn();
  renderWithProviders(<Pager total={300} page={3} pageSize={10} onPageChange={jest.fn()} onPageSizeChange={onPageSizeChange} />);

  const select = await screen.findByRole('combobox', { name: '每页显示' });
  expect(select).toHaveValue('10');
  const options = screen.getAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual(['10', '20', '50', '100']);
  await userEvent.selectOptions(select, '50');
  expect(onPageSizeChange).toHaveBeenCalledWith(50);
});

test('the last page is reachable and next is disabled there', async () => {
  const onPageChange = jest.fn();
  renderWithProviders(<Pager total={1000} page={100} pageSize={10} onPageChange={onPageChange} />);
  expect(await screen.findByRole('button', { name: '第 100 页' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
});

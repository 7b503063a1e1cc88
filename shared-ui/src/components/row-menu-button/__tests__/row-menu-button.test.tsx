import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { RowMenuOnFirstUse } from '../row-menu-button';

const menu = <p>the menu</p>;

test('until it is used, the row shows a named, closed menu button, and no menu', () => {
  renderWithProviders(<RowMenuOnFirstUse label="a@example.com 的操作" menu={menu} />);
  const button = screen.getByRole('button', { name: 'a@example.com 的操作' });
  expect(button).toHaveAttribute('aria-haspopup', 'menu');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByText('the menu')).not.toBeInTheDocument();
});

test('a click brings the menu in its place', async () => {
  renderWithProviders(<RowMenuOnFirstUse label="操作" menu={menu} />);
  await userEvent.click(screen.getByRole('button', { name: '操作' }));
  expect(screen.getByText('the menu')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '操作' })).not.toBeInTheDocument();
});

test('the down arrow brings it too, as a menu trigger does; other keys do not', async () => {
  renderWithProviders(<RowMenuOnFirstUse label="操作" menu={menu} />);
  screen.getByRole('button', { name: '操作' }).focus();
  await userEvent.keyboard('{ArrowUp}');
  expect(screen.queryByText('the menu')).not.toBeInTheDocument();
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.getByText('the menu')).toBeInTheDocument();
});

test('a disabled button (the row is busy) cannot be used', async () => {
  renderWithProviders(<RowMenuOnFirstUse label="操作" disabled menu={menu} />);
  expect(screen.getByRole('button', { name: '操作' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: '操作' }));
  expect(screen.queryByText('the menu')).not.toBeInTheDocument();
});

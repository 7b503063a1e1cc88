import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguagePreference } from '../../../i18n/language-store';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { Pager } from '../pager';

/** The numbers on the page buttons, arrows left out. */
function pageNumbers(pager: HTMLElement): (string | null)[] {
  return within(pager)
    .getAllByRole('button', { name: /^(第 \d+ 页|Page \d+)$/ })
    .map((button) => button.textContent);
}

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

test('the back office shows a run of five pages around the current one, without gaps', async () => {
  renderWithProviders(<Pager total={200} page={10} pageSize={10} onPageChange={jest.fn()} />);
  const pager = await screen.findByRole('navigation', { name: '分页' });
  expect(pageNumbers(pager)).toEqual(['8', '9', '10', '11', '12']);
  expect(pager).not.toHaveTextContent('…');
});

describe('compact, on a screen whose default language is English', () => {
  test('only the buttons, even for a single page', async () => {
    renderWithProviders(<Pager compact defaultLanguage="en" total={3} page={1} pageSize={5} onPageChange={jest.fn()} />);
    const pager = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(pageNumbers(pager)).toEqual(['1']);
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.queryByText(/records/)).not.toBeInTheDocument();
  });

  test('keeps the first and last page in reach, with gaps, and moves by its arrows', async () => {
    const onPageChange = jest.fn();
    renderWithProviders(<Pager compact defaultLanguage="en" total={100} page={10} pageSize={5} onPageChange={onPageChange} />);
    const pager = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(pageNumbers(pager)).toEqual(['1', '9', '10', '11', '20']);
    expect(pager.textContent).toBe('1…91011…20');
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(11);
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 20' }));
    expect(onPageChange).toHaveBeenLastCalledWith(20);
  });

  test('a language the user chose applies to it too', async () => {
    setLanguagePreference('zh-CN');
    renderWithProviders(<Pager compact defaultLanguage="en" total={10} page={2} pageSize={5} onPageChange={jest.fn()} />);
    const pager = await screen.findByRole('navigation', { name: '分页' });
    expect(within(pager).getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('first and last page', () => {
  test('many pages bring buttons to the first and last page', async () => {
    const onPageChange = jest.fn();
    renderWithProviders(<Pager total={200} page={10} pageSize={10} onPageChange={onPageChange} />);
    const pager = await screen.findByRole('navigation', { name: '分页' });
    await userEvent.click(within(pager).getByRole('button', { name: '末页' }));
    expect(onPageChange).toHaveBeenLastCalledWith(20);
    await userEvent.click(within(pager).getByRole('button', { name: '首页' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it.each([
    [1, '首页', '末页'],
    [20, '末页', '首页'],
  ])('on page %i, %s leads nowhere and is disabled; %s is not', async (page, disabled, enabled) => {
    renderWithProviders(<Pager total={200} page={page} pageSize={10} onPageChange={jest.fn()} />);
    const pager = await screen.findByRole('navigation', { name: '分页' });
    expect(within(pager).getByRole('button', { name: disabled })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: enabled })).toBeEnabled();
  });

  test('a run that holds every page needs none', async () => {
    renderWithProviders(<Pager total={45} page={2} pageSize={10} onPageChange={jest.fn()} />);
    const pager = await screen.findByRole('navigation', { name: '分页' });
    expect(pageNumbers(pager)).toEqual(['1', '2', '3', '4', '5']);
    expect(within(pager).queryByRole('button', { name: '首页' })).not.toBeInTheDocument();
    expect(within(pager).queryByRole('button', { name: '末页' })).not.toBeInTheDocument();
  });

  test('a phone keeps three pages of the run: the others are marked to be left out', async () => {
    renderWithProviders(<Pager total={200} page={10} pageSize={10} onPageChange={jest.fn()} />);
    const pager = await screen.findByRole('navigation', { name: '分页' });
    const button = (page: number) => within(pager).getByRole('button', { name: `第 ${page} 页` });
    expect(button(8).className).toBe(button(12).className);
    expect(button(9).className).toBe(button(11).className);
    expect(button(8).className).not.toBe(button(9).className);
  });

  test('in English too', async () => {
    renderWithProviders(<Pager defaultLanguage="en" total={300} page={4} pageSize={10} onPageChange={jest.fn()} />);
    const pager = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('button', { name: 'First page' })).toBeEnabled();
    expect(within(pager).getByRole('button', { name: 'Last page' })).toBeEnabled();
  });
});

test('in English the count reads in the right number: 1 record, 2 records', async () => {
  const { unmount } = renderWithProviders(<Pager defaultLanguage="en" total={1} page={1} pageSize={10} onPageChange={jest.fn()} />);
  expect(await screen.findByText('1 record, page 1 / 1')).toBeInTheDocument();
  unmount();
  renderWithProviders(<Pager defaultLanguage="en" total={2} page={1} pageSize={10} onPageChange={jest.fn()} />);
  expect(await screen.findByText('2 records, page 1 / 1')).toBeInTheDocument();
});

test('a total the server could not count to the end says it is a floor, in both languages, and pages as far as it', async () => {
  const { unmount } = renderWithProviders(<Pager total={10000} totalAtLeast page={1} pageSize={20} onPageChange={jest.fn()} />);
  expect(await screen.findByText('超过 10000 条记录（可翻阅前 10000 条），第 1 / 500 页')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '末页' })).toBeEnabled();
  unmount();
  setLanguagePreference('en');
  const english = renderWithProviders(<Pager total={10000} totalAtLeast page={2} pageSize={20} onPageChange={jest.fn()} />);
  expect(await screen.findByText('More than 10000 records (the first 10000 can be paged), page 2 / 500')).toBeInTheDocument();
  english.unmount();
  setLanguagePreference('default');
});

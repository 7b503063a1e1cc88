import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { ApiError } from '@video-admin/shared-ui';
import { renderWithProviders } from '@video-admin/shared-ui/testing';
import { DataTable, type Column } from '../data-table';

interface Row {
  id: number;
  name: string;
  platform: string;
}

const COLUMNS: Column<Row>[] = [
  { id: 'id', header: 'ID', render: (row) => row.id, pin: 'start', card: 'id' },
  { id: 'name', header: '名称', render: (row) => row.name, card: 'title' },
  { id: 'platform', header: '平台', render: (row) => row.platform, card: 'field' },
  { id: 'prompt', header: '提示词', render: () => '很长的提示词' },
  { id: 'actions', header: '操作', render: (row) => <button type="button">编辑 {row.id}</button>, pin: 'end' },
];

const ROWS: Row[] = [
  { id: 1, name: '海边', platform: '即梦' },
  { id: 2, name: '山间', platform: '可灵' },
];

function renderTable(props: Partial<React.ComponentProps<typeof DataTable<Row>>> = {}) {
  return renderWithProviders(
    <DataTable<Row>
      label="测试列表"
      columns={COLUMNS}
      rows={ROWS}
      rowKey={(row) => row.id}
      isLoading={false}
      isError={false}
      emptyText="暂无"
      {...props}
    />,
  );
}

test('the first column is pinned at the start and the actions at the end, in the header and every row', async () => {
  renderTable();
  const table = await screen.findByRole('table', { name: '测试列表' });
  const headers = within(table).getAllByRole('columnheader');
  expect(headers.map((header) => header.getAttribute('data-pin'))).toEqual(['start', null, null, null, 'end']);
  for (const row of within(table).getAllByRole('row').slice(1)) {
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-pin'))).toEqual(['start', null, null, null, 'end']);
    // Pinned cells share one class list, different from the unpinned ones'.
    expect(cells[0]!.className).not.toBe(cells[1]!.className);
    expect(cells[0]!.style.insetInlineStart).toMatch(/^0(px)?$/);
    expect(cells[4]!.style.insetInlineEnd).toMatch(/^0(px)?$/);
  }
});

test('on a phone a row is a card: each cell says its place, fields carry their label, the rest stay off it', async () => {
  renderTable();
  const row = (await screen.findByText('海边')).closest('tr')!;
  const cells = within(row).getAllByRole('cell');
  expect(cells.map((cell) => cell.getAttribute('data-card'))).toEqual(['id', 'title', 'field', null, 'actions']);
  expect(cells[2]).toHaveAttribute('data-label', '平台');
  expect(cells[1]).not.toHaveAttribute('data-label');
  // The headers stay in the table (visually hidden on a phone) so each cell keeps its name.
  expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['ID', '名称', '平台', '提示词', '操作']);
});

test('a failed list says 加载失败 with the reason, and Retry calls onRetry', async () => {
  const onRetry = jest.fn();
  renderTable({
    rows: undefined,
    isError: true,
    error: new ApiError('/api/backend/video-template/list', 504, 'Gateway Timeout', { detail: '网关超时' }),
    onRetry,
  });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('加载失败');
  expect(alert).toHaveTextContent('网关超时');
  await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('without onRetry a failure offers no Retry', async () => {
  renderTable({ rows: undefined, isError: true });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('加载失败');
  expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
});

/** Shows the URL's query, as the address bar would. */
function Location() {
  return <output aria-label="query">{useLocation().search}</output>;
}

const SORT_COLUMNS: Column<Row>[] = [...COLUMNS, { id: 'createdAt', header: '创建时间', render: () => '2026-11-26' }];

function renderSortable(route = '/?page=3') {
  return renderWithProviders(
    <>
      <DataTable<Row>
        label="测试列表"
        columns={SORT_COLUMNS}
        rows={ROWS}
        rowKey={(row) => row.id}
        isLoading={false}
        isError={false}
        emptyText="暂无"
      />
      <Location />
    </>,
    { route },
  );
}

const header = (name: string) => screen.getAllByRole('columnheader').find((cell) => cell.textContent === name)!;
const query = () => screen.getByRole('status', { hidden: true, name: 'query' }).textContent;

test('the headers the server sorts on are buttons; the list is in 更新时间 order when the URL names none', async () => {
  renderSortable('/');
  await screen.findByRole('table', { name: '测试列表' });
  expect(within(header('ID')).getByRole('button', { name: 'ID' })).toBeInTheDocument();
  expect(within(header('平台')).getByRole('button', { name: '平台' })).toBeInTheDocument();
  expect(within(header('创建时间')).getByRole('button', { name: '创建时间' })).toBeInTheDocument();
  expect(within(header('名称')).queryByRole('button')).not.toBeInTheDocument();
  expect(within(header('提示词')).queryByRole('button')).not.toBeInTheDocument();
  // No 更新时间 column here: no header says it is sorted.
  expect(screen.getAllByRole('columnheader').filter((cell) => cell.hasAttribute('aria-sort'))).toEqual([]);
});

test('a header sorts ascending, then descending, then back to the list order, in the URL and on page 1', async () => {
  const user = userEvent.setup();
  renderSortable();
  const button = await within(header('创建时间')).findByRole('button', { name: '创建时间' });
  await user.click(button);
  expect(header('创建时间')).toHaveAttribute('aria-sort', 'ascending');
  expect(query()).toBe('?sort=created_at&order=asc');
  await user.click(button);
  expect(header('创建时间')).toHaveAttribute('aria-sort', 'descending');
  expect(query()).toBe('?sort=created_at&order=desc');
  await user.click(button);
  expect(header('创建时间')).not.toHaveAttribute('aria-sort');
  expect(query()).toBe('');
});

test('the header buttons work from the keyboard, and another column starts ascending', async () => {
  const user = userEvent.setup();
  renderSortable('/?sort=created_at&order=desc');
  await screen.findByRole('table', { name: '测试列表' });
  expect(header('创建时间')).toHaveAttribute('aria-sort', 'descending');
  within(header('平台')).getByRole('button').focus();
  await user.keyboard('{Enter}');
  expect(header('平台')).toHaveAttribute('aria-sort', 'ascending');
  expect(header('创建时间')).not.toHaveAttribute('aria-sort');
  await user.keyboard(' ');
  expect(query()).toBe('?sort=template_platform&order=desc');
});

test('an order the list does not offer, in an old or edited link, is the list order', async () => {
  renderSortable('/?sort=template_prompt&order=asc');
  await screen.findByRole('table', { name: '测试列表' });
  expect(screen.getAllByRole('columnheader').filter((cell) => cell.hasAttribute('aria-sort'))).toEqual([]);
});

test('a phone orders the cards with 排序, which offers every order either way and shows the current one', async () => {
  const user = userEvent.setup();
  renderSortable('/?page=2');
  // Shown on a phone only (a media query): hidden at jsdom's width, so found among the hidden.
  const select = await screen.findByRole('combobox', { name: '排序', hidden: true });
  expect(select).toHaveValue('updated_at:desc');
  expect(
    within(select)
      .getAllByRole('option', { hidden: true })
      .map((option) => option.textContent),
  ).toEqual(['ID 升序', 'ID 降序', '平台 升序', '平台 降序', '创建时间 升序', '创建时间 降序', '更新时间 升序', '更新时间 降序']);
  await user.selectOptions(select, 'ID 降序');
  expect(query()).toBe('?sort=template_id&order=desc');
  expect(header('ID')).toHaveAttribute('aria-sort', 'descending');
  await user.selectOptions(select, '更新时间 降序');
  expect(query()).toBe('');
});

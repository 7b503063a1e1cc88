import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
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

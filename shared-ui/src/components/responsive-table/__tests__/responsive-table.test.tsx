import { TableCell, TableRow } from '@fluentui/react-components';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ResponsiveTable } from '../responsive-table';

const columns = [
  { id: 'name', label: '名称' },
  { id: 'actions', label: '操作', className: 'actions-column' },
];

function renderTable(rows: string[] | undefined) {
  return renderWithProviders(
    <ResponsiveTable
      label="水果"
      columns={columns}
      rows={rows}
      skeletonRows={3}
      loadingLabel="加载中"
      renderRow={(name) => (
        <TableRow key={name} role="row">
          <TableCell role="cell">{name}</TableCell>
          <TableCell role="cell">…</TableCell>
        </TableRow>
      )}
    />,
  );
}

test('the table is named, has one header per column (with its class) and one row per item', () => {
  renderTable(['苹果', '梨']);
  const table = screen.getByRole('table', { name: '水果' });
  expect(table).toHaveAttribute('aria-busy', 'false');
  const headers = within(table).getAllByRole('columnheader');
  expect(headers.map((header) => header.textContent)).toEqual(['名称', '操作']);
  expect(headers[1]).toHaveClass('actions-column');
  expect(
    within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['苹果', '…', '梨', '…']);
  expect(screen.queryAllByTestId('skeleton-row')).toHaveLength(0);
});

test('while the rows load: the table is busy, with the skeleton rows asked for, a cell per column, each row named', () => {
  renderTable(undefined);
  expect(screen.getByRole('table', { name: '水果' })).toHaveAttribute('aria-busy', 'true');
  const skeletons = screen.getAllByTestId('skeleton-row');
  expect(skeletons).toHaveLength(3);
  for (const row of skeletons) {
    expect(row).toHaveAttribute('aria-label', '加载中');
    expect(row.children).toHaveLength(columns.length);
  }
});

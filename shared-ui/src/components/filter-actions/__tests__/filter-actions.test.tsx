import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { FilterActions } from '../filter-actions';

const labels = { apply: '筛选', clear: '清空', export: '导出 CSV' };

test('apply submits the filter form (Enter in a field too), clear calls back, and there is no export without a call', async () => {
  const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault());
  const onClear = jest.fn();
  renderWithProviders(
    <form onSubmit={onSubmit}>
      <input aria-label="名称" />
      <FilterActions labels={labels} onClear={onClear} />
    </form>,
  );

  await userEvent.click(screen.getByRole('button', { name: '筛选' }));
  expect(onSubmit).toHaveBeenCalledTimes(1);
  await userEvent.type(screen.getByRole('textbox', { name: '名称' }), 'x{Enter}');
  expect(onSubmit).toHaveBeenCalledTimes(2);

  await userEvent.click(screen.getByRole('button', { name: '清空' }));
  expect(onClear).toHaveBeenCalledTimes(1);
  expect(onSubmit).toHaveBeenCalledTimes(2);
  expect(screen.queryByRole('button', { name: '导出 CSV' })).not.toBeInTheDocument();
});

test('with an export call, the export button is there', async () => {
  renderWithProviders(
    <form>
      <FilterActions
        labels={labels}
        onClear={jest.fn()}
        exportFrom={{ path: '/api/backend/video-tasks/export', params: { platform: 'keling' } }}
      />
    </form>,
  );
  expect(await screen.findByRole('button', { name: '导出 CSV' })).toBeInTheDocument();
});

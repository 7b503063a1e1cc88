import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '@video-admin/shared-ui/testing';
import type { FilterKey } from '../../../../model/template-list';
import { FilterBar } from '../filter-bar';

// The filter row on its own: what it applies, its one rule (a numeric id) and how it follows the
// filters in force. The tabs' tests cover it against the server and the URL.

const KEYS = ['template_id', 'template_name', 'template_platform'] as const satisfies readonly FilterKey[];
type Values = Record<(typeof KEYS)[number], string>;
const NONE: Values = { template_id: '', template_name: '', template_platform: '' };

const MOVED: Values = { template_id: '', template_name: '海', template_platform: 'jimeng' };

/** The bar under a parent whose 'move' button puts other filters in force, as the URL does. */
function Host({ initial, onApply, onClear }: { initial: Values; onApply: () => void; onClear: () => void }) {
  const [values, setValues] = useState(initial);
  return (
    <>
      <button type="button" onClick={() => setValues(MOVED)}>
        move
      </button>
      <FilterBar keys={KEYS} values={values} onApply={onApply} onClear={onClear} />
    </>
  );
}

function renderBar(initial: Values = NONE) {
  const onApply = jest.fn();
  const onClear = jest.fn();
  renderWithProviders(<Host initial={initial} onApply={onApply} onClear={onClear} />);
  return { onApply, onClear };
}

const filters = async () => screen.findByRole('search', { name: '筛选条件' });

test('typing applies nothing until 筛选, which applies every field of the tab', async () => {
  const { onApply } = renderBar();
  const bar = await filters();
  await userEvent.type(within(bar).getByRole('textbox', { name: '模板ID' }), ' 12 ');
  await userEvent.type(within(bar).getByRole('textbox', { name: '模板名称' }), '海');
  await userEvent.selectOptions(within(bar).getByRole('combobox', { name: '平台' }), 'MiniMax');
  expect(onApply).not.toHaveBeenCalled();
  await userEvent.click(within(bar).getByRole('button', { name: '筛选' }));
  expect(onApply).toHaveBeenCalledWith({ template_id: ' 12 ', template_name: '海', template_platform: 'minimax' });
});

test('Enter in a field applies too', async () => {
  const { onApply } = renderBar();
  const bar = await filters();
  await userEvent.type(within(bar).getByRole('textbox', { name: '模板名称' }), '山{Enter}');
  expect(onApply).toHaveBeenCalledWith({ template_id: '', template_name: '山', template_platform: '' });
});

test('a non-numeric id is flagged on leaving the field, cleared once fixed, and never applied', async () => {
  const { onApply } = renderBar();
  const bar = await filters();
  const id = within(bar).getByRole('textbox', { name: '模板ID' });
  await userEvent.type(id, '1a');
  expect(within(bar).queryByText('请输入数字ID')).not.toBeInTheDocument();
  await userEvent.tab();
  expect(within(bar).getByText('请输入数字ID')).toBeInTheDocument();

  await userEvent.click(within(bar).getByRole('button', { name: '筛选' }));
  expect(onApply).not.toHaveBeenCalled();
  expect(id).toHaveFocus();

  await userEvent.type(id, '{Backspace}');
  expect(within(bar).queryByText('请输入数字ID')).not.toBeInTheDocument();
  await userEvent.click(within(bar).getByRole('button', { name: '筛选' }));
  expect(onApply).toHaveBeenCalledWith({ template_id: '1', template_name: '', template_platform: '' });
});

test('清空 empties the fields and clears the filters in force', async () => {
  const { onClear } = renderBar({ template_id: '3', template_name: '海', template_platform: 'keling' });
  const bar = await filters();
  expect(within(bar).getByRole('textbox', { name: '模板名称' })).toHaveValue('海');
  await userEvent.click(within(bar).getByRole('button', { name: '清空' }));
  expect(onClear).toHaveBeenCalledTimes(1);
  expect(within(bar).getByRole('textbox', { name: '模板ID' })).toHaveValue('');
  expect(within(bar).getByRole('textbox', { name: '模板名称' })).toHaveValue('');
  expect(within(bar).getByRole('combobox', { name: '平台' })).toHaveValue('');
});

test('new filters in force (back, forward, another tab) replace what was typed', async () => {
  renderBar();
  const bar = await filters();
  await userEvent.type(within(bar).getByRole('textbox', { name: '模板名称' }), 'draft');
  await userEvent.click(screen.getByRole('button', { name: 'move' }));
  expect(within(bar).getByRole('textbox', { name: '模板名称' })).toHaveValue('海');
  expect(within(bar).getByRole('combobox', { name: '平台' })).toHaveValue('jimeng');
});

test('an id-only bar (the published tab) says 筛选 and 清空 like every other', async () => {
  const onApply = jest.fn();
  renderWithProviders(<FilterBar keys={['template_id']} values={{ template_id: '' }} onApply={onApply} onClear={jest.fn()} />);
  const bar = await filters();
  expect(within(bar).queryByRole('button', { name: '搜索' })).not.toBeInTheDocument();
  await userEvent.type(within(bar).getByRole('textbox', { name: '模板ID' }), '7{Enter}');
  expect(onApply).toHaveBeenCalledWith({ template_id: '7' });
  expect(within(bar).getByRole('button', { name: '筛选' })).toBeInTheDocument();
  expect(within(bar).getByRole('button', { name: '清空' })).toBeInTheDocument();
});

test("the text fields are the browser's own inputs, labelled by their field; a refused id is marked invalid and described by why", async () => {
  renderBar();
  const bar = await filters();
  const id = within(bar).getByRole('textbox', { name: '模板ID' });
  expect(id.tagName).toBe('INPUT');
  expect(id).toHaveAttribute('placeholder');
  expect(id).not.toHaveAttribute('aria-invalid', 'true');
  await userEvent.type(id, 'x');
  await userEvent.tab();
  expect(id).toHaveAttribute('aria-invalid', 'true');
  expect(id).toHaveAccessibleDescription('请输入数字ID');
});

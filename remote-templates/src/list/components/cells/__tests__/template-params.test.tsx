import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../testing/render-app';
import { findRow } from '../../../../testing/row-helpers';
import { makeTemplate } from '../../../../testing/template-fixtures';
import { serveTemplates } from '../../../../testing/templates-handlers';
import { paramsSummary } from '../template-params';

const PARAMS = { duration: 5, ratio: '9:16', camera: { move: 'pan', speed: 2 }, tags: ['猫', '海'] };

test('the summary: key: value on one line, text as is, the rest as compact JSON', () => {
  expect(paramsSummary(PARAMS)).toBe('duration: 5 · ratio: 9:16 · camera: {"move":"pan","speed":2} · tags: ["猫","海"]');
  expect(paramsSummary({ empty: null, flag: false })).toBe('empty: null · flag: false');
});

test('a 待生成 row shows the summary on one line, not the JSON; focus (or hover) opens the whole JSON', async () => {
  serveTemplates([makeTemplate({ template_id: 1, template_status: '待生成', template_params: PARAMS })]);
  renderApp('/admin/pending');
  const row = await findRow(1);
  const summary = within(row).getByText(paramsSummary(PARAMS));
  // No preformatted block in the row: nothing makes it taller than a line.
  expect(row.querySelector('pre')).toBeNull();
  expect(within(row).queryByText(/"duration": 5/)).not.toBeInTheDocument();

  // A keyboard stop of its own, so the JSON is reachable without a pointer.
  expect(summary).toHaveAttribute('tabindex', '0');
  summary.focus();
  const tooltip = await screen.findByRole('tooltip');
  expect(tooltip.textContent).toBe(JSON.stringify(PARAMS, null, 2));
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
});

test('no params: 暂无参数, no keyboard stop', async () => {
  serveTemplates([makeTemplate({ template_id: 1, template_status: '待生成', template_params: {} })]);
  renderApp('/admin/pending');
  const empty = within(await findRow(1)).getByText('暂无参数');
  expect(empty).not.toHaveAttribute('tabindex');
});

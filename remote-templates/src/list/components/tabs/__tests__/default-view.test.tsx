import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../../testing/render-app';
import { findRow } from '../../../../testing/row-helpers';
import { makeTemplate } from '../../../../testing/template-fixtures';
import { serveTemplates } from '../../../../testing/templates-handlers';
import { renderEveryColumn } from './render-every-column';

// Each tab's default view is the columns that fit a 1280 px screen; the others are left out of it
// (a person may choose them) and their values stay in the template's dialog.
const DEFAULT_VIEWS = [
  ['/admin', '全部模板列表', '待补全', ['ID', '名称', '平台', '状态', '视频', '来源', '更新时间', '操作']],
  ['/admin/pending', '待生成列表', '待生成', ['ID', '名称', '平台', '模板参数', '子状态', '创建时间', '操作']],
  ['/admin/generated', '已生成列表', '已生成', ['ID', '名称', '平台', '视频', '子状态', '更新时间', '操作']],
  ['/admin/completion', '待补全列表', '待补全', ['ID', '名称', '平台', '主图', '子状态', '更新时间', '操作']],
  ['/admin/published', '已上架列表', '已上架', ['ID', '名称', '平台', '主图', '子状态', '更新时间', '操作']],
] as const;

const headersOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent)
    // The selection column's header is its page checkbox.
    .filter((text) => text !== '');

it.each(DEFAULT_VIEWS)('%s shows its default view', async (path, label, status, headers) => {
  serveTemplates([makeTemplate({ template_id: 5, template_status: status, template_sub_status: 'UNREVIEWED' })]);
  renderApp(path);
  await findRow(5);
  expect(headersOf(screen.getByRole('table', { name: label }))).toEqual(headers);
});

it.each(DEFAULT_VIEWS)(
  '%s offers more columns than its default view to a person who chooses them',
  async (path, label, status, headers) => {
    serveTemplates([makeTemplate({ template_id: 5, template_status: status, template_sub_status: 'UNREVIEWED' })]);
    renderEveryColumn(path);
    await findRow(5);
    const every = headersOf(screen.getByRole('table', { name: label }));
    expect(every.length).toBeGreaterThan(headers.length);
    // The default view's columns keep their order among all of them.
    expect(every.filter((header) => (headers as readonly string[]).includes(header))).toEqual(headers);
  },
);

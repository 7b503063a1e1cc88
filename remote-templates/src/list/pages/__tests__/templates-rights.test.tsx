import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VideoTemplate } from '@video-admin/shared-ui/contract';
import { aUser } from '@video-admin/shared-ui/testing';
import { renderApp } from '../../../testing/render-app';
import { findRow } from '../../../testing/row-helpers';
import { aRoleUser, makeTemplate } from '../../../testing/template-fixtures';
import { serveTemplates } from '../../../testing/templates-handlers';

// Each tab's template, by the tab's path.
const TEMPLATES: Record<string, Partial<VideoTemplate>> = {
  '/admin': { template_status: '待生成' },
  '/admin/pending': { template_status: '待生成' },
  '/admin/generated': { template_status: '已生成' },
  '/admin/completion': { template_status: '待补全' },
  '/admin/published': { template_status: '已上架', template_sub_status: '已上架' },
};

/** The texts of the buttons in template #3's actions group. */
async function rowButtons() {
  return within(within(await findRow(3)).getByRole('group', { name: '模板 #3 的操作' }))
    .getAllByRole('button')
    .map((button) => button.textContent);
}

test.each([
  ['template_reviewer', '/admin', ['编辑']],
  ['template_reviewer', '/admin/pending', ['编辑', '通过', '不通过']],
  ['template_reviewer', '/admin/generated', ['编辑', '通过', '不通过']],
  ['template_reviewer', '/admin/completion', ['编辑', '重新提交']],
  ['template_reviewer', '/admin/published', ['编辑', '查看']],
  ['template_publisher', '/admin', ['编辑', '复制', '删除']],
  ['template_publisher', '/admin/pending', ['编辑', '通过', '不通过', '更多']],
  ['template_publisher', '/admin/completion', ['编辑', '重新提交', '上架', '更多']],
  ['template_publisher', '/admin/published', ['编辑', '下架', '查看', '更多']],
  ['viewer', '/admin/published', ['查看']],
] as const)('a %s on %s has the row buttons %j', async (role, path, buttons) => {
  serveTemplates([makeTemplate({ template_id: 3, ...TEMPLATES[path] })], { user: aRoleUser(role) });
  renderApp(path);
  expect(await rowButtons()).toEqual(buttons);
});

test('a 模板审核 cannot create, and has neither checkboxes nor a bulk bar on any tab; export stays', async () => {
  serveTemplates([makeTemplate({ template_id: 3, template_status: '已生成' })], { user: aRoleUser('template_reviewer') });
  renderApp('/admin/generated');
  await findRow(3);
  expect(screen.getByRole('button', { name: '导出 CSV' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '新建模板' })).not.toBeInTheDocument();
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: '选择' })).not.toBeInTheDocument();
});

test('a 只读 reads, filters and exports, but the list has no column of actions, no checkboxes and no 新建模板', async () => {
  serveTemplates([makeTemplate({ template_id: 3, template_name: '海边', template_status: '待生成' })], { user: aRoleUser('viewer') });
  renderApp('/admin');
  const table = await screen.findByRole('table', { name: '全部模板列表' });
  expect(await within(table).findByText('海边')).toBeInTheDocument();
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).not.toContain('操作');
  expect(within(table).queryByRole('group')).not.toBeInTheDocument();
  expect(within(table).queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '新建模板' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: '筛选' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '导出 CSV' })).toBeInTheDocument();
});

test("a 模板运营 creates and selects rows; the bulk bar offers the tab's actions", async () => {
  serveTemplates([makeTemplate({ template_id: 3, template_status: '待补全' })], { user: aRoleUser('template_publisher') });
  renderApp('/admin/completion');
  await userEvent.click(within(await findRow(3)).getByRole('checkbox', { name: '选择模板 #3' }));
  const toolbar = within(await screen.findByRole('region', { name: '批量操作：待补全' })).getByRole('toolbar');
  expect(
    within(toolbar)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['上架', '删除', '取消选择']);
  expect(screen.getByRole('button', { name: '新建模板' })).toBeInTheDocument();
});

test('the bulk bar offers only the actions whose permission the person holds besides bulk.run', async () => {
  const user = aUser({ permissions: ['bulk.run', 'templates.delete', 'templates.read'] });
  serveTemplates([makeTemplate({ template_id: 3, template_status: '已生成' })], { user });
  renderApp('/admin/generated');
  // Neither review nor edit: the row offers only 删除, behind 更多.
  expect(await rowButtons()).toEqual(['更多']);
  await userEvent.click(within(await findRow(3)).getByRole('checkbox', { name: '选择模板 #3' }));
  const toolbar = within(await screen.findByRole('region', { name: '批量操作：已生成' })).getByRole('toolbar');
  expect(
    within(toolbar)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['删除', '取消选择']);
});

test("with bulk.run but none of a tab's bulk actions allowed, that tab has no selection column", async () => {
  const user = aUser({ permissions: ['bulk.run', 'templates.delete', 'templates.read'] });
  serveTemplates([makeTemplate({ template_id: 3, template_status: '已上架', template_sub_status: '已上架' })], { user });
  renderApp('/admin/published');
  expect(await rowButtons()).toEqual(['查看', '更多']);
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
});

test('a 任务运营 is told they lack the right to this screen and the templates API is never called', async () => {
  const { requests } = serveTemplates([makeTemplate()], { user: aRoleUser('task_operator') });
  renderApp('/admin');
  expect(await screen.findByText('您没有访问视频模板管理的权限，请联系管理员为您分配包含该权限的角色。')).toBeInTheDocument();
  expect(screen.getByText('没有权限')).toBeInTheDocument();
  expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  expect(requests.filter((request) => request.url.startsWith('/api/backend'))).toHaveLength(0);
});

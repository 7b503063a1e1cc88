import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguagePreference } from '@video-admin/shared-ui';
import { callsTo, type ApiRequest } from '@video-admin/shared-ui/testing';
import { renderApp } from '../../../../testing/render-app';
import { makeTemplate } from '../../../../testing/template-fixtures';
import { serveTemplates } from '../../../../testing/templates-handlers';

const LIST = 'POST /api/backend/video-template/list';
const FAILED = ['GENERATION_FAILED', 'AUDIT_FAILED', '生成失败', '审核不通过'];
const FROM_DASHBOARD = `/admin?${new URLSearchParams(FAILED.map((sub) => ['template_sub_status', sub]))}`;

const TEMPLATES = [
  makeTemplate({ template_id: 1, template_name: 'generation failed', template_status: '待生成', template_sub_status: 'GENERATION_FAILED' }),
  makeTemplate({ template_id: 2, template_name: 'review failed', template_status: '待生成', template_sub_status: 'AUDIT_FAILED' }),
  makeTemplate({ template_id: 3, template_name: 'rejected', template_status: '已上架', template_sub_status: '审核不通过' }),
  makeTemplate({ template_id: 4, template_name: 'fine', template_status: '已生成', template_sub_status: 'UNREVIEWED' }),
];

const location = () => screen.getByTestId('location').textContent!;
const lastListQuery = (requests: ApiRequest[]) => new URLSearchParams(callsTo(requests, LIST).at(-1)!.url.split('?')[1]);

test('a link with several sub-statuses lists the templates with any of them, and shows the filter in force', async () => {
  const { requests } = serveTemplates(TEMPLATES);
  renderApp(FROM_DASHBOARD);

  const inForce = await screen.findByRole('group', { name: '子状态：生成失败、审核失败、审核不通过' });
  expect(await screen.findByText('generation failed')).toBeInTheDocument();
  expect(screen.getByText('rejected')).toBeInTheDocument();
  expect(screen.queryByText('fine')).not.toBeInTheDocument();
  expect(lastListQuery(requests).getAll('template_sub_status')).toEqual(FAILED);

  await userEvent.click(within(inForce).getByRole('button', { name: '移除筛选：子状态 生成失败、审核失败、审核不通过' }));
  expect(location()).toBe('/admin');
  expect(await screen.findByText('fine')).toBeInTheDocument();
  expect(lastListQuery(requests).has('template_sub_status')).toBe(false);
});

test('the filter row keeps them when it applies, and 清空 clears them with its own filters', async () => {
  const { requests } = serveTemplates(TEMPLATES);
  renderApp(FROM_DASHBOARD);
  const search = await screen.findByRole('search', { name: '筛选条件' });
  await screen.findByText('generation failed');

  await userEvent.type(within(search).getByRole('textbox', { name: '模板名称' }), 'review{Enter}');
  await waitFor(() => expect(lastListQuery(requests).get('template_name')).toBe('review'));
  expect(lastListQuery(requests).getAll('template_sub_status')).toEqual(FAILED);
  expect(await screen.findByText('review failed')).toBeInTheDocument();

  await userEvent.click(within(search).getByRole('button', { name: '清空' }));
  expect(location()).toBe('/admin');
  expect(screen.queryByRole('group', { name: /^子状态/ })).not.toBeInTheDocument();
  expect(await screen.findByText('fine')).toBeInTheDocument();
});

test('in English the filter reads in English, both spellings of a sub-status as one name', async () => {
  setLanguagePreference('en');
  serveTemplates(TEMPLATES);
  renderApp(FROM_DASHBOARD);
  const inForce = await screen.findByRole('group', { name: 'Sub-status: Generation failed, Review failed, Review rejected' });
  expect(
    within(inForce).getByRole('button', { name: 'Remove the filter: sub-status Generation failed, Review failed, Review rejected' }),
  ).toBeInTheDocument();
});

test('in English the published 子状态 column names the stored words in English', async () => {
  setLanguagePreference('en');
  const published = (id: number, sub: string) => makeTemplate({ template_id: id, template_status: '已上架', template_sub_status: sub });
  serveTemplates([published(1, '未审核'), published(2, '未确认'), published(3, '已下架')]);
  renderApp('/admin/published');
  await screen.findByRole('columnheader', { name: 'Sub-status' });
  for (const [id, name] of [
    [1, 'Not reviewed'],
    [2, 'Unconfirmed'],
    [3, 'Taken down'],
  ] as const) {
    const row = (await screen.findByRole('group', { name: `Actions for template #${id}` })).closest('tr')!;
    expect(within(row).getByRole('cell', { name })).toBeInTheDocument();
  }
});

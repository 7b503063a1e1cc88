import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo } from '@video-admin/shared-ui/testing';
import { openModule, renderReleases } from '../../../testing/render-releases';
import { serveReleases } from '../../../testing/releases-handlers';

async function fill(form: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = within(form).getByRole('textbox', { name: new RegExp(`^${label}`), hidden: true });
    await userEvent.clear(field);
    await userEvent.type(field, value);
  }
}

test('registering a module checks its names, shows a name taken (409) in the dialog, and registers', async () => {
  const { requests } = serveReleases();
  renderReleases();
  await userEvent.click(await screen.findByRole('button', { name: '注册模块' }));
  const form = await screen.findByRole('dialog', { name: '注册模块', hidden: true });
  await userEvent.click(within(form).getByRole('button', { name: '注册', hidden: true }));
  expect(within(form).getAllByText('小写字母、数字和连字符，以字母开头。')).toHaveLength(2);
  expect(callsTo(requests, 'POST /api/v1/modules/')).toHaveLength(0);

  await fill(form, { 包名: 'remote-items', 'URL 路径段': 'reports', 联邦名称: 'reports', 英文名称: 'Reports', 中文名称: '报表' });
  await userEvent.click(within(form).getByRole('button', { name: '注册', hidden: true }));
  expect(await within(form).findByText('The name remote-items is taken')).toBeInTheDocument();

  await fill(form, { 包名: 'remote-reports' });
  await userEvent.click(within(form).getByRole('button', { name: '注册', hidden: true }));
  await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
  expect(JSON.parse(callsTo(requests, 'POST /api/v1/modules/')[1]!.body)).toEqual({
    name: 'remote-reports',
    segment: 'reports',
    config_key: 'reports',
    display_name: { en: 'Reports', 'zh-CN': '报表' },
  });
  expect(await screen.findByRole('link', { name: '报表' })).toBeInTheDocument();
  expect(await openModule('remote-reports')).toBeInTheDocument();
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguagePreference } from '@video-admin/shared-ui';
import { apiServer, aUser, HttpResponse, plainHttp } from '@video-admin/shared-ui/testing';
import { renderReleases } from '../../../testing/render-releases';
import { serveReleases } from '../../../testing/releases-handlers';
import { aHealth, itemsReleases, ITEMS, SHELL } from '../../../testing/releases-fixtures';

const section = async (name: string) => screen.findByRole('region', { name: new RegExp(`^${name} `) });

test('lists each module with its live, rolling-out and other releases and who published and promoted what (Chinese by default)', async () => {
  serveReleases();
  renderReleases();
  expect(await screen.findByRole('heading', { name: '发布管理', level: 1 })).toBeInTheDocument();
  const items = await section('项目');
  expect(within(items).getByText('remote-items')).toBeInTheDocument();
  expect(within(items).getByText('线上')).toBeInTheDocument();
  expect(within(items).getByText('0.1.0-b 面向 10% 的浏览器，自 2026/11/24 08:00:00 起（操作人 rm@example.com）。')).toBeInTheDocument();
  expect(within(items).getByText('未上线')).toBeInTheDocument();
  const history = within(items).getByRole('list', { name: '项目 的历史记录' });
  const lines = within(history).getAllByRole('listitem');
  expect(lines[0]).toHaveTextContent('灰度发布0.1.0-b操作人 rm@example.com10%');
  expect(lines[2]).toHaveTextContent('上线0.1.0-a操作人 boss@example.com');
  expect(within(items).getAllByText('ci@example.com 于 2026/11/23 08:00:00 发布')).toHaveLength(1);
  // The host moves only by promote and rollback, and cannot be retired.
  const shell = await section('shell 中文');
  expect(within(shell).getByText('尚无线上版本。')).toBeInTheDocument();
  expect(within(shell).queryByRole('button', { name: '停用' })).not.toBeInTheDocument();
  expect(within(items).getByRole('button', { name: '停用' })).toBeInTheDocument();
});

test('in English, the same screen in English', async () => {
  setLanguagePreference('en');
  serveReleases();
  renderReleases();
  expect(await screen.findByRole('heading', { name: 'Releases', level: 1 })).toBeInTheDocument();
  const items = await section('Items');
  expect(within(items).getByText('0.1.0-b goes to 10% of browsers, since 2026/11/24 08:00:00 (by rm@example.com).')).toBeInTheDocument();
  expect(within(items).getByRole('button', { name: 'Promote 0.1.0-c' })).toBeInTheDocument();
  expect(within(items).getByRole('button', { name: 'Roll out 0.1.0-c' })).toBeInTheDocument();
  expect(within(items).getByRole('button', { name: 'Preview link for 0.1.0-c' })).toBeInTheDocument();
});

test('no module yet: says so', async () => {
  serveReleases({ modules: [], releases: [] });
  renderReleases();
  expect(await screen.findByText('尚未注册任何模块。')).toBeInTheDocument();
});

test('a failed list says so and Retry asks again', async () => {
  serveReleases();
  apiServer.use(plainHttp.get('*/api/v1/releases/', () => HttpResponse.json({ detail: 'down' }, { status: 500 }), { once: true }));
  renderReleases();
  expect(await screen.findByText('发布加载失败。')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await section('项目')).toBeInTheDocument();
});

test('someone without releases.manage is told so and nothing is asked of the releases API', async () => {
  const { requests } = serveReleases({ me: aUser() });
  renderReleases();
  expect(await screen.findByText('只有发布管理员和超级管理员可以管理发布。')).toBeInTheDocument();
  expect(requests.some((request) => request.url.startsWith('/api/v1/releases'))).toBe(false);
});

test("a module's load health: the persons and address groups it is judged by, the failure share, browsers and failures by phase", async () => {
  serveReleases({ modules: [SHELL, ITEMS], health: [aHealth()] });
  renderReleases();
  const items = await section('项目');
  await userEvent.click(within(items).getByRole('button', { name: '加载健康' }));
  const health = await within(items).findByRole('list', { name: 'remote-items 的加载健康' });
  expect(health).toHaveTextContent('0.1.0-b');
  expect(health).toHaveTextContent('判定依据：8 位登录用户、4 个地址段，其中 9 个出现失败（75%）');
  expect(health).toHaveTextContent('12 个浏览器，其中 9 个出现失败');
  expect(health).toHaveTextContent('加载 30 次，失败 20 次');
  expect(health).toHaveTextContent('出现失败的浏览器按阶段： 清单 0，入口 0，代码块 2，渲染 7');
});

test('a rollout the server aborted by itself is shown with why, in the module and in its history', async () => {
  const detail = 'failure share 0.75 against 0.00 for the live release over 12 browsers';
  const abort = { action: 'rollout-abort' as const, release_id: '0.1.0-b', actor: 'server', at: '2026-11-25T08:00:00Z', detail };
  const entry = itemsReleases({ rollout: null });
  serveReleases({ releases: [{ ...entry, history: [abort, ...entry.history] }] });
  renderReleases();
  const items = await section('项目');
  expect(within(items).getByText('服务器已自动中止 0.1.0-b 的灰度发布：其失败率明显高于线上版本。')).toBeInTheDocument();
  const history = within(items).getByRole('list', { name: '项目 的历史记录' });
  expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent(`灰度中止0.1.0-b操作人 server${detail}`);
});

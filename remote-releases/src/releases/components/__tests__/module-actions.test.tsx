import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguagePreference } from '@video-admin/shared-ui';
import { callsTo, TEST_MODULES } from '@video-admin/shared-ui/testing';
import { openModule, renderReleases } from '../../../testing/render-releases';
import { serveReleases } from '../../../testing/releases-handlers';
import { itemsReleases, ITEMS, SHELL } from '../../../testing/releases-fixtures';

const items = () => openModule('remote-items');
const alert = () => screen.findByRole('alertdialog', { hidden: true });
const closed = (role: 'dialog' | 'alertdialog') =>
  waitFor(() => expect(screen.queryByRole(role, { hidden: true })).not.toBeInTheDocument());
const bodyOf = (request: { body: string } | undefined) => JSON.parse(request!.body) as unknown;

test('promote asks first; 取消 sends nothing, 上线 promotes and the history shows it', async () => {
  const { requests } = serveReleases();
  renderReleases();
  const section = await items();
  await userEvent.click(within(section).getByRole('button', { name: '上线 0.1.0-c' }));
  expect(within(await alert()).getByText('将 0.1.0-c 设为 remote-items 的线上版本？')).toBeInTheDocument();
  await userEvent.click(within(await alert()).getByRole('button', { name: '取消', hidden: true }));
  await closed('alertdialog');
  expect(callsTo(requests, 'POST /api/v1/releases/remote-items/promote')).toHaveLength(0);
  await userEvent.click(within(section).getByRole('button', { name: '上线 0.1.0-c' }));
  await userEvent.click(within(await alert()).getByRole('button', { name: '上线', hidden: true }));
  await waitFor(() => expect(callsTo(requests, 'POST /api/v1/releases/remote-items/promote')).toHaveLength(1));
  expect(bodyOf(callsTo(requests, 'POST /api/v1/releases/remote-items/promote')[0])).toEqual({ release_id: '0.1.0-c' });
  expect(await screen.findByText('remote-items：该版本已上线。')).toBeInTheDocument();
  await userEvent.click(within(section).getByRole('tab', { name: '历史记录' }));
  const history = within(section).getByRole('list', { name: '项目 的历史记录' });
  await waitFor(() => expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('上线0.1.0-c操作人 rm@example.com'));
});

test('a compatibility refusal (409) is shown in the module with its reason', async () => {
  const reason = 'remote-items 0.1.0-c needs shared-ui ^2.0.0; the live shell provides 1.4.0';
  serveReleases({ refuse: reason });
  renderReleases();
  const section = await items();
  await userEvent.click(within(section).getByRole('button', { name: '上线 0.1.0-c' }));
  await userEvent.click(within(await alert()).getByRole('button', { name: '上线', hidden: true }));
  const refusal = await within(section).findByRole('alert');
  expect(refusal).toHaveTextContent('操作被拒绝');
  expect(refusal).toHaveTextContent(reason);
});

test("the rollout's share changes at once; complete and abort ask first and send 100 and 0", async () => {
  const { requests } = serveReleases();
  renderReleases();
  const section = await items();
  const percent = within(section).getByRole('spinbutton', { name: '浏览器比例（%）' });
  await userEvent.clear(percent);
  await userEvent.type(percent, '25');
  await userEvent.click(within(section).getByRole('button', { name: '更改比例' }));
  await waitFor(() => expect(callsTo(requests, 'POST /api/v1/releases/remote-items/rollout')).toHaveLength(1));
  expect(bodyOf(callsTo(requests, 'POST /api/v1/releases/remote-items/rollout')[0])).toEqual({ release_id: '0.1.0-b', percent: 25 });
  expect(await screen.findByText('remote-items：该版本面向 25% 的浏览器。')).toBeInTheDocument();
  expect(await within(section).findByText(/0\.1\.0-b 面向 25% 的浏览器/)).toBeInTheDocument();

  await userEvent.click(within(section).getByRole('button', { name: '中止灰度' }));
  expect(within(await alert()).getByText('中止 0.1.0-b 的灰度发布？')).toBeInTheDocument();
  await userEvent.click(within(await alert()).getByRole('button', { name: '中止灰度', hidden: true }));
  await waitFor(() => expect(callsTo(requests, 'POST /api/v1/releases/remote-items/rollout')).toHaveLength(2));
  expect(bodyOf(callsTo(requests, 'POST /api/v1/releases/remote-items/rollout')[1])).toEqual({ release_id: '0.1.0-b', percent: 0 });
  expect(await screen.findByText('remote-items：灰度已中止。')).toBeInTheDocument();
  await waitFor(() => expect(within(section).queryByRole('button', { name: '中止灰度' })).not.toBeInTheDocument());
});

test('starting a rollout takes a whole percent from 1 to 99', async () => {
  const { requests } = serveReleases();
  renderReleases();
  const section = await items();
  await userEvent.click(within(section).getByRole('button', { name: '灰度发布 0.1.0-c' }));
  const form = await screen.findByRole('dialog', { name: '灰度发布 0.1.0-c', hidden: true });
  const percent = within(form).getByRole('spinbutton', { name: /浏览器比例/, hidden: true });
  await userEvent.clear(percent);
  await userEvent.type(percent, '100');
  await userEvent.click(within(form).getByRole('button', { name: '开始灰度', hidden: true }));
  expect(await within(form).findByText('请输入 1 到 99 的整数。')).toBeInTheDocument();
  expect(callsTo(requests, 'POST /api/v1/releases/remote-items/rollout')).toHaveLength(0);
  await userEvent.clear(percent);
  await userEvent.type(percent, '30');
  await userEvent.click(within(form).getByRole('button', { name: '开始灰度', hidden: true }));
  await closed('dialog');
  expect(bodyOf(callsTo(requests, 'POST /api/v1/releases/remote-items/rollout')[0])).toEqual({ release_id: '0.1.0-c', percent: 30 });
});

test('a preview link shows the URL to copy and when it expires (English)', async () => {
  setLanguagePreference('en');
  const { requests } = serveReleases();
  renderReleases();
  const section = await openModule('remote-items');
  await userEvent.click(within(section).getByRole('button', { name: 'Preview link for 0.1.0-c' }));
  const dialog = await screen.findByRole('dialog', { name: 'Preview link for 0.1.0-c', hidden: true });
  expect(within(dialog).getByRole('textbox', { name: /Link/, hidden: true })).toHaveValue('http://localhost:8000/preview/token-0.1.0-c');
  expect(within(dialog).getByText('Works until Nov 25, 2026, 9:00 AM.')).toBeInTheDocument();
  expect(bodyOf(callsTo(requests, 'POST /api/v1/releases/remote-items/preview')[0])).toEqual({ release_id: '0.1.0-c' });
});

test('retiring a module asks first, naming the routes and menu entries that leave the page; it is then listed as retired', async () => {
  const retirement = { routes: ['/items', '/items/archive'], menu: ['/items'], blocked_by: [] };
  const { requests } = serveReleases({ retirement: { 'remote-items': retirement } });
  renderReleases('/admin/releases', { modules: TEST_MODULES });
  const section = await items();
  await userEvent.click(within(section).getByRole('button', { name: '停用' }));
  expect(within(await alert()).getByText('停用 remote-items？')).toBeInTheDocument();
  const routes = await within(await alert()).findByRole('list', { name: '以下路由将从页面消失：', hidden: true });
  expect(
    within(routes)
      .getAllByRole('listitem', { hidden: true })
      .map((item) => item.textContent),
  ).toEqual(['/items', '/items/archive']);
  const menu = within(await alert()).getByRole('list', { name: '以下菜单项将消失：', hidden: true });
  // The entry as the menu shows it (the live config's label), with its path.
  expect(
    within(menu)
      .getAllByRole('listitem', { hidden: true })
      .map((item) => item.textContent),
  ).toEqual(['项目 /items']);
  expect(callsTo(requests, 'GET /api/v1/modules/remote-items/retirement')).toHaveLength(1);
  await userEvent.click(within(await alert()).getByRole('button', { name: '停用', hidden: true }));
  await waitFor(() => expect(callsTo(requests, 'POST /api/v1/modules/remote-items/retire')).toHaveLength(1));
  expect(await screen.findByText('remote-items 已停用。')).toBeInTheDocument();
  const retired = await items();
  expect(await within(retired).findByText('已于 2026年11月25日 08:00 停用，页面不再包含它。')).toBeInTheDocument();
  expect(within(retired).getByRole('button', { name: '恢复' })).toBeInTheDocument();
  expect(within(retired).queryByRole('button', { name: '停用' })).not.toBeInTheDocument();
});

test('a module owning a path the product needs cannot be retired: the dialog says which and why, and offers no confirm', async () => {
  const { requests } = serveReleases({ retirement: { 'remote-items': { routes: ['/items'], menu: ['/items'], blocked_by: ['/items'] } } });
  renderReleases();
  const section = await items();
  await userEvent.click(within(section).getByRole('button', { name: '停用' }));
  const dialog = await screen.findByRole('alertdialog', { name: '无法停用 remote-items', hidden: true });
  const blockedBy = within(dialog).getByRole('list', { name: /^它拥有产品必需的以下路径/, hidden: true });
  expect(
    within(blockedBy)
      .getAllByRole('listitem', { hidden: true })
      .map((item) => item.textContent),
  ).toEqual(['/items']);
  expect(within(dialog).queryByRole('button', { name: '停用', hidden: true })).not.toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: '关闭', hidden: true }));
  await closed('alertdialog');
  expect(callsTo(requests, 'POST /api/v1/modules/remote-items/retire')).toHaveLength(0);
});

test('cancelling the retire question sends nothing', async () => {
  const { requests } = serveReleases();
  renderReleases();
  const section = await items();
  await userEvent.click(within(section).getByRole('button', { name: '停用' }));
  await within(await alert()).findByRole('button', { name: '停用', hidden: true });
  await userEvent.click(within(await alert()).getByRole('button', { name: '取消', hidden: true }));
  await closed('alertdialog');
  expect(callsTo(requests, 'POST /api/v1/modules/remote-items/retire')).toHaveLength(0);
});

test('a retired module offers Restore, asked first; restored, it is listed with its releases again', async () => {
  const { requests } = serveReleases({ modules: [SHELL, { ...ITEMS, retired_at: '2026-11-24T08:00:00Z' }] });
  renderReleases();
  const section = await items();
  expect(within(section).getByText('已于 2026年11月24日 08:00 停用，页面不再包含它。')).toBeInTheDocument();
  await userEvent.click(within(section).getByRole('button', { name: '恢复' }));
  expect(within(await alert()).getByText('恢复 remote-items？')).toBeInTheDocument();
  expect(within(await alert()).getByText(/它原有的部署密钥仍为吊销状态/)).toBeInTheDocument();
  await userEvent.click(within(await alert()).getByRole('button', { name: '恢复', hidden: true }));
  await waitFor(() => expect(callsTo(requests, 'POST /api/v1/modules/remote-items/restore')).toHaveLength(1));
  expect(await screen.findByText('remote-items 已恢复。')).toBeInTheDocument();
  expect(await within(await items()).findByRole('button', { name: '停用' })).toBeInTheDocument();
  expect(within(await items()).getByRole('button', { name: '上线 0.1.0-c' })).toBeInTheDocument();
});

test('roll back, offered once another release was live before, asks first naming the release that becomes live, and the history shows it', async () => {
  const entry = itemsReleases();
  const earlier = { action: 'promote' as const, release_id: '0.1.0-c', actor: 'rm@example.com', at: '2026-11-20T08:00:00Z', detail: null };
  const { requests } = serveReleases({ releases: [{ ...entry, history: [...entry.history, earlier] }] });
  renderReleases();
  const section = await items();
  await userEvent.click(within(section).getByRole('button', { name: '回滚' }));
  expect(within(await alert()).getByText('将 remote-items 回滚到 0.1.0-c？')).toBeInTheDocument();
  expect(within(await alert()).getByText('0.1.0-c 将重新成为线上版本，取代 0.1.0-a，此后每次页面加载都会使用它。')).toBeInTheDocument();
  await userEvent.click(within(await alert()).getByRole('button', { name: '回滚', hidden: true }));
  await waitFor(() => expect(callsTo(requests, 'POST /api/v1/releases/remote-items/rollback')).toHaveLength(1));
  expect(await screen.findByText('remote-items 已回滚。')).toBeInTheDocument();
  await userEvent.click(within(section).getByRole('tab', { name: '历史记录' }));
  const history = within(section).getByRole('list', { name: '项目 的历史记录' });
  await waitFor(() => expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('回滚至0.1.0-c'));
});

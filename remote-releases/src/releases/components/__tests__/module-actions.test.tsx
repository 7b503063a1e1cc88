import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguagePreference } from 'shared-ui';
import { callsTo } from 'shared-ui/testing';
import { renderReleases } from '../../../testing/render-releases';
import { serveReleases } from '../../../testing/releases-handlers';
import { itemsReleases } from '../../../testing/releases-fixtures';

const items = () => screen.findByRole('region', { name: '项目 remote-items' });
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
  const section = await screen.findByRole('region', { name: 'Items remote-items' });
  await userEvent.click(within(section).getByRole('button', { name: 'Preview link for 0.1.0-c' }));
  const dialog = await screen.findByRole('dialog', { name: 'Preview link for 0.1.0-c', hidden: true });
  expect(within(dialog).getByRole('textbox', { name: /Link/, hidden: true })).toHaveValue('http://localhost:8000/preview/token-0.1.0-c');
  expect(within(dialog).getByText('Works until 2026/11/25 09:00:00.')).toBeInTheDocument();
  expect(bodyOf(callsTo(requests, 'POST /api/v1/releases/remote-items/preview')[0])).toEqual({ release_id: '0.1.0-c' });
});

test('retiring a module asks first', async () => {
  const { requests } = serveReleases();
  renderReleases();
  const section = await items();
  await userEvent.click(within(section).getByRole('button', { name: '停用' }));
  expect(within(await alert()).getByText('停用 remote-items？')).toBeInTheDocument();
  await userEvent.click(within(await alert()).getByRole('button', { name: '停用', hidden: true }));
  await waitFor(() => expect(callsTo(requests, 'POST /api/v1/modules/remote-items/retire')).toHaveLength(1));
  expect(await screen.findByText('remote-items 已停用。')).toBeInTheDocument();
});

test('roll back, offered once another release was live before, asks first and the history shows it', async () => {
  const entry = itemsReleases();
  const earlier = { action: 'promote' as const, release_id: '0.1.0-c', actor: 'rm@example.com', at: '2026-11-20T08:00:00Z', detail: null };
  const { requests } = serveReleases({ releases: [{ ...entry, history: [...entry.history, earlier] }] });
  renderReleases();
  const section = await items();
  await userEvent.click(within(section).getByRole('button', { name: '回滚' }));
  expect(within(await alert()).getByText('回滚 remote-items？')).toBeInTheDocument();
  await userEvent.click(within(await alert()).getByRole('button', { name: '回滚', hidden: true }));
  await waitFor(() => expect(callsTo(requests, 'POST /api/v1/releases/remote-items/rollback')).toHaveLength(1));
  expect(await screen.findByText('remote-items 已回滚。')).toBeInTheDocument();
  const history = within(section).getByRole('list', { name: '项目 的历史记录' });
  await waitFor(() => expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('回滚至0.1.0-c'));
});

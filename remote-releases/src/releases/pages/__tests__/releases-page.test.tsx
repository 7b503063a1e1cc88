import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguagePreference } from '@video-admin/shared-ui';
import { apiServer, aUser, callsTo, HttpResponse, plainHttp } from '@video-admin/shared-ui/testing';
import { openModule, renderReleases } from '../../../testing/render-releases';
import { serveReleases } from '../../../testing/releases-handlers';
import { aHealth, itemsReleases, ITEMS, SHELL } from '../../../testing/releases-fixtures';

test('lists each module with its live, rolling-out and other releases and who published and promoted what (Chinese by default)', async () => {
  serveReleases();
  renderReleases();
  expect(await screen.findByRole('heading', { name: '发布管理', level: 1 })).toBeInTheDocument();
  const items = await openModule('remote-items');
  expect(within(items).getByText('remote-items')).toBeInTheDocument();
  expect(within(items).getByText('线上')).toBeInTheDocument();
  expect(within(items).getByText('0.1.0-b 面向 10% 的浏览器，自 2026年11月24日 08:00 起（操作人 rm@example.com）。')).toBeInTheDocument();
  expect(within(items).getByText('未上线')).toBeInTheDocument();
  expect(within(items).getAllByText('ci@example.com 于 2026年11月23日 08:00 发布')).toHaveLength(1);
  await userEvent.click(within(items).getByRole('tab', { name: '历史记录' }));
  const history = within(items).getByRole('list', { name: '项目 的历史记录' });
  const lines = within(history).getAllByRole('listitem');
  expect(lines[0]).toHaveTextContent('2026年11月24日 08:00灰度发布0.1.0-b操作人 rm@example.com10%');
  expect(lines[2]).toHaveTextContent('上线0.1.0-a操作人 boss@example.com');
  // The host moves only by promote and rollback, and cannot be retired.
  expect(within(items).getByRole('button', { name: '停用' })).toBeInTheDocument();
  const shell = await openModule('shell');
  expect(within(shell).getByText('尚无线上版本。')).toBeInTheDocument();
  expect(within(shell).queryByRole('button', { name: '停用' })).not.toBeInTheDocument();
});

test('in English, the same screen in English', async () => {
  setLanguagePreference('en');
  serveReleases();
  renderReleases();
  expect(await screen.findByRole('heading', { name: 'Releases', level: 1 })).toBeInTheDocument();
  const items = await openModule('remote-items');
  expect(within(items).getByText('0.1.0-b goes to 10% of browsers, since Nov 24, 2026, 8:00 AM (by rm@example.com).')).toBeInTheDocument();
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
  expect(await openModule('remote-items')).toBeInTheDocument();
});

test('someone without releases.manage is told so and nothing is asked of the releases API', async () => {
  const { requests } = serveReleases({ me: aUser() });
  renderReleases();
  expect(await screen.findByText('只有发布管理员和超级管理员可以管理发布。')).toBeInTheDocument();
  expect(requests.some((request) => request.url.startsWith('/api/v1/releases'))).toBe(false);
});

test("a module's load health: load times, the persons and address groups it is judged by, the failure share, browsers, and where failing loads stopped in words", async () => {
  serveReleases({ modules: [SHELL, ITEMS], health: [aHealth()] });
  renderReleases();
  const items = await openModule('remote-items', '加载健康');
  expect(
    await within(items).findByText('浏览器在页面最后一次加载模块约 5 秒后发送加载报告（页面隐藏或关闭时立即发送）；此处每 5 秒刷新一次。'),
  ).toBeInTheDocument();
  const health = await within(items).findByRole('list', { name: 'remote-items 的加载健康' });
  expect(health).toHaveTextContent('0.1.0-b');
  expect(health).toHaveTextContent('加载耗时：一半的加载在 420 ms 内完成，95% 在 1.9 s 内（共计时 21 次）');
  expect(health).toHaveTextContent('判定依据：8 位登录用户、4 个地址段，其中 9 个出现失败（75%）');
  expect(health).toHaveTextContent('12 个浏览器，其中 9 个出现失败');
  expect(health).toHaveTextContent('加载 30 次，失败 20 次');
  const phases = within(health).getByRole('list', { name: '0.1.0-b 的加载失败在哪里' });
  expect(
    within(phases)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    '2 个浏览器加载了入口文件，但没能加载页面需要的某个代码块。',
    '7 个浏览器加载了模块的全部代码，但页面渲染时出错（代码中的错误）。',
  ]);
});

test('load health in English: a failed manifest in plain words, singular and plural; no reports yet says how soon they arrive, and the panel asks again', async () => {
  setLanguagePreference('en');
  const { requests } = serveReleases({ health: [] });
  renderReleases();
  const items = await openModule('remote-items', 'Load health');
  expect(await within(items).findByText('No browser has reported a load yet.')).toBeInTheDocument();
  expect(within(items).getByText(/sends its load reports about 5 s after its page last loaded a module/)).toBeInTheDocument();
  const asked = callsTo(requests, 'GET /api/v1/releases/remote-items/health').length;
  serveReleases({ health: [aHealth({ by_phase: { manifest: 1, entry: 3, chunk: 0, render: 0 }, load_ms_p50: null, load_ms_p95: null })] });
  const phases = await within(items).findByRole('list', { name: 'Where loads of 0.1.0-b failed' }, { timeout: 8000 });
  expect(callsTo(requests, 'GET /api/v1/releases/remote-items/health').length).toBeGreaterThanOrEqual(asked);
  expect(
    within(phases)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    "1 browser could not fetch the module's manifest (the list of its files), so nothing of the module loaded.",
    "3 browsers fetched the manifest but could not load the module's entry file (remoteEntry.js).",
  ]);
  expect(within(items).getByText('Load time: no timed load yet.')).toBeInTheDocument();
}, 15_000);

test('the summary table comes first: each module with its live release (built when, from which commit), rollout with %, previews and health at a glance', async () => {
  const entry = itemsReleases();
  const commit = '0123456789abcdef0123456789abcdef01234567';
  entry.releases = entry.releases.map((release) => (release.live ? { ...release, built_at: '2026-11-21T07:30:00Z', commit } : release));
  entry.previews = [
    { id: 'p1', release_id: '0.1.0-c', expires_at: '2026-11-30T08:00:00Z', created_by: 'rm@example.com', created_by_key: null },
  ];
  serveReleases({
    releases: [entry],
    health: [aHealth({ release_id: '0.1.0-a', failed_browsers: 0, failure_share: 0, load_ms_p95: 1_250 })],
  });
  renderReleases();
  const table = await screen.findByRole('table', { name: '模块' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['模块', '线上版本', '灰度', '预览链接', '加载健康']);
  const items = within(table).getByRole('rowheader', { name: /项目/ }).closest('tr')!;
  const cells = within(items)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
  expect(cells[0]).toBe('0.1.0-a构建于 2026年11月21日 07:30 · 0123456789');
  expect(cells[1]).toBe('10%0.1.0-b');
  expect(cells[2]).toBe('1');
  expect(await within(items).findByText('加载正常')).toBeInTheDocument();
  expect(within(items).getByText('失败率 0%，12 个浏览器 · 95% 在 1.3 s 内')).toBeInTheDocument();
  const shell = within(table).getByRole('rowheader', { name: /shell/ }).closest('tr')!;
  expect(
    within(shell)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['—', '—', '0', '无线上版本']);
  // No module's releases until one is chosen; the chosen one is marked in the table.
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
  expect(screen.getByText('在上表中选择一个模块，查看其版本、历史记录和加载健康。')).toBeInTheDocument();
  await openModule('remote-items');
  expect(within(table).getByRole('link', { name: '项目' })).toHaveAttribute('aria-current', 'true');
});

test('a release says when and from which commit it was built, with uncommitted changes, and its notes keep their lines', async () => {
  setLanguagePreference('en');
  const entry = itemsReleases();
  entry.releases = entry.releases.map((release) =>
    release.release_id === '0.1.0-c'
      ? { ...release, built_at: '2026-11-23T07:00:00Z', commit: 'abcdef0123456789-dirty', notes: 'Fixes the copy dialog\nand the filters' }
      : release,
  );
  serveReleases({ releases: [entry] });
  renderReleases();
  const items = await openModule('remote-items');
  const release = within(items).getByRole('button', { name: 'Promote 0.1.0-c' }).closest('li')!;
  expect(release).toHaveTextContent('Built Nov 23, 2026, 7:00 AM · commit abcdef0123 (with uncommitted changes)');
  expect(within(release).getByText('abcdef0123')).toHaveAttribute('title', 'abcdef0123456789-dirty');
  expect(within(release).getByText(/^Notes: Fixes the copy dialog/).textContent).toBe('Notes: Fixes the copy dialog\nand the filters');
  expect(release).toHaveTextContent('Published by ci@example.com at Nov 23, 2026, 8:00 AM');
});

test('retire is drawn as a danger action, unlike the other actions, and load health is a tab', async () => {
  serveReleases();
  renderReleases();
  const items = await openModule('remote-items');
  const retire = within(items).getByRole('button', { name: '停用' });
  const promote = within(items).getByRole('button', { name: '上线 0.1.0-c' });
  // Both small buttons: only the danger look sets them apart.
  expect(retire.className.split(' ').filter((name) => !promote.className.split(' ').includes(name)).length).toBeGreaterThan(0);
  expect(within(items).getByRole('tab', { name: '加载健康' })).toBeInTheDocument();
  expect(within(items).queryByRole('button', { name: '加载健康' })).not.toBeInTheDocument();
});

test('a rollout the server aborted by itself is shown with why, in the module and in its history', async () => {
  const detail = 'failure share 0.75 against 0.00 for the live release over 12 browsers';
  const abort = { action: 'rollout-abort' as const, release_id: '0.1.0-b', actor: 'server', at: '2026-11-25T08:00:00Z', detail };
  const entry = itemsReleases({ rollout: null });
  serveReleases({ releases: [{ ...entry, history: [abort, ...entry.history] }] });
  renderReleases();
  const items = await openModule('remote-items');
  expect(within(items).getByText('服务器已自动中止 0.1.0-b 的灰度发布：其失败率明显高于线上版本。')).toBeInTheDocument();
  await userEvent.click(within(items).getByRole('tab', { name: '历史记录' }));
  const history = within(items).getByRole('list', { name: '项目 的历史记录' });
  expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent(`灰度中止0.1.0-b操作人 server${detail}`);
});

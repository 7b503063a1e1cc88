import { expect, test } from '@playwright/test';
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SUPERUSER } from '../support/env';
import { ROOT } from '../support/redeploy';
import { liveRelease, publish, releases } from '../support/releases';
import { logIn } from '../support/session';
import { accessToken } from '../support/users';

// The releases screen as a team lead reads it: the modules' summary table first; a release with
// its build time, commit and notes; a rollout's share with %; times in the person's language; the
// rollback question naming the release that becomes live; load health with load times and reports
// that arrive by themselves. The releases moved here are of remote-releases, copies of its live
// build (the same code), and its first release is live again at the end.

const ZH_TIME = /\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}/;

test('the summary table, a release with its build and notes, a rollout at 50%, roll back naming the release, and load health in words', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = { authorization: `Bearer ${await accessToken(request, SUPERUSER.email, SUPERUSER.password)}` };
  const first = await liveRelease(request, 'releasesAdmin');
  const copy = mkdtempSync(join(tmpdir(), 'releases-summary-'));
  cpSync(join(ROOT, 'remote-releases', 'dist'), copy, { recursive: true });
  writeFileSync(join(copy, 'copy.txt'), String(Date.now()));
  const next = publish('remote-releases', copy);
  expect(releases('publish', 'remote-releases', copy, '--notes', 'Summary table first\nRollback names the release')).toContain(next);
  expect(releases('list', 'remote-releases')).toMatch(/notes: Summary table first\n\s+notes: Rollback names the release/);
  const rollout = await request.post('/api/v1/releases/remote-releases/rollout', {
    headers: admin,
    data: { release_id: next, percent: 50 },
  });
  expect(rollout.status(), await rollout.text()).toBe(200);

  try {
    await page.setViewportSize({ width: 1366, height: 900 });
    await logIn(page);
    await page.goto('/admin/releases');

    // The table first: every module, its live release built when, its rollout's share with %.
    const table = page.getByRole('table', { name: '模块' });
    await expect(table.getByRole('columnheader')).toHaveText(['模块', '线上版本', '灰度', '预览链接', '加载健康']);
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /remote-releases/ }) });
    await expect(row.getByRole('cell').nth(0)).toContainText(first);
    await expect(row.getByRole('cell').nth(0)).toContainText(new RegExp(`构建于 ${ZH_TIME.source}`));
    await expect(row.getByRole('cell').nth(1)).toHaveText(`50%${next}`);
    for (const module of ['remote-items', 'remote-users', 'shell'])
      await expect(table.getByRole('rowheader', { name: new RegExp(module) })).toBeVisible();
    await expect(page.getByRole('region', { name: / (remote-\S+|shell)$/ })).toHaveCount(0);

    // The module from the table: the release rolling out, built from a commit, with its notes; the history's times and share.
    await row.getByRole('link').click();
    const module = page.getByRole('region', { name: '发布管理 remote-releases' });
    const rolling = module.getByRole('listitem').filter({ hasText: next }).first();
    await expect(rolling).toContainText(new RegExp(`构建于 ${ZH_TIME.source}`));
    await expect(rolling).toContainText('说明：Summary table first');
    await expect(rolling).toContainText('Rollback names the release');
    await expect(module.getByText(`${next} 面向 50% 的浏览器`, { exact: false })).toBeVisible();
    await module.getByRole('tab', { name: '历史记录' }).click();
    const history = module.getByRole('list', { name: '发布管理 的历史记录' });
    await expect(history.getByRole('listitem').first()).toContainText(
      new RegExp(`^${ZH_TIME.source}灰度发布${next.replace(/\./g, '\\.')}操作人 ${SUPERUSER.email}50%$`),
    );
    await expect(history).not.toContainText(/\d{4}-\d\d-\d\dT\d\d:\d\d/);

    // Completed, the copy is live; roll back names the release that becomes live and the one it replaces.
    const complete = await request.post('/api/v1/releases/remote-releases/rollout', {
      headers: admin,
      data: { release_id: next, percent: 100 },
    });
    expect(complete.status(), await complete.text()).toBe(200);
    await page.reload();
    await module.getByRole('button', { name: '回滚' }).click();
    const question = page.getByRole('alertdialog', { name: `将 remote-releases 回滚到 ${first}？` });
    await expect(question).toContainText(`${first} 将重新成为线上版本，取代 ${next}`);
    await question.getByRole('button', { name: '回滚' }).click();
    await expect(question).toBeHidden();
    await expect.poll(() => liveRelease(request, 'releasesAdmin')).toBe(first);

    // Retire is a danger action apart from the tabs; load health: the report of this page's load of
    // the live release (sent a few seconds after it) arrives by itself, with its load time.
    await page.reload();
    await expect(module.getByRole('button', { name: '停用' })).toBeVisible();
    await module.getByRole('tab', { name: '加载健康' }).click();
    await expect(module.getByText(/浏览器在页面最后一次加载模块约 5 秒后发送加载报告/)).toBeVisible();
    const health = module.getByRole('list', { name: 'remote-releases 的加载健康' });
    await expect(health).toContainText(/加载耗时：一半的加载在 [\d.]+ (ms|s) 内完成，95% 在 [\d.]+ (ms|s) 内/, { timeout: 30_000 });
    await expect(health).toContainText('没有浏览器加载失败。');

    // The same in English: times as English writes them.
    await page.evaluate(() => window.localStorage.setItem('language', 'en'));
    await page.reload();
    const englishRow = page
      .getByRole('table', { name: 'Modules' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: /remote-releases/ }) });
    await expect(englishRow.getByRole('cell').nth(0)).toContainText(/built [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM)/);
  } finally {
    if ((await liveRelease(request, 'releasesAdmin')) !== first) releases('promote', 'remote-releases', first);
    await request.post('/api/v1/releases/remote-releases/rollout', { headers: admin, data: { release_id: next, percent: 0 } });
  }
});

import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { logIn } from '../support/session';
import { bearer } from '../support/templates';
import { uniqueEmail } from '../support/users';

// The audit log as a superuser reads it: kinds, roles and statuses in words in both languages; the
// person and target filters find a part of the text; a page size of one's choice in the URL; the
// export downloads what the filters match, in words; an entry links to the record it changed while
// that record exists; a phone shows each entry as a card naming its lines.

const BOM = '\uFEFF';

async function useLanguage(page: Page, language: 'en' | 'zh-CN') {
  await page.evaluate((value) => window.localStorage.setItem('language', value), language);
  await page.reload();
}

test('the audit log reads in words, finds a part of a target, exports what it shows and opens the record changed', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await logIn(page);

  // A person given 只读 and then 模板审核: two entries on their address.
  const email = uniqueEmail('audited');
  const headers = await bearer(page);
  const created = await page.request.post('/api/v1/users/', {
    headers,
    data: { email, password: 'password-1234', full_name: 'Audited Person', roles: ['viewer'] },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  const changed = await page.request.patch(`/api/v1/users/${id}`, { headers, data: { roles: ['template_reviewer', 'viewer'] } });
  expect(changed.ok(), await changed.text()).toBe(true);

  // The target filter takes a part of the address: its local part alone.
  const part = email.split('@')[0]!.slice(2).toUpperCase();
  await page.goto('/admin/users?tab=audit');
  const filters = page.getByRole('search', { name: '筛选审计日志' });
  await filters.getByRole('textbox', { name: '对象' }).fill(part);
  await filters.getByRole('textbox', { name: '对象' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`target=${part}`));
  const table = page.getByRole('table', { name: '审计日志' });
  const rows = table.getByRole('row').filter({ hasText: `user:${email}` });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('修改角色');
  await expect(rows.nth(0)).toContainText('角色: 只读 → 模板审核、只读');
  await expect(rows.nth(1)).toContainText('创建用户');
  await expect(rows.nth(1)).toContainText('角色: 只读');
  await expect(table).not.toContainText('template_reviewer');
  await expect(table).not.toContainText('user.roles');

  // A page size of one's choice, kept in the URL with the filters.
  await page.getByRole('combobox', { name: '每页显示' }).selectOption('50');
  await expect(page).toHaveURL(/size=50/);
  await expect(page).toHaveURL(new RegExp(`target=${part}`));

  // The export: the entries the filters match, in the screen's words.
  const [download] = await Promise.all([page.waitForEvent('download'), filters.getByRole('button', { name: '导出 CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`audit-log-${new Date().toISOString().slice(0, 10)}.csv`);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith(BOM)).toBe(true);
  const [header, ...lines] = text.slice(BOM.length).trimEnd().split('\r\n');
  expect(header).toBe('时间,操作人,类型,类型代码,对象,内容,来源');
  expect(lines).toHaveLength(2);
  expect(lines[0]).toContain(`,修改角色,user.roles,user:${email},角色: 只读 → 模板审核、只读,审计日志`);
  expect(lines[1]).toContain(`,创建用户,user.create,user:${email},`);

  // English: the same entries in English words.
  await useLanguage(page, 'en');
  const english = page
    .getByRole('table', { name: 'Audit log' })
    .getByRole('row')
    .filter({ hasText: `user:${email}` });
  await expect(english.nth(0)).toContainText('Roles changed');
  await expect(english.nth(0)).toContainText('Roles: Viewer → Template reviewer, Viewer');
  await useLanguage(page, 'zh-CN');

  // A phone: each entry a card, its lines named.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page
    .getByRole('table', { name: '审计日志' })
    .getByRole('row')
    .filter({ hasText: `user:${email}` })
    .first();
  await expect(card).toBeVisible();
  const kindCell = card.getByRole('cell').nth(2);
  expect(await kindCell.evaluate((cell) => getComputedStyle(cell, '::before').content)).toContain('类型');
  await page.setViewportSize({ width: 1366, height: 900 });

  // The target links to the person on the users tab.
  await rows
    .nth(0)
    .getByRole('link', { name: `user:${email}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/users\\?q=${encodeURIComponent(email).replace(/\./g, '\\.')}`));
  await expect(page.getByRole('table', { name: '用户' }).getByText(email)).toBeVisible();
});

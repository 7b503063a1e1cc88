import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { tabTo } from '../support/keyboard';
import { personWithRoles, signedInAs } from '../support/people-with-roles';
import { logIn } from '../support/session';
import { bearer, createTemplate } from '../support/templates';

// The views bar above the templates tabs, on screen: a superuser chooses a tab's columns and its
// density by keyboard, saves the tab with a filter as a view shared with 模板审核 through the save
// dialog; a reviewer finds it among the views shared with them, applies it (its tab, filter,
// columns and density show), may copy it but not change or delete it; a person without the role
// never sees it.

const PENDING_TABLE = '待生成列表';
const headers = (page: Page) =>
  page
    .getByRole('table', { name: PENDING_TABLE })
    .getByRole('columnheader')
    .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? '').filter((text) => text !== ''));
const cellPadding = (page: Page) =>
  page
    .getByRole('table', { name: PENDING_TABLE })
    .locator('tbody td')
    .first()
    .evaluate((cell) => parseFloat(getComputedStyle(cell).paddingLeft));

test('a templates view shared with a role: saved on a tab with a filter, applied read-only by its holders, copied, unseen by others', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await logIn(page);
  const admin = await bearer(page);
  const name = `视图模板 ${Date.now()}`;
  await createTemplate(page, { template_name: name, template_platform: 'keling', template_prompt: '海边日落', template_status: '待生成' });
  const reviewer = await personWithRoles(page.request, admin, ['template_reviewer']);
  const viewer = await personWithRoles(page.request, admin, ['viewer']);

  // 待生成 with a name filter, then its columns and density by keyboard: 平台 hidden, 提示词 shown, compact rows.
  await page.goto(`/admin/pending?template_name=${encodeURIComponent(name)}`);
  await expect(page.getByRole('table', { name: PENDING_TABLE }).getByRole('row').nth(1)).toContainText(name);
  const comfortable = await cellPadding(page);
  const columnsButton = page.getByRole('button', { name: '列', exact: true });
  await tabTo(page, columnsButton, 60);
  await page.keyboard.press('Enter');
  const chooser = page.getByRole('dialog', { name: '选择列并调整顺序' });
  await expect(chooser.getByRole('checkbox', { name: 'ID（始终显示）' })).toBeDisabled();
  await tabTo(page, chooser.getByRole('checkbox', { name: '平台' }), 10);
  await page.keyboard.press('Space');
  await tabTo(page, chooser.getByRole('checkbox', { name: '提示词' }), 20);
  await page.keyboard.press('Space');
  await page.keyboard.press('Escape');
  await expect(chooser).toBeHidden();
  await expect(columnsButton).toBeFocused();
  const chosen = ['ID', '名称', '提示词', '模板参数', '子状态', '创建时间', '操作'];
  await expect.poll(() => headers(page)).toEqual(chosen);
  await tabTo(page, page.getByRole('button', { name: '密度：宽松' }), 5);
  await page.keyboard.press('Enter');
  await page.getByRole('menuitemradio', { name: '紧凑' }).press('Enter');
  await expect.poll(() => cellPadding(page)).toBeLessThan(comfortable);
  // Another tab keeps its own columns.
  await page.getByRole('tab', { name: /^全部模板/ }).click();
  await expect(page.getByRole('table', { name: '全部模板列表' }).getByRole('columnheader', { name: '平台' })).toBeVisible();
  await page.getByRole('tab', { name: /^待生成/ }).click();
  await expect.poll(() => headers(page)).toEqual(chosen);

  // Saved through the dialog, shared with 模板审核.
  await page.getByRole('button', { name: '视图', exact: true }).click();
  await page.getByRole('menuitem', { name: '保存当前视图…' }).click();
  const dialog = page.getByRole('dialog', { name: '保存视图' });
  await dialog.getByRole('textbox', { name: '名称' }).fill(name);
  await dialog.getByRole('combobox', { name: /共享给角色/ }).selectOption({ label: '模板审核' });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('status').filter({ hasText: `已保存视图“${name}”` })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'templates list with its views bar');

  // The reviewer opens the templates screen, finds the view among those shared with them and applies it.
  const reviewing = await signedInAs(browser, page.request, reviewer);
  const second = await reviewing.newPage();
  await second.setViewportSize({ width: 1366, height: 900 });
  await second.goto('/');
  await second.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: '视频模板管理', exact: true }).click();
  await expect(second.getByRole('tab', { name: /^全部模板/, selected: true })).toBeVisible();
  await second.getByRole('button', { name: '视图', exact: true }).click();
  const shared = second.getByRole('group', { name: '共享给我的视图' });
  await expect(shared.getByRole('menuitem', { name, exact: true })).toBeVisible();
  await expect(second.getByRole('group', { name: '我的视图', exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(second, 'the views menu with a shared view');
  await shared.getByRole('menuitem', { name, exact: true }).click();

  await expect(second).toHaveURL(/\/admin\/pending\?template_name=/);
  await expect(second.getByRole('tab', { name: /^待生成/, selected: true })).toBeVisible();
  await expect(second.getByRole('search', { name: '筛选条件' }).getByRole('textbox', { name: '模板名称' })).toHaveValue(name);
  await expect(second.getByRole('table', { name: PENDING_TABLE }).getByRole('row').nth(1)).toContainText(name);
  await expect.poll(() => headers(second)).toEqual(chosen);
  await expect(second.getByRole('button', { name: '密度：紧凑' })).toBeVisible();
  await expect.poll(() => cellPadding(second)).toBeLessThan(comfortable);

  // Read-only: no update, default or delete, only a copy, which becomes theirs.
  await second.getByRole('button', { name: `视图：${name}` }).click();
  await expect(second.getByRole('menuitem', { name: `删除“${name}”` })).toHaveCount(0);
  await expect(second.getByRole('menuitem', { name: `用列表当前的样子更新“${name}”` })).toHaveCount(0);
  await expect(second.getByRole('menuitem', { name: `打开列表时使用“${name}”` })).toHaveCount(0);
  await second.getByRole('menuitem', { name: `另存“${name}”的副本` }).click();
  const copying = second.getByRole('dialog', { name: '另存副本' });
  await expect(copying.getByRole('textbox', { name: '名称' })).toHaveValue(`${name}（副本）`);
  // Sharing is a superuser's: the copy's dialog does not offer it.
  await expect(copying.getByRole('combobox')).toHaveCount(0);
  await copying.getByRole('button', { name: '保存' }).click();
  await expect(second.getByRole('status').filter({ hasText: `已保存视图“${name}（副本）”` })).toBeVisible();
  await second.getByRole('button', { name: `视图：${name}（副本）` }).click();
  await expect(
    second.getByRole('group', { name: '我的视图', exact: true }).getByRole('menuitem', { name: `${name}（副本）` }),
  ).toBeVisible();
  await reviewing.close();

  // A person without the role does not see it.
  const viewing = await signedInAs(browser, page.request, viewer);
  const third = await viewing.newPage();
  await third.setViewportSize({ width: 1366, height: 900 });
  await third.goto('/admin/pending');
  await third.getByRole('button', { name: '视图', exact: true }).click();
  await expect(third.getByRole('menu', { name: '视图' })).toBeVisible();
  await expect(third.getByRole('menuitem', { name, exact: true })).toHaveCount(0);
  await viewing.close();
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn } from '../support/session';

// The language chosen in Settings > Appearance applies at once in the shell and every remote,
// without a reload, and survives one. 'Default' is the product's mix: English account and items
// screens, a Chinese back office.

interface Texts {
  menu: [items: string, settings: string, templates: string, videoTasks: string];
  settings: string;
  items: string;
  templates: string;
  videoTasks: string;
}

const DEFAULT: Texts = {
  menu: ['Items', 'User Settings', '视频模板管理', '视频任务管理'],
  settings: 'User Settings',
  items: 'Items Management',
  templates: '视频模板管理',
  videoTasks: '视频任务管理',
};
const CHINESE: Texts = {
  menu: ['项目', '用户设置', '视频模板管理', '视频任务管理'],
  settings: '用户设置',
  items: '项目管理',
  templates: '视频模板管理',
  videoTasks: '视频任务管理',
};
const ENGLISH: Texts = {
  menu: ['Items', 'User Settings', 'Video Templates', 'Video Tasks'],
  settings: 'User Settings',
  items: 'Items Management',
  templates: 'Video Template Management',
  videoTasks: 'Video Task Management',
};

function nav(page: Page) {
  return page.getByRole('navigation').first();
}

/** Walks through every remote by the side menu (no reload) and checks each speaks the language. */
async function expectEverywhere(page: Page, texts: Texts): Promise<void> {
  const [items, settings, templates, videoTasks] = texts.menu;
  await expect(nav(page).getByRole('link')).toContainText([items, settings, templates, videoTasks]);
  for (const [link, heading] of [
    [items, texts.items],
    [templates, texts.templates],
    [videoTasks, texts.videoTasks],
    [settings, texts.settings],
  ] as const) {
    await nav(page).getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
}

async function choose(page: Page, language: RegExp): Promise<void> {
  await page.getByRole('tab', { name: /^(Appearance|外观)$/ }).click();
  // Clicked, not check(): the choice shows once the new texts are in, a moment later.
  await page.getByRole('radio', { name: language }).click();
  await expect(page.getByRole('radio', { name: language })).toBeChecked();
}

test('the language applies at once in every remote and survives a reload', async ({ page }) => {
  await logIn(page);
  await page.goto('/settings');
  await expectEverywhere(page, DEFAULT);
  // The mix: an English page whose back-office screens say they are Chinese.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await nav(page).getByRole('link', { name: '视频任务管理' }).click();
  await expect(page.getByRole('heading', { name: '视频任务管理' }).locator('xpath=ancestor::*[@lang][1]')).toHaveAttribute('lang', 'zh-CN');
  // Menus and dialogs render in portals, outside that element: they say their language themselves.
  const saysChinese = (locator: Locator) => expect(locator.locator('xpath=ancestor-or-self::*[@lang][1]')).toHaveAttribute('lang', 'zh-CN');
  await page
    .getByRole('button', { name: /^任务 #\d+ 的操作$/ })
    .first()
    .click();
  await saysChinese(page.getByRole('menu'));
  await page.getByRole('menuitem', { name: '查看详情' }).click();
  const details = page.getByRole('dialog', { name: /^视频任务详情 #\d+$/ });
  await saysChinese(details);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await nav(page).getByRole('link', { name: '视频模板管理' }).click();
  await page
    .getByRole('group', { name: /^模板 #\d+ 的操作$/ })
    .first()
    .getByRole('button', { name: '编辑', exact: true })
    .click();
  const edit = page.getByRole('dialog', { name: /^编辑视频模板 #\d+$/ });
  await saysChinese(edit);
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();
  await nav(page).getByRole('link', { name: 'User Settings' }).click();

  await choose(page, /^中文$/);
  // At once, on the page where it was chosen: its own texts and the shell's menu.
  await expect(page.getByRole('tab', { name: '外观', selected: true })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: '项目', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expectEverywhere(page, CHINESE);
  await page.reload();
  await expectEverywhere(page, CHINESE);
  expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('zh-CN');

  await choose(page, /^English$/);
  await expect(page.getByRole('tab', { name: 'Appearance', selected: true })).toBeVisible();
  await expectEverywhere(page, ENGLISH);
  await page.reload();
  await expectEverywhere(page, ENGLISH);

  await choose(page, /^Default/);
  await expectEverywhere(page, DEFAULT);
  await page.reload();
  await expectEverywhere(page, DEFAULT);
});

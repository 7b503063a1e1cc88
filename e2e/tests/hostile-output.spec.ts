import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../support/session';
import { openAdmin, templateRow } from '../support/templates';

// Hostile content on every screen that shows it: HTML and script in text fields must render as
// text, and a javascript: or data: URL must never become a src or href. The API refuses such
// URLs, so they are planted in the database directly, as a row written before that check
// existed (or by another writer of the same database) would hold them. The page's
// Content-Security-Policy must not be violated by the product itself on any of these screens.

const MARK = `xss${Date.now().toString(36)}`;
const TEXT = {
  img: `<img src=x onerror="window.__pwned='img'">${MARK}`,
  script: `<script>window.__pwned='script'</script>${MARK}`,
  svg: `<svg onload="window.__pwned='svg'"></svg>${MARK}`,
};
const BAD_URLS = [
  'javascript:window.__pwned="js"',
  'data:text/html,<script>window.__pwned="data"</script>',
  ' JaVaScRiPt:window.__pwned="case"',
  'data:image/svg+xml,<svg onload=alert(1)>',
];

interface Watch {
  dialogs: string[];
  errors: string[];
}

/** Collects what must never happen: dialogs, script errors and CSP violations. */
async function watch(page: Page): Promise<Watch> {
  const seen: Watch = { dialogs: [], errors: [] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => seen.errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) seen.errors.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return seen;
}

/** Nothing ran, and no element points a src, href or poster at a javascript: or data: URL. */
async function expectNothingRan(page: Page, seen: Watch, where: string): Promise<void> {
  const found = await page.evaluate(() => {
    const bad: string[] = [];
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const name of ['src', 'href', 'poster', 'action', 'formaction', 'srcset', 'xlink:href', 'data']) {
        const value = element.getAttribute(name);
        if (value && /^\s*(javascript|data|vbscript):/i.test(value))
          bad.push(`<${element.tagName.toLowerCase()} ${name}="${value.slice(0, 40)}">`);
      }
    }
    for (const img of Array.from(document.querySelectorAll('img[src="x"], script:not([src]), svg[onload]'))) {
      if (img.tagName === 'SCRIPT' && !img.textContent?.includes('__pwned')) continue;
      bad.push(`injected ${img.outerHTML.slice(0, 60)}`);
    }
    return { bad, pwned: (window as unknown as { __pwned?: string }).__pwned ?? null };
  });
  expect(found.pwned, `${where}: a payload ran`).toBeNull();
  expect(found.bad, `${where}: unsafe elements`).toEqual([]);
  expect(seen.dialogs, `${where}: dialogs`).toEqual([]);
  expect(seen.errors, `${where}: errors`).toEqual([]);
}

async function api(page: Page, method: 'post' | 'put', url: string, data: unknown) {
  const token = await page.evaluate(() => window.localStorage.getItem('access_token'));
  const response = await page.request[method](url, { headers: { Authorization: `Bearer ${token}` }, data });
  return { status: response.status(), body: await response.json() };
}

/** Writes straight into the product's SQLite database (E2E_DATA_DIR, set by the Playwright config). */
function plant(sql: string, ...params: unknown[]): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set');
  const database = new Database(join(dataDir, 'app.db'), { timeout: 5000 });
  try {
    database.prepare(sql).run(...params);
  } finally {
    database.close();
  }
}

test('HTML and script in every text field show as text, and javascript:/data: URLs never become a src or href', async ({ page }) => {
  const seen = await watch(page);
  await logIn(page);

  // The API refuses the URLs outright.
  for (const url of BAD_URLS) {
    const refused = await api(page, 'post', '/api/backend/video-template/create', { template_name: 'x', template_main_image: url });
    expect(refused.status, url).toBe(422);
  }

  // Text fields accept anything: an item, and one template per tab, all full of markup.
  const item = await api(page, 'post', '/api/v1/items/', { title: TEXT.img, description: TEXT.script });
  expect(item.status).toBe(200);
  const textFields = {
    template_name: TEXT.img,
    template_top_title: TEXT.svg,
    template_prompt: TEXT.script,
    template_category_id: `<b>${MARK}</b>`,
    template_system_recommendation: TEXT.script,
    template_user_evaluation: TEXT.img,
    template_params: { '<img src=x onerror=alert(1)>': TEXT.script },
    template_platform: 'keling',
  };
  const ids: Record<string, number> = {};
  for (const status of ['待生成', '已生成', '待补全', '已上架']) {
    const created = await api(page, 'post', '/api/backend/video-template/create', {
      ...textFields,
      template_status: status,
      ...(status === '已上架' ? { template_sub_status: '已上架' } : {}),
    });
    expect(created.status).toBe(200);
    ids[status] = created.body.template_id;
  }
  const task = await api(page, 'post', '/api/backend/video-tasks/', {
    template_id: ids['已上架'],
    user_id: 4242,
    platform: 'keling',
    task_status: 3,
    create_task_params: { prompt: TEXT.script },
  });
  expect(task.status).toBe(200);

  // The URLs go in behind the API's back.
  const [js, dataUrl, mixedCase, svgData] = BAD_URLS;
  for (const id of Object.values(ids)) {
    plant(
      `update video_templates set template_main_image = ?, template_video_url = ?, template_video_url_1 = ?, template_video_url_2 = ?,
         template_reference_image_1 = ?, template_reference_image_2 = ? where template_id = ?`,
      js,
      dataUrl,
      mixedCase,
      js,
      svgData,
      js,
      id,
    );
  }
  plant(
    'update video_tasks set video_url = ?, first_image = ?, second_image = ?, merged_image = ? where task_id = ?',
    js,
    svgData,
    dataUrl,
    mixedCase,
    task.body.task_id,
  );

  // Items: the list, and the edit dialog.
  await page.goto('/items');
  await expect(page.getByRole('cell', { name: TEXT.img, exact: true }).first()).toBeVisible();
  await expect(page.getByText(TEXT.script, { exact: true }).first()).toBeVisible();
  await expectNothingRan(page, seen, 'items');
  await page
    .getByRole('button', { name: new RegExp(MARK) })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const itemDialog = page.getByRole('dialog');
  await expect(itemDialog.getByRole('textbox').first()).toHaveValue(TEXT.img);
  await expectNothingRan(page, seen, 'item edit dialog');
  await page.keyboard.press('Escape');

  // Every templates tab lists its template with the markup as text.
  for (const [path, status] of [
    ['/admin', '已上架'],
    ['/admin/pending', '待生成'],
    ['/admin/generated', '已生成'],
    ['/admin/completion', '待补全'],
    ['/admin/published', '已上架'],
  ] as const) {
    await openAdmin(page, path);
    const row = templateRow(page, ids[status]!);
    await expect(row).toBeVisible();
    await expect(row).toContainText(MARK);
    await expectNothingRan(page, seen, path);
  }

  // The edit dialog (fields and read-only parts) and its history.
  await openAdmin(page, '/admin/completion');
  await templateRow(page, ids['待补全']!).getByRole('button', { name: '编辑', exact: true }).click();
  const edit = page.getByRole('dialog', { name: `编辑视频模板 #${ids['待补全']}` });
  await expect(edit).toBeVisible();
  await expect(edit.getByRole('textbox', { name: /模板名称/ })).toHaveValue(TEXT.img);
  await expectNothingRan(page, seen, 'edit dialog');
  await edit.getByRole('tab', { name: '历史记录' }).click();
  await expect(edit.getByRole('list', { name: '历史记录' })).toContainText(MARK);
  await expectNothingRan(page, seen, 'edit dialog history');
  await edit.getByRole('button', { name: '关闭' }).click();

  // The preview, as end users would see the template.
  await openAdmin(page, '/admin/published');
  await templateRow(page, ids['已上架']!).getByRole('button', { name: '查看' }).click();
  const preview = page.getByRole('dialog', { name: `模板预览 #${ids['已上架']}` });
  await expect(preview).toContainText(MARK);
  await expectNothingRan(page, seen, 'preview');
  await preview.getByRole('button', { name: '关闭' }).click();

  // Video tasks: the table and the details.
  await page.goto(`/admin/video-tasks?task_id=${task.body.task_id}`);
  await expect(page.getByRole('table', { name: '视频任务列表' })).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('table', { name: '视频任务列表' }).locator('tbody tr')).toHaveCount(1);
  await expectNothingRan(page, seen, 'video tasks table');
  await page.getByRole('button', { name: `任务 #${task.body.task_id} 的操作` }).click();
  await page.getByRole('menuitem', { name: '查看详情' }).click();
  const details = page.getByRole('dialog', { name: `视频任务详情 #${task.body.task_id}` });
  await expect(details).toContainText(MARK);
  await expect(details).toContainText('javascript:');
  await expectNothingRan(page, seen, 'video task details');
});

test('the screens with demo pictures and videos load without a Content-Security-Policy violation', async ({ page }) => {
  const seen = await watch(page);
  // The task screen's change stream stays open, so the network never goes idle; its events are
  // not what this checks.
  await page.route('**/api/backend/video-tasks/events', (route) => route.abort());
  await logIn(page);
  const response = await page.goto('/admin/published');
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  for (const path of [
    '/',
    '/items',
    '/settings',
    '/admin',
    '/admin/pending',
    '/admin/generated',
    '/admin/completion',
    '/admin/published',
    '/admin/video-tasks',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectNothingRan(page, seen, path);
  }
});

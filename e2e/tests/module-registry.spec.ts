import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { E2E_BASE_URL, SUPERUSER } from '../support/env';
import { ROOT } from '../support/redeploy';
import { logIn } from '../support/session';
import { accessToken } from '../support/users';

// A new team's module reaches the running product through HTTP alone: a superuser registers it
// and gives the team a deploy key; the team's CI builds it with the project's build setup and
// publishes it with that key. No file of the server or the shell changes and nothing restarts.
// The fixture (e2e/fixtures/remote-hello) mounts /hello with one menu entry.

const FIXTURE = join(ROOT, 'e2e', 'fixtures', 'remote-hello');
const run = promisify(execFile);

/** The kit's release command as a team's CI runs it: `video-admin release --to <server> [--promote]`, the key in DEPLOY_KEY. */
async function release(key: string, ...args: string[]): Promise<{ ok: boolean; output: string; stdout: string }> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [join(ROOT, 'kit', 'bin', 'video-admin.mjs'), 'release', FIXTURE, '--to', E2E_BASE_URL, ...args],
      {
        cwd: ROOT,
        env: { ...process.env, DEPLOY_KEY: key },
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    return { ok: true, output: `${stdout}${stderr}`, stdout };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${stdout}${stderr}`, stdout };
  }
}

const menu = (page: Page) => page.getByRole('navigation').first();

test('a new module is registered, keyed, published and promoted over HTTP, shows in both languages, and is gone once retired', async ({
  page,
  request,
}) => {
  // The fixture is built once here (about 20 s on two cores).
  test.setTimeout(180_000);
  const admin = { authorization: `Bearer ${await accessToken(request, SUPERUSER.email, SUPERUSER.password)}` };

  const registered = await request.post('/api/v1/modules/', {
    headers: admin,
    data: { name: 'remote-hello', segment: 'hello', config_key: 'hello', display_name: { en: 'Hello team', 'zh-CN': '你好团队' } },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const created = await request.post('/api/v1/deploy-keys/', {
    headers: admin,
    data: { module: 'remote-hello', name: 'hello CI', expires_in_days: 1, can_promote: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { key } = (await created.json()) as { key: string };

  const published = await release(key, '--promote');
  expect(published.ok, published.output).toBe(true);
  expect(published.output).toMatch(/uploading remote-hello/);
  const releaseId = published.stdout.trim().split('\n').at(-1)!;
  expect(releaseId).toMatch(/^0\.1\.0-[0-9a-f]{10}$/);

  // The release history says who published it and made it live.
  const listed = await request.get('/api/v1/releases/remote-hello', { headers: admin });
  const releases = (await listed.json()) as { live: string; history: { action: string; actor: string }[] };
  expect(releases.live).toBe(releaseId);
  expect(releases.history.map((event) => `${event.action} ${event.actor.split(' (')[0]}`)).toEqual([
    'promote deploy key "hello CI"',
    'publish deploy key "hello CI"',
  ]);

  // The next page load has its menu entry and its page, in English...
  await logIn(page);
  await menu(page).getByRole('link', { name: 'Hello team', exact: true }).click();
  await expect(page).toHaveURL(/\/hello$/);
  await expect(page.getByRole('heading', { name: 'Hello from a new team' })).toBeVisible();
  // ...and in Chinese.
  await page.evaluate(() => window.localStorage.setItem('language', 'zh-CN'));
  await page.reload();
  await expect(menu(page).getByRole('link', { name: '你好团队', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hello from a new team' })).toBeVisible();

  // Retired: its menu entry and its route are gone at the next page load, and its key with it.
  const retired = await request.post('/api/v1/modules/remote-hello/retire', { headers: admin });
  expect(retired.status(), await retired.text()).toBe(200);
  await page.evaluate(() => window.localStorage.removeItem('language'));
  await page.goto('/');
  await expect(menu(page).getByRole('link', { name: 'Items', exact: true })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: /Hello team|你好团队/ })).toHaveCount(0);
  await page.goto('/hello');
  await expect(page.getByRole('heading', { name: 'Hello from a new team' })).toHaveCount(0);
  await expect(page.getByText('The page you are looking for was not found.')).toBeVisible();
  const refused = await release(key, '--dir', join(FIXTURE, 'dist'));
  expect(refused.ok).toBe(false);
  expect(refused.output).toMatch(/\(403\): Could not validate credentials/);
  expect((await request.get('/api/v1/releases/remote-hello', { headers: admin })).status()).toBe(404);
});

import { expect, test } from '@playwright/test';
import { signedInContext } from '../support/session';
import { newTestUser, signUpViaApi } from '../support/users';

// A live module's route permission (its mounts.json) guards the route, not only its menu entry: a
// person without it who types the path sees the back office's no-permission page in the layout,
// named after the screen and in its language, and the screen's remote is not mounted for them (its
// own notice, in other words, never shows, and it asks its API nothing). Reached inside the app,
// the remote's files are not even fetched. (A fresh page load of the path still preloads them with
// the page's first-screen hints, which are chosen before anyone knows who is signed in.)

test('a plain user typing a back-office path sees the no-permission page, and the screen asks nothing of its API', async ({
  browser,
  request,
}) => {
  const user = await signUpViaApi(request, newTestUser('plain'));
  const context = await signedInContext(browser, request, user.email, user.password);
  const page = await context.newPage();
  const backOfficeCalls: string[] = [];
  const usersRemoteFiles: string[] = [];
  page.on('request', (call) => {
    const path = new URL(call.url()).pathname;
    if (/^\/api\/v1\/(modules|releases|deploy-keys|users\/?$|roles|audit)/.test(path)) backOfficeCalls.push(`${call.method()} ${path}`);
    if (path.startsWith('/remotes/users/')) usersRemoteFiles.push(path);
  });

  await page.goto('/admin/releases');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: '发布管理', level: 1 })).toBeVisible();
  await expect(main.getByText('没有权限')).toBeVisible();
  await expect(main.getByText('您没有访问发布管理的权限，请联系管理员为您分配包含该权限的角色。')).toBeVisible();
  // The releases screen's own notice says it in other words: it is not the one shown.
  await expect(main.getByText('只有发布管理员和超级管理员可以管理发布。')).toHaveCount(0);
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(menu.getByRole('link', { name: 'Items' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '发布管理' })).toHaveCount(0);

  // Another one, reached inside the app (as a link or the history would): the same page for that
  // screen, and its remote's files are never fetched.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/admin/users');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(main.getByRole('heading', { name: '用户管理', level: 1 })).toBeVisible();
  await expect(main.getByText('您没有访问用户管理的权限，请联系管理员为您分配包含该权限的角色。')).toBeVisible();
  expect(usersRemoteFiles).toEqual([]);

  expect(backOfficeCalls).toEqual([]);
  await context.close();
});

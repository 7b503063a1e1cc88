import { expect, test } from '@playwright/test';
import { SUPERUSER } from '../support/env';
import { expectSignInRefused, logIn, logOut } from '../support/session';

test('the first superuser signs in, sees the greeting, opens Items and logs out', async ({ page }) => {
  await logIn(page);
  await expect(page.getByRole('heading', { name: `Hi, ${SUPERUSER.email}` })).toBeVisible();
  await expect(page.getByText('Welcome back, nice to see you again!')).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const entry of ['Dashboard', 'Items', 'User Settings', '视频模板管理', '视频任务管理']) {
    await expect(nav.getByRole('link', { name: entry })).toBeVisible();
  }

  await nav.getByRole('link', { name: 'Items' }).click();
  await expect(page).toHaveURL(/\/items$/);
  await expect(page.getByRole('heading', { name: 'Items Management' })).toBeVisible();

  await logOut(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('public and authenticated routes redirect, unknown routes show the 404 page', async ({ page }) => {
  await page.goto('/items');
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/no/such/page');
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
  await expect(page.getByText('The page you are looking for was not found.')).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the login form validates on blur and shows the server error', async ({ page }) => {
  await page.goto('/login');
  await page.getByPlaceholder('Email').focus();
  await page.getByPlaceholder('Password').focus();
  await expect(page.getByText('Username is required')).toBeVisible();

  await page.getByPlaceholder('Email').fill('not-an-email');
  await page.getByPlaceholder('Password').fill('short');
  await page.getByPlaceholder('Email').focus();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

  await page.getByPlaceholder('Email').fill(SUPERUSER.email);
  await page.getByPlaceholder('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expectSignInRefused(page);
});

test('React, the QueryClient and i18next exist once however many remotes are loaded', async ({ page }) => {
  await logIn(page);
  for (const [path, heading] of [
    ['/items', 'Items Management'],
    ['/settings', 'User Settings'],
    ['/admin', '视频模板管理'],
    ['/admin/video-tasks', '视频任务管理'],
  ] as const) {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', {
        name: path === '/settings' ? 'User Settings' : new RegExp(heading === 'Items Management' ? '^Items$' : heading),
      })
      .click();
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }

  const shared = await page.evaluate(() => {
    type Version = { from: string; loaded?: boolean };
    const federation = (
      globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Version>>>> } }
    ).__FEDERATION__;
    const versions: Record<string, Set<string>> = {};
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, byVersion] of Object.entries(packages)) {
          for (const [version, info] of Object.entries(byVersion)) {
            if (info.loaded) (versions[name] ??= new Set()).add(`${version}@${info.from}`);
          }
        }
      }
    }
    return {
      sharedUiInstances: (globalThis as { __SHARED_UI_INSTANCES__?: number }).__SHARED_UI_INSTANCES__,
      loaded: Object.fromEntries(Object.entries(versions).map(([name, set]) => [name, [...set]])),
    };
  });

  expect(shared.sharedUiInstances).toBe(1); // one session, one QueryClient, one i18next instance
  for (const name of [
    'react',
    'react-dom',
    'react-router-dom',
    '@tanstack/react-query',
    'i18next',
    'react-i18next',
    '@video-admin/shared-ui',
  ]) {
    expect(shared.loaded[name], name).toHaveLength(1);
    expect(shared.loaded[name]?.[0], name).toMatch(/@shell$/);
  }
});

test('the mobile drawer shows the menu and who is logged in', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText(`Logged in as: ${SUPERUSER.email}`)).toBeVisible();
  await drawer.getByRole('link', { name: 'Items' }).click();
  await expect(page.getByRole('heading', { name: 'Items Management' })).toBeVisible();
  await expect(drawer).toBeHidden();
});

test('a remote that cannot be loaded shows an error with Retry; the rest keeps working', async ({ page }) => {
  await logIn(page);
  await page.route('**/remotes/items/**', (route) => route.abort());

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Items' }).click();
  const failure = page.getByTestId('remote-error');
  await expect(failure).toBeVisible();
  await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();

  // The layout and the other remotes still work.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'User Settings' }).click();
  await expect(page.getByRole('heading', { name: 'User Settings' })).toBeVisible();

  // Once the remote is reachable again, Retry recovers it without a reload.
  await page.unroute('**/remotes/items/**');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Items' }).click();
  await page.getByTestId('remote-error').getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Items Management' })).toBeVisible();
});

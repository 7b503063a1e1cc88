import { expect, test } from '@playwright/test';
import { SUPERUSER } from '../support/env';
import { personWithRoles, signedInAs } from '../support/people-with-roles';
import { accessToken } from '../support/users';

test('a role given to a signed-in person reaches their open tab within seconds, without a reload', async ({ browser, request }) => {
  const admin = { Authorization: `Bearer ${await accessToken(request, SUPERUSER.email, SUPERUSER.password)}` };
  const person = await personWithRoles(request, admin, ['viewer']);
  const context = await signedInAs(browser, request, person);
  const page = await context.newPage();
  let loads = 0;
  page.on('load', () => loads++);
  await page.goto('/');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  const loadsBefore = loads;
  // Every answer the tab gets to /users/me, as it asks for them.
  const answers: { roles: string[]; permissions: string[] }[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/v1/users/me') && response.status() === 200) {
      void response.json().then((body: { roles: string[]; permissions: string[] }) => answers.push(body));
    }
  });

  const users = await request.get(`/api/v1/users/?q=${encodeURIComponent(person.email)}`, { headers: admin });
  const id = ((await users.json()) as { data: { id: string }[] }).data[0]!.id;
  // Give the tab's change stream a moment to connect before the change is made.
  await page.waitForTimeout(1500);
  const patched = await request.patch(`/api/v1/users/${id}`, { headers: admin, data: { roles: ['viewer', 'template_publisher'] } });
  expect(patched.status()).toBe(200);

  // The tab asks again by itself within seconds, and hears the new role and what it allows.
  await expect
    .poll(() => answers.find((answer) => answer.roles.includes('template_publisher'))?.permissions ?? [], { timeout: 8_000 })
    .toContain('templates.publish');
  expect(loads).toBe(loadsBefore);
  await context.close();
});

test('a person who had no role sees the screen a new role opens, in the menu, within seconds', async ({ browser, request }) => {
  const admin = { Authorization: `Bearer ${await accessToken(request, SUPERUSER.email, SUPERUSER.password)}` };
  const person = await personWithRoles(request, admin, []);
  const context = await signedInAs(browser, request, person);
  const page = await context.newPage();
  // They read no back-office screen: their tab listens to the stream of their own rights.
  const listening = page.waitForResponse((response) => response.url().endsWith('/api/v1/users/me/events') && response.status() === 200);
  await page.goto('/');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await listening;
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(menu.getByRole('link', { name: '视频模板管理', exact: true })).toHaveCount(0);
  let loads = 0;
  page.on('load', () => loads++);

  const users = await request.get(`/api/v1/users/?q=${encodeURIComponent(person.email)}`, { headers: admin });
  const id = ((await users.json()) as { data: { id: string }[] }).data[0]!.id;
  expect((await request.patch(`/api/v1/users/${id}`, { headers: admin, data: { roles: ['template_reviewer'] } })).status()).toBe(200);

  await expect(menu.getByRole('link', { name: '视频模板管理', exact: true })).toBeVisible({ timeout: 8_000 });
  expect(loads).toBe(0);
  await context.close();
});

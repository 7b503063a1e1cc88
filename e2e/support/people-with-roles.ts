import { expect, type APIRequestContext, type Browser, type BrowserContext } from '@playwright/test';
import { E2E_BASE_URL } from './env';
import { accessToken, newTestUser, type TestUser } from './users';

/** A person with these roles, made by the superuser through the API. */
export async function personWithRoles(request: APIRequestContext, admin: Record<string, string>, roles: string[]): Promise<TestUser> {
  const user = newTestUser(roles.join('-') || 'plain');
  const created = await request.post('/api/v1/users/', {
    headers: admin,
    data: { email: user.email, password: user.password, full_name: user.fullName, roles },
  });
  expect(created.status(), await created.text()).toBe(200);
  return user;
}

/** A fresh browser context in which the person is signed in (their token where the app keeps it). */
export async function signedInAs(browser: Browser, request: APIRequestContext, user: TestUser): Promise<BrowserContext> {
  const token = await accessToken(request, user.email, user.password);
  return browser.newContext({
    baseURL: E2E_BASE_URL,
    storageState: { cookies: [], origins: [{ origin: E2E_BASE_URL, localStorage: [{ name: 'access_token', value: token }] }] },
  });
}

import { expect, type APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';

export interface TestUser {
  email: string;
  password: string;
  fullName: string;
}

/** Tests share one server, so every test makes users of its own with addresses nobody else uses. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now()}-${randomUUID().slice(0, 8)}@example.com`;
}

export function newTestUser(prefix = 'user', overrides: Partial<TestUser> = {}): TestUser {
  return { email: uniqueEmail(prefix), password: 'Initial-pass-1', fullName: 'Test User', ...overrides };
}

/** Signs a user up through the API, for tests whose subject is not the signup screen. */
export async function signUpViaApi(request: APIRequestContext, user: TestUser = newTestUser()): Promise<TestUser> {
  const response = await request.post('/api/v1/users/signup', {
    data: { email: user.email, password: user.password, full_name: user.fullName },
  });
  expect(response.status(), await response.text()).toBe(200);
  return user;
}

export async function accessToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/v1/login/access-token', { form: { username: email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { E2E_BASE_URL, E2E_PORT, SUPERUSER } from '../support/env';
import { ROOT } from '../support/redeploy';

// `npm run dev -w remote-items`, as docs/development.md tells a team working on one remote: the remote alone,
// in development mode, in shared-ui's harness, with /api proxied to the running product.
const DEV_PORT = E2E_PORT + 3;

test.describe('one remote run alone in development', () => {
  test.describe.configure({ timeout: 180_000 });
  let devServer: ChildProcess | undefined;
  let output = '';

  test.beforeAll(async () => {
    // the package's own dev script, with the host and port passed through to webpack serve
    devServer = spawn('npm', ['run', 'dev', '--', '--host', '127.0.0.1', '--port', String(DEV_PORT)], {
      cwd: join(ROOT, 'remote-items'),
      env: { ...process.env, API_PROXY_TARGET: E2E_BASE_URL },
      detached: true,
    });
    // without the colour codes webpack puts inside "compiled successfully"
    const collect = (chunk: Buffer) => (output += chunk.toString().replace(/\x1b\[[0-9;]*m/g, ''));
    devServer.stdout!.on('data', collect);
    devServer.stderr!.on('data', collect);
    await expect.poll(() => /compiled (successfully|with)/.exec(output)?.[0], { timeout: 150_000, intervals: [500] }).toBeTruthy();
  });

  test.afterAll(() => {
    // the whole group: npm, webpack and its workers
    if (devServer?.pid) process.kill(-devServer.pid, 'SIGTERM');
  });

  test('compiles without errors, signs in through the harness and shows the items screen with data from the API', async ({ page }) => {
    expect(output).toContain('compiled successfully');
    expect(output).not.toMatch(/ERROR in/);

    const itemCalls: number[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.port === String(DEV_PORT) && url.pathname.startsWith('/api/v1/items')) itemCalls.push(response.status());
    });
    await page.goto(`http://127.0.0.1:${DEV_PORT}/`);
    await page.getByLabel('Email').fill(SUPERUSER.email);
    await page.getByLabel('Password').fill(SUPERUSER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Items Management' })).toBeVisible({ timeout: 30_000 });
    // the list was read through the dev server's proxy, from the product
    await expect.poll(() => itemCalls).toContain(200);
    // webpack-dev-server's overlay of compile or run-time errors
    await expect(page.locator('#webpack-dev-server-client-overlay')).toHaveCount(0);
  });
});

import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from '../support/redeploy';

// `video-admin dev --against <product>`: a remote's dev server feeds a page on another origin that
// runs React's production build, as the product's shell does; an edit shows in place, without a
// page load, the page's own state and window kept, the remote's own state started afresh. The page
// is a stand-in for the shell (e2e/fixtures/dev-against-host): the product's shell loads a remote
// from a dev server only once the browser holds a development override, which this test does not
// set up. The remote is a fixture, copied to a throwaway folder and edited there.
const FIXTURE = join(ROOT, 'e2e', 'fixtures', 'remote-hot-reload');
const WORK = join(ROOT, 'e2e', '.tmp', `dev-against-${process.pid}`);
const REMOTE = join(WORK, 'remote-hot-reload');
const { buildHost } = createRequire(import.meta.url)('../fixtures/dev-against-host/build-host.cjs') as {
  buildHost: (outDir: string) => Promise<string>;
};

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The host page's own origin: its two files, nothing else. */
async function serveHost(dir: string): Promise<Server> {
  const server = createServer((request, response) => {
    const name = new URL(request.url ?? '/', 'http://host').pathname === '/host.js' ? 'host.js' : 'index.html';
    response.setHeader('Content-Type', name === 'host.js' ? 'text/javascript' : 'text/html; charset=utf-8');
    response.end(readFileSync(join(dir, name)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

test.describe('a remote developed against the product', () => {
  test.describe.configure({ timeout: 60_000 });
  let devServer: ChildProcess | undefined;
  let host: Server | undefined;
  let hostUrl = '';
  let devPort = 0;
  let output = '';

  test.beforeAll(async () => {
    rmSync(WORK, { recursive: true, force: true });
    cpSync(FIXTURE, REMOTE, { recursive: true, filter: (source) => !/[/\\](node_modules|dist)$/.test(source) });
    devPort = await freePort();
    const built = buildHost(join(WORK, 'host'));
    host = await serveHost(join(WORK, 'host'));
    hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
    // the kit's command as a team runs it; the page's origin (127.0.0.1) is not the dev server's (localhost)
    devServer = spawn(
      process.execPath,
      [join(ROOT, 'kit', 'bin', 'video-admin.mjs'), 'dev', '--against', hostUrl, '--port', String(devPort)],
      {
        cwd: REMOTE,
        detached: true,
      },
    );
    const collect = (chunk: Buffer) => (output += chunk.toString().replace(/\x1b\[[0-9;]*m/g, ''));
    devServer.stdout!.on('data', collect);
    devServer.stderr!.on('data', collect);
    await built;
    await expect.poll(() => /compiled (successfully|with)/.exec(output)?.[0], { timeout: 45_000, intervals: [500] }).toBeTruthy();
  });

  test.afterAll(async () => {
    // the whole group: the command, webpack and its workers
    if (devServer?.pid) process.kill(-devServer.pid, 'SIGTERM');
    await new Promise((resolve) => (host ? host.close(resolve) : resolve(undefined)));
    rmSync(WORK, { recursive: true, force: true });
  });

  test('prints the develop link, and an edit replaces the screen in place, keeping the page and window', async ({ page }) => {
    expect(output).toContain('compiled successfully');
    const manifest = `http://localhost:${devPort}/mf-manifest.json`;
    expect(output).toContain(`${hostUrl}/admin/releases/develop?module=remote-hot-reload&url=${encodeURIComponent(manifest)}`);

    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await page.goto(`${hostUrl}/?name=hotReload&manifest=${encodeURIComponent(manifest)}`);
    await expect(page.getByRole('heading', { name: 'Hello from the first version' })).toBeVisible({ timeout: 20_000 });
    expect(await page.evaluate(() => (window as { reactIsProduction?: boolean }).reactIsProduction)).toBe(true);
    // the exposed module's other exports come through the wrapper
    expect(await page.evaluate(() => (window as { prepared?: string }).prepared)).toBe('prepared');

    await page.getByRole('button', { name: 'Host clicks: 0' }).click();
    await page.getByRole('button', { name: 'Remote clicks: 0' }).click();
    await expect(page.getByRole('button', { name: 'Remote clicks: 1' })).toBeVisible();
    await page.evaluate(() => ((window as { marker?: string }).marker = 'kept'));
    // one socket, to the dev server itself rather than the page's origin
    await expect.poll(() => sockets).toEqual([`ws://localhost:${devPort}/ws`]);

    // a page on React's production build: no React Refresh there, so the screen is mounted anew
    const greeting = join(REMOTE, 'src', 'greeting.tsx');
    writeFileSync(greeting, readFileSync(greeting, 'utf8').replace('first version', 'second version'));

    await expect(page.getByRole('heading', { name: 'Hello from the second version' })).toBeVisible({ timeout: 10_000 });
    expect(navigations).toBe(1);
    expect(await page.evaluate(() => (window as { marker?: string }).marker)).toBe('kept');
    await expect(page.getByRole('button', { name: 'Host clicks: 1' })).toBeVisible();
    // the remote's screen was mounted anew
    await expect(page.getByRole('button', { name: 'Remote clicks: 0' })).toBeVisible();
  });
});

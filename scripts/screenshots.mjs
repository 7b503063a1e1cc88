#!/usr/bin/env node
// `npm run screenshots`: the README's two pictures, docs/images/back-office.png (the templates list
// on a desktop, light theme, 1280x800) and docs/images/phone-dark.png (the video tasks on a phone,
// dark theme, 390x844), taken in Chromium (/usr/bin/chromium, or CHROMIUM_PATH) and stored as
// 256-colour PNGs (scripts/lib/png.mjs). Not part of `npm test`.
//
// By default it starts the product as the e2e tests do (scripts/start.mjs: whatever is stale is
// built first) on SCREENSHOTS_PORT (8190), on a fresh database with the demo data, and stops it at
// the end. SCREENSHOTS_URL=http://localhost:8000 takes a running product instead, signing in as
// FIRST_SUPERUSER / FIRST_SUPERUSER_PASSWORD (admin@example.com / changethis).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { palettePng } from './lib/png.mjs';

// The page's globals, for the callbacks that run in the page.
/* global document */

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const imagesDir = join(root, 'docs', 'images');
const CHROMIUM = JSON.parse(readFileSync(join(root, 'scripts', 'chromium.json'), 'utf8'));
const SUPERUSER = {
  email: process.env.FIRST_SUPERUSER ?? 'admin@example.com',
  password: process.env.FIRST_SUPERUSER_PASSWORD ?? 'changethis',
};

const SHOTS = [
  {
    file: 'back-office.png',
    path: '/admin',
    heading: '视频模板管理',
    theme: 'light',
    viewport: { width: 1280, height: 800 },
  },
  {
    file: 'phone-dark.png',
    path: '/admin/video-tasks',
    heading: '视频任务管理',
    theme: 'dark',
    viewport: { width: 390, height: 844 },
  },
];

/** The product as the e2e tests start it, on its own port and fresh data folder; stopped by `stop`. */
async function startProduct() {
  const port = Number(process.env.SCREENSHOTS_PORT ?? 8190);
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'screenshots-data-'));
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, FRONTEND_HOST: url, LOG_LEVEL: 'warn' },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Building every frontend first can take minutes.
  const deadline = Date.now() + 15 * 60_000;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the product stopped (exit ${child.exitCode}): see its output above`);
      try {
        if ((await fetch(`${url}/api/v1/utils/health-check/`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`the product did not start on ${url}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

async function signIn(url) {
  const body = new URLSearchParams({ username: SUPERUSER.email, password: SUPERUSER.password });
  const response = await fetch(`${url}/api/v1/login/access-token`, { method: 'POST', body });
  if (!response.ok) throw new Error(`signing in as ${SUPERUSER.email}: ${response.status} ${await response.text()}`);
  return (await response.json()).access_token;
}

/** Waits until the screen has its data: its heading, no loading table or skeleton, fonts in. */
async function settled(page, heading) {
  await page.getByRole('heading', { name: heading, exact: true }).waitFor({ timeout: 60_000 });
  await page.waitForFunction(
    () =>
      document.querySelector('[aria-busy="true"], [data-testid="skeleton-row"], [role="progressbar"]') === null &&
      document.querySelectorAll('main table tbody tr, main [role="listitem"]').length > 0,
    null,
    { timeout: 60_000 },
  );
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(500);
}

async function take(browser, url, token, shot) {
  const origin = new URL(url).origin;
  const context = await browser.newContext({
    viewport: shot.viewport,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: shot.theme,
    storageState: {
      cookies: [],
      origins: [
        {
          origin,
          localStorage: [
            { name: 'access_token', value: token },
            { name: 'theme', value: shot.theme },
          ],
        },
      ],
    },
  });
  try {
    const page = await context.newPage();
    await page.goto(`${url}${shot.path}`);
    await settled(page, shot.heading);
    const png = palettePng(await page.screenshot({ type: 'png' }));
    const file = join(imagesDir, shot.file);
    writeFileSync(file, png);
    console.log(
      `[screenshots] ${relative(root, file)}: ${shot.viewport.width}x${shot.viewport.height}, ${shot.theme}, ${Math.round(png.length / 1024)} KB`,
    );
  } finally {
    await context.close();
  }
}

const running = process.env.SCREENSHOTS_URL;
const product = running ? { url: running.replace(/\/+$/, ''), stop: async () => {} } : await startProduct();
let browser;
try {
  const token = await signIn(product.url);
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM.executablePath, args: CHROMIUM.args });
  mkdirSync(imagesDir, { recursive: true });
  for (const shot of SHOTS) await take(browser, product.url, token, shot);
} finally {
  await browser?.close();
  await product.stop();
}

// `npm run bench -- frontend`: the production build as `npm start` serves it (server/dist/server.js,
// gzip-compressed answers), measured in headless Chromium through playwright-core.
//
// What each figure is, exactly:
//
// - Bytes are encoded body sizes over the network (Playwright's request.sizes().responseBodySize,
//   i.e. compressed bytes, headers not counted). Every context sends `Accept-Encoding: gzip,
//   deflate`, so the server answers gzip as the budget is written (left alone, Chromium also offers
//   br and the server prefers it; the br total is printed for /login too). JS and CSS are the files
//   whose path ends in .js or .css (scripts and style sheets); JSON (config.json, mf-manifest.json)
//   is listed apart and not counted.
//
// Each step is a file of bench/frontend/, which says exactly what it measures:
// (a) login-bytes.mjs, (b) remote-bytes.mjs, (c) login-timing.mjs, (d) tables.mjs, and the first
// screen in one round trip (first-screen-servers.mjs): (e) chain.mjs, (f) ab.mjs.
import { chromium } from 'playwright-core';
import { abStep } from './frontend/ab.mjs';
import { chainStep } from './frontend/chain.mjs';
import { startFirstScreenServers } from './frontend/first-screen-servers.mjs';
import { loginBytesStep } from './frontend/login-bytes.mjs';
import { loginTimingStep } from './frontend/login-timing.mjs';
import { remoteBytesStep } from './frontend/remote-bytes.mjs';
import { ensureBuilt, signIn, startServer } from './frontend/server.mjs';
import { BUDGETS, CHROMIUM, STEPS, printTable } from './frontend/settings.mjs';
import { tablesStep } from './frontend/tables.mjs';

export { BUDGETS };

// The steps in the order they run (BENCH_FRONTEND_STEPS names some of them).
const STEP_RUNS = [
  ['login', loginBytesStep],
  ['remotes', remoteBytesStep],
  ['timing', loginTimingStep],
  ['tables', tablesStep],
];

export async function run() {
  ensureBuilt();
  // The first screen's preload hints are the server's default; said here so a FIRST_SCREEN_HINTS left in the environment does not turn them off.
  const server = await startServer({ env: { FIRST_SCREEN_HINTS: 'true' } });
  let firstScreen;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM.executablePath, args: CHROMIUM.args });
  const figures = [];
  try {
    const token = await signIn();
    for (const [name, step] of STEP_RUNS) if (STEPS.has(name)) await step({ browser, token }, figures);

    // (e) and (f): the hinted first screen, and the page as built beside it on a second server
    if (STEPS.has('chain') || STEPS.has('ab')) {
      firstScreen = await startFirstScreenServers(token);
      const servers = { browser, hinted: firstScreen.hinted, asBuilt: firstScreen.asBuilt };
      if (STEPS.has('chain')) await chainStep(servers, figures);
      if (STEPS.has('ab')) await abStep(servers, figures);
    }
  } finally {
    await browser.close();
    await server.stop();
    await firstScreen?.stop();
  }

  console.log('\nfrontend figures');
  printTable([['figure', 'value', 'budget', ''], ...figures]);
  return !figures.some((row) => row[3] === 'MISSED');
}

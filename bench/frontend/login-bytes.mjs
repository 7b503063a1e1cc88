// (a) /login, signed out: every JS/CSS file fetched from navigation until the form is usable and the
// network has then been quiet for 1 s (so lazy code fetched right after the form shows counts too).
import { BUDGETS, GZIP, BASE, kb, printTable } from './settings.mjs';
import { recordRequests, summarize } from './requests.mjs';
import { formUsable, USABLE_PROBE } from './screens.mjs';

async function loginBytes(browser, headers) {
  const context = await browser.newContext({ extraHTTPHeaders: headers });
  await context.addInitScript(USABLE_PROBE);
  const page = await context.newPage();
  const requests = recordRequests(page);
  await page.goto(`${BASE}/login`);
  await formUsable(page);
  await requests.quiet();
  await context.close();
  return summarize(requests.finished);
}

export async function loginBytesStep({ browser }, figures) {
  const login = await loginBytes(browser, GZIP);
  const loginBr = await loginBytes(browser, {});
  console.log(
    `\n/login, signed out: ${login.code.length} JS/CSS files, ${kb(login.total)} gzip (Chromium's own Accept-Encoding, br: ${kb(loginBr.total)})`,
  );
  printTable([['bytes (gzip)', 'from', 'file'], ...login.code.map((f) => [kb(f.bytes), f.owner, f.file])]);
  if (login.json.length) console.log(`not counted (JSON): ${login.json.map((f) => `${f.file} ${kb(f.bytes)}`).join(', ')}`);
  const foreign = login.code.filter((f) => f.owner.startsWith('remote ') && f.owner !== 'remote account');
  if (foreign.length) console.log(`!! code of remotes other than account on /login: ${foreign.map((f) => f.file).join(', ')}`);
  figures.push([
    '/login JS+CSS (gzip)',
    kb(login.total),
    `≤ ${kb(BUDGETS.loginBytes)}`,
    login.total <= BUDGETS.loginBytes ? 'met' : 'MISSED',
  ]);
  figures.push(['/login code of other remotes', `${foreign.length} files`, '0 files', foreign.length ? 'MISSED' : 'met']);
}

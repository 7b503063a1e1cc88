// (b) A remote's own code: a fresh signed-in context opens the dashboard (/), waits for the network
// to be quiet, then follows the side-menu link to the remote's screen by a click (client-side
// navigation, as a user does). Every JS/CSS file fetched from that remote's path
// (/remotes/<name>/: its remoteEntry.js, its exposed module and the chunks they pull, including
// third-party code bundled into the remote such as the Fluent components it uses) counts as its
// own code. Shared singletons come from the shell and are listed apart ("shared, from the
// shell"), as are files of any other remote (there must be none).
import { BASE, BUDGETS, GZIP, SUPERUSER, kb, printTable } from './settings.mjs';
import { recordRequests, summarize } from './requests.mjs';
import { REMOTE_SCREENS, UNMEASURED } from './screens.mjs';

async function remoteBytes(browser, token, screen) {
  const context = await browser.newContext({
    extraHTTPHeaders: GZIP,
    storageState: { cookies: [], origins: [{ origin: BASE, localStorage: [{ name: 'access_token', value: token }] }] },
  });
  const page = await context.newPage();
  const requests = recordRequests(page);
  await page.goto(`${BASE}/`);
  await page.getByRole('heading', { name: `Hi, ${SUPERUSER.email}` }).waitFor({ timeout: 60_000 });
  await requests.quiet();
  requests.reset();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: screen.link, exact: true }).click();
  await page.getByRole('heading', { name: screen.heading, exact: true }).waitFor({ timeout: 60_000 });
  await requests.quiet();
  await context.close();
  const { code } = summarize(requests.finished);
  const own = code.filter((f) => f.owner === `remote ${screen.segment}`);
  const shared = code.filter((f) => f.owner === 'shell');
  const others = code.filter((f) => f.owner !== 'shell' && f.owner !== `remote ${screen.segment}`);
  const sum = (list) => list.reduce((total, f) => total + f.bytes, 0);
  return { own, shared, others, ownTotal: sum(own), sharedTotal: sum(shared), othersTotal: sum(others) };
}

export async function remoteBytesStep({ browser, token }, figures) {
  if (UNMEASURED.length) console.log(`\n(no screen to open of ${UNMEASURED.join(', ')}: see HEADINGS in screens.mjs)`);
  for (const screen of REMOTE_SCREENS) {
    const result = await remoteBytes(browser, token, screen);
    console.log(
      `\n${screen.path} (remote ${screen.remote}): own ${kb(result.ownTotal)} in ${result.own.length} files; ` +
        `shared, from the shell: ${kb(result.sharedTotal)} in ${result.shared.length} files; other remotes: ${kb(result.othersTotal)}`,
    );
    printTable([
      ['bytes (gzip)', 'from', 'file'],
      ...[...result.own, ...result.shared, ...result.others].map((f) => [kb(f.bytes), f.owner, f.file]),
    ]);
    figures.push([
      `${screen.path}: remote ${screen.remote}'s own code (gzip)`,
      kb(result.ownTotal),
      `< ${kb(BUDGETS.remoteBytes)}`,
      result.ownTotal < BUDGETS.remoteBytes ? 'met' : 'MISSED',
    ]);
    if (result.others.length) figures.push([`${screen.path}: other remotes' code`, kb(result.othersTotal), '0', 'MISSED']);
  }
}

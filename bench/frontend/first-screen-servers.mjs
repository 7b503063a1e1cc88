// The first screen in one round trip: the server answers a page with the runtime config and the
// route's files named in it (FIRST_SCREEN_HINTS=true, the default, set explicitly on the bench's
// server), or with the shell's page exactly as built (FIRST_SCREEN_HINTS=false: the app fetches
// /config.json and finds its files one after another, as on a static host). A second server of the
// same build on port 8147 (BENCH_FRONTEND_AS_BUILT_PORT), with its own data folder, serves the
// page as built. Both get the same data before these steps: the demo data (60 templates, waited
// for), 3 items of the superuser's (the demo data has none, and the items screen shows a table only
// then) and, when step (d) ran, its extra pending templates. Each server's answers to /login,
// /items and /admin are described first (size, preloads in the HTML, files named in the
// first-screen data), with a warning when the two are the same page (the setting then does nothing).
// Every load below is a fresh browser context (empty cache, new renderer) sending the gzip
// Accept-Encoding, and times are the page's own clock from the navigation's start.
// - The screens: /login signed out, until the form is usable (the probe of the timing step, mark
//   'login-usable'); /items and /admin (all templates) signed in (the superuser's token in
//   localStorage through storageState), until the first rows are visible: a MutationObserver
//   installed before any page script (bench/first-screen.mjs ROWS_PROBE) marks 'rows-visible' at
//   the first `main table tbody tr` that is neither a loading skeleton (aria-hidden, or
//   data-testid="skeleton-row") nor a single wide cell (the empty text, a load failure), and has a
//   box. The harness waits for the mark through a PerformanceObserver: no polling in the page.
import { describePage } from '../first-screen.mjs';
import { AS_BUILT_PORT, BASE, STEPS } from './settings.mjs';
import { ensureItems, ensureTemplates, signIn, startServer, waitForDemoData } from './server.mjs';

/** A server as the first-screen steps use it: its address, and the superuser's token on screens that are signed in. */
function firstScreenServer(base, token) {
  return { base, for: (screen) => ({ base, token: screen.signedIn ? token : undefined }) };
}

/** Both servers' answers to a page, to show the two kinds differ (or that the setting does nothing yet). */
async function comparePages(hinted, asBuilt) {
  for (const path of ['/login', '/items', '/admin']) {
    const [b, a] = await Promise.all([describePage(hinted.base, path), describePage(asBuilt.base, path)]);
    const described = (page) =>
      `${page.bytes} bytes, ${page.preloads} <link rel=preload> in the HTML, ` +
      (page.hints === undefined ? 'no first-screen data' : `first-screen data naming ${page.hints} files (all variants)`);
    console.log(`${path} as served: hinted ${described(b)}; as built ${described(a)}`);
    if (a.html === b.html)
      console.log(`!! the two servers answer ${path} with the same page: FIRST_SCREEN_HINTS has no effect on this build`);
  }
}

/**
 * Starts the second server (the page as built) beside the bench's own (the hinted page), gives both
 * the same data and prints how their pages differ: the two servers as the steps (e) and (f) take them.
 */
export async function startFirstScreenServers(token) {
  const asBuiltServer = await startServer({
    port: AS_BUILT_PORT,
    portVariable: 'BENCH_FRONTEND_AS_BUILT_PORT',
    env: { FIRST_SCREEN_HINTS: 'false' },
  });
  const asBuiltToken = await signIn(asBuiltServer.base);
  // The same data on both: the demo data, a few items (the items screen shows a table only
  // then), and the templates step (d) added, if it ran.
  for (const [base, bearer] of [
    [BASE, token],
    [asBuiltServer.base, asBuiltToken],
  ]) {
    await waitForDemoData(bearer, base);
    await ensureItems(bearer, 3, base);
    if (STEPS.has('tables')) await ensureTemplates(bearer, 110, base);
  }
  const hinted = firstScreenServer(BASE, token);
  const asBuilt = firstScreenServer(asBuiltServer.base, asBuiltToken);
  console.log('');
  await comparePages(hinted, asBuilt);
  return { hinted, asBuilt, stop: () => asBuiltServer.stop() };
}

// One fresh load of a page until its first screen is there, timed on the page's own clock, and
// what it asked the network for on the way (bench/request-chain.mjs). Each load is a new browser
// context: empty cache, new renderer, as a first visit.
import { trackInFlight } from './network-quiet.mjs';
import { throttledPage } from './throttled-page.mjs';
import { requestLevels, startedBy, depthBy, askedTwice } from './request-chain.mjs';

// Installed before any page script: marks the moment a list screen shows its first rows. The rows
// are those of `main table tbody`, not the loading skeleton (the templates table's skeleton rows
// are aria-hidden, the items table's are data-testid="skeleton-row") and not a single wide cell
// (the empty text or a load failure), and rendered (they have a box). One MutationObserver: it costs
// the page nothing between DOM changes, where polling from the harness would run at every frame.
export const ROWS_PROBE = `(() => {
  const check = () => {
    // Cheapest test first: nothing to look at before the table has a row of any kind.
    if (!document.querySelector('main table tbody tr')) return;
    const rows = document.querySelectorAll('main table tbody tr:not([aria-hidden]):not([data-testid="skeleton-row"])');
    const row = Array.from(rows).find((tr) => tr.cells.length > 1);
    if (!row || row.getClientRects().length === 0) return;
    observer.disconnect();
    performance.mark('rows-visible');
    window.__rowsVisible = performance.now();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true });
})();`;

/** The time of the page's performance mark `name`, once it is made: a PerformanceObserver, no polling. */
function markTime(page, name, timeoutMs = 60_000) {
  return page.evaluate(
    ({ name, timeoutMs }) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${name} mark within ${timeoutMs} ms`)), timeoutMs);
        const observer = new PerformanceObserver((list) => {
          const [entry] = list.getEntriesByName(name);
          if (!entry) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve(entry.startTime);
        });
        observer.observe({ type: 'mark', buffered: true });
      }),
    { name, timeoutMs },
  );
}

/**
 * Opens `screen` ({ path, probe, mark }) on `server` ({ base, token }) in a fresh context, signed
 * in when a token is given (localStorage access_token, as the app keeps it), every request delayed
 * by `latency` ms when given (CDP Network.emulateNetworkConditions). Resolves once the probe has made
 * its mark, with the mark's time from the navigation's start.
 */
async function openScreen(browser, server, screen, { latency = 0, headers = {} } = {}) {
  const context = await browser.newContext({
    extraHTTPHeaders: headers,
    // A server with a certificate the bench made for itself (bench/baseline.mjs).
    ignoreHTTPSErrors: server.base.startsWith('https:'),
    ...(server.token
      ? { storageState: { cookies: [], origins: [{ origin: server.base, localStorage: [{ name: 'access_token', value: server.token }] }] } }
      : {}),
  });
  const page = await throttledPage(context, screen.probe, { latency });
  return { context, page };
}

/** Milliseconds from the navigation's start until `screen` is there. */
export async function timeToScreen(browser, server, screen, options) {
  const { context, page } = await openScreen(browser, server, screen, options);
  try {
    await page.goto(`${server.base}${screen.path}`);
    return await markTime(page, screen.mark);
  } finally {
    await context.close();
  }
}

/**
 * One load's request chain until `screen` is there: the requests that started by then with their
 * levels, the depth they reach, any URL requested twice, and the browser's warnings about preloads
 * (a preload no request used, or one whose later request could not use it). Chromium warns of an
 * unused preload a few seconds after the load event: `lingerMs` waits for it.
 */
export async function requestChain(browser, server, screen, { lingerMs = 0, ...options } = {}) {
  const { context, page } = await openScreen(browser, server, screen, options);
  const warnings = [];
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text());
  });
  const requests = trackInFlight(page);
  try {
    await page.goto(`${server.base}${screen.path}`);
    const usable = await markTime(page, screen.mark);
    // Resource timing lists a request once it has finished: let those under way finish.
    await requests.settled(300, 10_000);
    if (lingerMs) await page.waitForTimeout(lingerMs);
    const levels = await requestLevels(page);
    return { usable, levels: startedBy(levels, usable), depth: depthBy(levels, usable), twice: askedTwice(levels), warnings };
  } finally {
    await context.close();
  }
}

/**
 * The page as the server answers it, to tell the two kinds apart: its size, the preloads its HTML
 * names, and the hints of its first-screen data (a JSON script element the page's boot script turns
 * into preloads), if it carries any.
 */
export async function describePage(base, path) {
  const html = await (await fetch(`${base}${path}`)).text();
  const preloads = html.match(/<link[^>]*rel=["']?(?:preload|modulepreload)\b[^>]*>/gi) ?? [];
  const data = /<script type="application\/json" id="first-screen">([\s\S]*?)<\/script>/.exec(html);
  let hints;
  try {
    hints = data ? (JSON.parse(data[1]).hints?.length ?? 0) : undefined;
  } catch {
    hints = NaN;
  }
  return { bytes: Buffer.byteLength(html), preloads: preloads.length, hints, html };
}

// One fresh load of /login (a new browser context: empty cache, new renderer, Chromium's own
// Accept-Encoding, so both builds answer brotli), timed on the page's own clock from the
// navigation's start:
// - ready: the first moment a button reading "Log In" is in the DOM and has a box, the same test
//   for both builds (a MutationObserver installed before any page script marks 'login-ready');
// - DOMContentLoaded: the navigation entry's domContentLoadedEventStart;
// - main-thread CPU until ready, from a trace of the top-level tasks only (cheap to record).
// `throttle` sets CDP's CPU throttling rate; `latency` adds that many ms to every request.
import { mainThreadCpu } from '../main-thread-cpu.mjs';
import { throttledPage } from '../throttled-page.mjs';

const READY_PROBE = `(() => {
  const check = () => {
    const button = Array.from(document.querySelectorAll('button')).find((b) => b.textContent.trim() === 'Log In');
    if (!button || button.getClientRects().length === 0) return;
    observer.disconnect();
    performance.mark('login-ready');
    window.__loginReady = performance.now();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true });
})();`;

export async function loginLoad(browser, base, { throttle = 1, latency = 0 } = {}) {
  const context = await browser.newContext();
  try {
    const page = await throttledPage(context, READY_PROBE, { throttle, latency });
    await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing'] });
    await page.goto(`${base}/login`, { waitUntil: 'commit' });
    await page.waitForFunction(() => typeof window.__loginReady === 'number', null, { timeout: 60_000, polling: 50 });
    const { ready, dcl } = await page.evaluate(async () => {
      // The ready mark can come before DOMContentLoaded (not here, but nothing forbids it).
      const navigation = () => performance.getEntriesByType('navigation')[0];
      for (let i = 0; i < 200 && !(navigation()?.domContentLoadedEventStart > 0); i++) await new Promise((r) => setTimeout(r, 10));
      return { ready: window.__loginReady, dcl: navigation().domContentLoadedEventStart };
    });
    const trace = await browser.stopTracing();
    return { ready, dcl, cpu: mainThreadCpu(trace, 'login-ready', ready) };
  } finally {
    await context.close();
  }
}

/**
 * What /login fetched, read once the page has been quiet for a while: the requests (the document
 * included) and the JS and CSS bytes on the wire (encoded body sizes from resource timing).
 */
export async function loginWeight(browser, base) {
  const context = await browser.newContext();
  try {
    await context.addInitScript(READY_PROBE);
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.waitForFunction(() => typeof window.__loginReady === 'number', null, { timeout: 60_000 });
    await page.waitForTimeout(2_000);
    return await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource');
      const code = resources.filter((r) => /\.(js|css)(\?|$)/.test(new URL(r.name).pathname));
      return { requests: resources.length + 1, codeBytes: code.reduce((sum, r) => sum + r.encodedBodySize, 0), codeFiles: code.length };
    });
  } finally {
    await context.close();
  }
}

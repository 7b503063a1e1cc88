// (c) Timing: 10 fresh loads of /login (a new browser context each: empty cache, new renderer), each
// with CPU throttling set through CDP (Emulation.setCPUThrottlingRate 1 and 4) and a trace.
// FCP is the browser's first-contentful-paint entry. "Usable" is the first moment the Email and
// Password inputs and the "Log In" button are in the DOM, rendered (have a box) and enabled: the
// page is rendered on the client by React, so an element React has committed already has its
// event handlers; the translated placeholder "Email" also proves the texts have loaded. It is
// detected by a MutationObserver installed before any page script and marked with
// performance.mark('login-usable'). Main-thread CPU is the sum of the renderer main thread's
// top-level tasks (trace events RunTask) from navigationStart to that mark (a task straddling the
// mark counts up to the mark). Under throttling the tasks are stretched too, so the throttled
// figure is about 4x; the budget (300 ms) is on the unthrottled one. A third series adds 50 ms
// of latency to every request (CDP Network.emulateNetworkConditions), CPU unthrottled: loopback
// answers at once, so only then do the requests the first screen makes one after another show.
import { mainThreadCpu } from '../main-thread-cpu.mjs';
import { throttledPage } from '../throttled-page.mjs';
import { median } from '../stats.mjs';
import { BASE, BUDGETS, GZIP, LATENCY_MS, LOADS, ms } from './settings.mjs';
import { formUsable, USABLE_PROBE } from './screens.mjs';

async function loginTiming(browser, { throttle, latency = 0 }) {
  const context = await browser.newContext({ extraHTTPHeaders: GZIP });
  const page = await throttledPage(context, USABLE_PROBE, { throttle, latency });
  await browser.startTracing(page, {
    categories: ['toplevel', 'blink.user_timing', 'loading', 'devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await page.goto(`${BASE}/login`);
  await formUsable(page);
  const fcp = await page.evaluate(async () => {
    for (let i = 0; i < 50; i++) {
      const entry = performance.getEntriesByName('first-contentful-paint')[0];
      if (entry) return entry.startTime;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return NaN;
  });
  const usable = await page.evaluate(() => window.__loginUsable);
  const trace = await browser.stopTracing();
  await context.close();
  return { fcp, usable, cpu: mainThreadCpu(trace, 'login-usable', usable) };
}

export async function loginTimingStep({ browser }, figures) {
  // Loopback hides round trips; the third condition adds LATENCY_MS to every request, as a
  // distant server would, to show how many the first screen waits for one after another.
  const conditions = [{ throttle: 1 }, { throttle: 4 }, { throttle: 1, latency: LATENCY_MS }];
  for (const condition of conditions) {
    const { throttle, latency } = condition;
    const runs = [];
    for (let i = 0; i < LOADS; i++) runs.push(await loginTiming(browser, condition));
    const label = latency ? `${latency} ms network latency` : throttle === 1 ? 'unthrottled' : `${throttle}x CPU throttling`;
    const fcp = median(runs.map((r) => r.fcp));
    const usable = median(runs.map((r) => r.usable));
    const cpu = median(runs.map((r) => r.cpu));
    console.log(
      `\n/login, ${label}, ${LOADS} fresh loads: FCP ${runs.map((r) => Math.round(r.fcp)).join(' ')}; ` +
        `usable ${runs.map((r) => Math.round(r.usable)).join(' ')}; main-thread CPU ${runs.map((r) => Math.round(r.cpu)).join(' ')}`,
    );
    figures.push([`/login FCP, ${label} (median)`, ms(fcp), '(measured)', '']);
    figures.push([`/login form usable, ${label} (median)`, ms(usable), '(measured)', '']);
    figures.push([
      `/login main-thread CPU until usable, ${label} (median)`,
      ms(cpu),
      throttle === 1 && !latency ? `< ${BUDGETS.loginCpuMs} ms` : '(measured)',
      throttle === 1 && !latency ? (cpu < BUDGETS.loginCpuMs ? 'met' : 'MISSED') : '',
    ]);
  }
}

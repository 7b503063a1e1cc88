// (e) Request chain (step chain): bench/request-chain.mjs gives every request a level from the page's
// resource timing: the document is level 0, any other request one above the deepest request that
// had finished before it started (1 at least). /favicon.ico (the browser's own) is left out, and
// so are requests that started after the screen was there. The depth is the deepest level by
// then, i.e. the number of round trips after the document the screen waited for one after
// another. 50 ms of latency is added to every request (CDP Network.emulateNetworkConditions, as in
// the timing step: on loopback the levels would be there but cost nothing). 3 loads per screen
// and page kind (BENCH_CHAIN_LOADS); the deepest is reported and judged, and its requests are
// listed with their level, start and end, and initiator type (link: a preload). Targets, hinted
// page: /login ≤ 2 levels, signed-in /items ≤ 3; /admin and the page as built are measured only.
// Flagged with `!!`: a URL requested twice in one load (e.g. a preload whose later request could
// not use it: another credentials mode, a missing crossorigin) and the browser's console
// warnings about preloads; the first hinted load of each screen stays 3.5 s after its load event,
// when Chromium reports a preload nothing used.
import { requestChain } from '../first-screen.mjs';
import { BUDGETS, CHAIN_LOADS, GZIP, LATENCY_MS, levelCount, printTable } from './settings.mjs';
import { ADMIN_SCREEN, ITEMS_SCREEN, LOGIN_SCREEN, SCREEN_LABELS } from './screens.mjs';

export async function chainStep({ browser, hinted, asBuilt }, figures) {
  const screens = [
    [LOGIN_SCREEN, BUDGETS.loginChainLevels],
    [ITEMS_SCREEN, BUDGETS.itemsChainLevels],
    [ADMIN_SCREEN, undefined],
  ];
  for (const [screen, budget] of screens) {
    const label = SCREEN_LABELS.get(screen);
    // Chromium warns of a preload nothing used a few seconds after the load event: the first hinted load waits for it.
    const loads = async (server, lingerFirst) => {
      const runs = [];
      for (let i = 0; i < CHAIN_LOADS; i++)
        runs.push(
          await requestChain(browser, server.for(screen), screen, {
            latency: LATENCY_MS,
            headers: GZIP,
            lingerMs: lingerFirst && i === 0 ? 3500 : 0,
          }),
        );
      return runs;
    };
    const kinds = [['hinted', await loads(hinted, true)], ...(asBuilt ? [['as built', await loads(asBuilt, false)]] : [])];
    const deepest = (runs) => runs.reduce((worst, run) => (run.depth > worst.depth ? run : worst));
    const [, hintedRuns] = kinds[0];
    const worst = deepest(hintedRuns);
    console.log(
      `
${label}, ${LATENCY_MS} ms latency, until ${screen.until}: ` +
        kinds
          .map(
            ([kind, runs]) =>
              `${kind} ${levelCount(deepest(runs).depth)} after the document (${runs.length} loads: ${runs.map((r) => r.depth).join(' ')}; ${screen.until} at ${runs.map((r) => Math.round(r.usable)).join(' ')} ms)`,
          )
          .join('; '),
    );
    console.log(`the deepest hinted load's requests, ${screen.until} at ${Math.round(worst.usable)} ms:`);
    printTable([
      ['level', 'start–end', 'initiator', 'request'],
      ...worst.levels.map((r) => {
        const { pathname, search, origin } = new URL(r.url);
        return [
          `L${r.level}`,
          `${Math.round(r.start)}–${Math.round(r.end)} ms`,
          r.initiator,
          origin === hinted.base ? `${pathname}${search}` : r.url,
        ];
      }),
    ]);
    for (const [kind, runs] of kinds) {
      const twice = new Map(runs.flatMap((run) => run.twice.map((entry) => [entry.url, entry.requests])));
      for (const [url, requests] of twice)
        console.log(
          `!! ${kind}: ${new URL(url).pathname} requested ${requests.length} times: ` +
            requests.map((r) => `${r.initiator} at ${Math.round(r.start)} ms${r.transferred === 0 ? ' (from cache)' : ''}`).join(', '),
        );
      for (const warning of new Set(runs.flatMap((run) => run.warnings))) console.log(`!! ${kind}: the browser warned: ${warning}`);
    }
    for (const [kind, runs] of kinds) {
      const depth = deepest(runs).depth;
      const judged = kind === 'hinted' && budget !== undefined;
      figures.push([
        `${label}: request levels until ${screen.until}, ${LATENCY_MS} ms latency, ${kind} (deepest of ${runs.length})`,
        levelCount(depth),
        judged ? `≤ ${budget} levels` : '(measured)',
        judged ? (depth <= budget ? 'met' : 'MISSED') : '',
      ]);
    }
  }
}

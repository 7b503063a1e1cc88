// (f) A/B (step ab): A is the page as built, B the hinted page. Each condition runs 20 pairs
// (BENCH_AB_PAIRS); pair i loads A then B in even pairs and B then A in odd ones
// (bench/paired-ab.mjs), so drift in the machine's load weighs on both alike. Conditions: (a) /login
// form usable, unthrottled; (b) /login form usable, 50 ms latency; (c) signed-in /admin rows
// visible, 50 ms latency. Printed: every load's time, median A, median B, the median of the
// paired differences A − B, and the gain (median A − median B) / median A. Targets: (a) ≥ 15 %,
// (b) ≥ 30 %, (c) ≥ 30 %.
import { timeToScreen } from '../first-screen.mjs';
import { comparePairs, pairedRuns } from '../paired-ab.mjs';
import { AB_PAIRS, BUDGETS, GZIP, LATENCY_MS, ms, percent } from './settings.mjs';
import { ADMIN_SCREEN, LOGIN_SCREEN } from './screens.mjs';

export async function abStep({ browser, hinted, asBuilt }, figures) {
  const conditions = [
    { screen: LOGIN_SCREEN, latency: 0, target: BUDGETS.loginGainUnthrottled, label: '/login form usable, unthrottled' },
    { screen: LOGIN_SCREEN, latency: LATENCY_MS, target: BUDGETS.loginGainLatency, label: `/login form usable, ${LATENCY_MS} ms latency` },
    {
      screen: ADMIN_SCREEN,
      latency: LATENCY_MS,
      target: BUDGETS.adminGainLatency,
      label: `signed-in /admin rows visible, ${LATENCY_MS} ms latency`,
    },
  ];
  for (const { screen, latency, target, label } of conditions) {
    const load = (server) => () => timeToScreen(browser, server.for(screen), screen, { latency, headers: GZIP });
    const series = await pairedRuns(AB_PAIRS, load(asBuilt), load(hinted));
    const { medianA, medianB, pairedDifference, gain } = comparePairs(series);
    const met = gain >= target ? 'met' : 'MISSED';
    console.log(
      `
A/B ${label}, ${AB_PAIRS} pairs, ms from navigation start; A (as built): ${series.a.map(Math.round).join(' ')}; B (hinted): ${series.b.map(Math.round).join(' ')}`,
    );
    console.log(
      `median A ${ms(medianA)}, median B ${ms(medianB)}, median of the paired differences A − B ${ms(pairedDifference)}; ` +
        `gain (median A − median B) / median A ${percent(gain)} (target ≥ ${percent(target)}): ${met}`,
    );
    figures.push([
      `A/B ${label}: median A (as built) → B (hinted), paired A − B`,
      `${ms(medianA)} → ${ms(medianB)}, ${ms(pairedDifference)}`,
      '(measured)',
      '',
    ]);
    figures.push([`A/B ${label}: gain of B over A (${AB_PAIRS} pairs)`, percent(gain), `≥ ${percent(target)}`, met]);
  }
}

import { expect, type Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// axe-core runs inside the page (the @axe-core/playwright wrapper needs Node 22; the engine
// itself does not). Only serious and critical findings fail a test; the rest are advice.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const FAILING_IMPACTS = new Set(['serious', 'critical']);

declare global {
  interface Window {
    axe?: { run: (context: unknown, options: unknown) => Promise<AxeResults> };
  }
}

/** One readable entry per failing node: rule, impact, what to fix, where and the element. */
function listViolations(violations: Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `[${violation.impact}] ${violation.id}: ${violation.help} at ${node.target.join(' ')}: ${node.html.slice(0, 200)}`,
    ),
  );
}

/**
 * Runs axe on the page (or inside `include`, a CSS selector, e.g. an open dialog) and fails
 * on any serious or critical violation, listing them. `screen` names the check in the message.
 * A soft expectation: a spec visiting many screens reports all of them in one run.
 */
export async function expectNoSeriousA11yViolations(page: Page, screen: string, include?: string): Promise<void> {
  // Evaluated through the debugging protocol rather than added as a <script>: the product's
  // Content-Security-Policy (rightly) refuses inline scripts.
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    ([selector]) =>
      window.axe!.run(
        // Fluent's focus manager (tabster) puts invisible focus sentinels, <i tabindex="0" aria-hidden
        // data-tabster-dummy>, around focus traps and groups; moving focus through them is their job,
        // they hand it on at once and no reader announces them, so they are not ours to fix.
        { include: selector ? [selector] : [document], exclude: ['[data-tabster-dummy]'] },
        { resultTypes: ['violations'] },
      ),
    [include] as const,
  );
  const failing = results.violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
  expect.soft(listViolations(failing), `${screen}: accessibility violations`).toEqual([]);
}

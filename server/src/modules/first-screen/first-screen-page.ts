import { createHash } from 'node:crypto';
import type { EarlyCall } from './first-screen-build.js';
import type { HintPlan } from './hint-plan.js';

/** What the page carries for its boot script and the shell: the runtime config, the hints and the first calls. */
export interface FirstScreenData {
  config: unknown;
  hints: HintPlan['hints'];
  variants: HintPlan['variants'];
  /** Made by the boot script when the visitor is signed in. */
  calls: EarlyCall[];
}

export interface RenderedPage {
  html: string;
  /** CSP sources for the page's inline script ('sha256-...'). */
  scriptSources: string[];
}

// The shell's page (shared-ui/build/index.html) has a boot script that turns the data into
// <link rel="preload"> elements, and a preload of config.json for hosts that serve the page as
// built. A page without the boot script is an older shell's: it is served unchanged.
const BOOT_SCRIPT = /<script id="first-screen-boot">([\s\S]*?)<\/script>/;
const CONFIG_PRELOAD = /<link id="config-preload"[^>]*>\s*/;

/** JSON that cannot end the <script> element holding it, nor open a comment in it. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The page with its data in a JSON script element just before the boot script that reads it, and
 * without the preload of config.json (the config is in the page). Null for a page without the boot
 * script.
 */
export function renderFirstScreenPage(html: string, data: FirstScreenData): RenderedPage | null {
  const boot = BOOT_SCRIPT.exec(html);
  if (!boot) return null;
  const dataElement = `<script type="application/json" id="first-screen">${scriptSafeJson(data)}</script>`;
  const withData = `${html.slice(0, boot.index)}${dataElement}${html.slice(boot.index)}`;
  const hash = createHash('sha256').update(boot[1]!, 'utf8').digest('base64');
  return { html: withData.replace(CONFIG_PRELOAD, ''), scriptSources: [`'sha256-${hash}'`] };
}

import { createHash } from 'node:crypto';
import type { EarlyCall, Language } from './first-screen-build.js';
import type { HintPlan } from './hint-plan.js';

/** What the page carries for its boot script and the shell: the runtime config, the hints and the first calls. */
export interface FirstScreenData {
  config: unknown;
  hints: HintPlan['hints'];
  variants: HintPlan['variants'];
  /** Made by the boot script when the visitor is signed in. */
  calls: EarlyCall[];
  /** The language of the markup in #root, when the page has one: the boot script hides it for another. */
  markupLanguage?: Language;
}

export interface RenderedPage {
  html: string;
  /** CSP sources for the page's inline script ('sha256-...'). */
  scriptSources: string[];
}

// The shell's page (kit/build/index.html) has a boot script that turns the data into
// <link rel="preload"> elements, and a preload of config.json for hosts that serve the page as
// built. A page without the boot script is an older shell's: it is served unchanged.
const BOOT_SCRIPT = /<script id="first-screen-boot">([\s\S]*?)<\/script>/;
const CONFIG_PRELOAD = /<link id="config-preload"[^>]*>\s*/;
// Where a screen's markup goes: first in #root, before the spinner that the page's CSS then hides.
// A shell whose page marks #root so also has the boot script that hides the markup where it is wrong.
const MARKUP_PLACE = '<div id="root" data-first-markup>';

/** JSON that cannot end the <script> element holding it, nor open a comment in it. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The page with its data in a JSON script element just before the boot script that reads it,
 * without the preload of config.json (the config is in the page) and with the screen's `markup`,
 * if any, in #root. Null for a page without the boot script; a page without the place for markup
 * (an older shell's) gets none.
 */
export function renderFirstScreenPage(html: string, data: FirstScreenData, markup?: string): RenderedPage | null {
  const boot = BOOT_SCRIPT.exec(html);
  if (!boot) return null;
  const withMarkup = markup !== undefined && html.includes(MARKUP_PLACE);
  const pageData = withMarkup ? data : { ...data, markupLanguage: undefined };
  const dataElement = `<script type="application/json" id="first-screen">${scriptSafeJson(pageData)}</script>`;
  let withData = `${html.slice(0, boot.index)}${dataElement}${html.slice(boot.index)}`;
  // A function, so that no `$` in the markup is read as a replacement pattern.
  if (withMarkup) withData = withData.replace(MARKUP_PLACE, () => `${MARKUP_PLACE}<div id="first-markup">${markup}</div>`);
  const hash = createHash('sha256').update(boot[1]!, 'utf8').digest('base64');
  return { html: withData.replace(CONFIG_PRELOAD, ''), scriptSources: [`'sha256-${hash}'`] };
}

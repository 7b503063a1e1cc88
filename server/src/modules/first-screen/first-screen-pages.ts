import type { BuildFacts } from './build-reader.js';
import type { Mounts } from './first-screen-build.js';
import { renderFirstScreenPage, type RenderedPage } from './first-screen-page.js';
import { earlyCalls, firstMarkup, hintPlan, type RemoteSource } from './hint-plan.js';

/** A remote as the page will load it: its key in the runtime config, its manifest and what its build says. */
export interface PageRemote {
  key: string;
  manifestUrl: string;
  facts: BuildFacts;
}

export interface PageSources {
  /** The shell's build the page comes from. */
  shell: BuildFacts;
  /** The runtime config the page carries (what /config.json answers now). */
  config: unknown;
  remotes: PageRemote[];
  /** The live modules' routes. */
  mounts: Mounts;
}

/**
 * The shell's page with the runtime config and, for the route asked, every file its first screen
 * loads, from the live builds at each request (a promote or a rollback changes them for the next
 * page), so the first screen loads in one round trip; and the calls its screen makes first, which a
 * signed-in visitor's page starts at once; and, where the screen's build rendered it, the screen
 * itself as markup, which a signed-out visitor sees before the app's code has run.
 */
export function renderPage(path: string, html: string, { shell, config, remotes, mounts }: PageSources): RenderedPage | null {
  const sources: Record<string, RemoteSource> = {};
  for (const { key, manifestUrl, facts } of remotes) sources[key] = { manifestUrl, remoteEntry: facts.remoteEntry, build: facts.build };
  if (!shell.build) return renderFirstScreenPage(html, { config, hints: [], variants: {}, calls: [] });
  const plan = { shell: shell.build, mounts, remotes: sources };
  const markup = firstMarkup(path, plan, config);
  return renderFirstScreenPage(
    html,
    { config, ...hintPlan(path, plan), calls: earlyCalls(path, plan), ...(markup ? { markupLanguage: markup.language } : {}) },
    markup?.html,
  );
}

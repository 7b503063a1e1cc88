import type { BuildFacts } from './build-reader.js';
import { BuildReader } from './build-reader.js';
import { renderFirstScreenPage, type RenderedPage } from './first-screen-page.js';
import { hintPlan, type RemoteSource } from './hint-plan.js';

/** Where the page will load a remote from, and where its build can be read. */
export interface RemoteLocation {
  /** The remote's key in the runtime config. */
  key: string;
  manifestUrl: string;
  /** The build's folder on this server (a release or the build in place); null: read it over HTTP. */
  dir: string | null;
}

export interface PageSources {
  /** The folder of the shell's build the page comes from. */
  shellDir: string;
  /** The runtime config the page carries (what /config.json answers now). */
  config: unknown;
  remotes: RemoteLocation[];
}

const NO_BUILD: BuildFacts = { build: null, remoteEntry: null };

/**
 * Pages that load their first screen in one round trip: the shell's page with the runtime config
 * and, for the route asked, every file its first screen loads, read from the live builds at each
 * request (a promote or a rollback changes them for the next page).
 */
export class FirstScreenPages {
  constructor(private readonly reader = new BuildReader()) {}

  async render(path: string, html: string, { shellDir, config, remotes }: PageSources): Promise<RenderedPage | null> {
    const [shell, ...remoteFacts] = await Promise.all([
      this.reader.folder(shellDir),
      ...remotes.map(({ manifestUrl, dir }) =>
        dir ? this.reader.folder(dir) : /^https?:\/\//i.test(manifestUrl) ? this.reader.url(manifestUrl) : Promise.resolve(NO_BUILD),
      ),
    ]);
    const sources: Record<string, RemoteSource> = {};
    remotes.forEach(({ key, manifestUrl }, index) => {
      const facts = remoteFacts[index]!;
      sources[key] = { manifestUrl, remoteEntry: facts.remoteEntry, build: facts.build };
    });
    const plan = shell.build ? hintPlan(path, { shell: shell.build, remotes: sources }) : { hints: [], variants: {} };
    return renderFirstScreenPage(html, { config, ...plan });
  }
}

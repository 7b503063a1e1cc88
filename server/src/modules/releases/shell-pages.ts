import { REACT_DEVELOPMENT_FOLDER } from './release-file-kinds.js';
import type { ReleaseStore } from './release-store.js';

interface Page {
  html: string;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The shell's page and files from its releases. The page is the live release's index.html with
 * a tag naming that release, so the tab can tell which shell it runs; a release never changes,
 * so each page is read once.
 */
export class ShellPages {
  private readonly pages = new Map<string, Page>();

  constructor(private readonly store: ReleaseStore) {}

  async page(host: string, releaseId: string, builtAt: string): Promise<Page> {
    const page = await this.pageIn(host, releaseId, builtAt, 'index.html');
    if (!page) throw new Error(`${host} ${releaseId} has no index.html in the release store`);
    return page;
  }

  /**
   * The page of the release's copy on React's development build (a development override's), or
   * null for a release built without one (an older shell's).
   */
  reactDevelopmentPage(host: string, releaseId: string, builtAt: string): Promise<Page | null> {
    return this.pageIn(host, releaseId, builtAt, `${REACT_DEVELOPMENT_FOLDER}/index.html`);
  }

  private async pageIn(host: string, releaseId: string, builtAt: string, file: string): Promise<Page | null> {
    const key = `${releaseId}/${file}`;
    let page = this.pages.get(key);
    if (!page) {
      const html = await this.store.readText(host, releaseId, file);
      if (html === null) return null;
      const tag = `<meta name="shell-release" content="${escapeAttribute(releaseId)}" data-built-at="${escapeAttribute(builtAt)}" />`;
      page = { html: html.replace(/<head>/i, (head) => `${head}${tag}`) };
      this.pages.set(key, page);
    }
    return page;
  }

  /** The first of these releases holding the file, or null. */
  async releaseHolding(host: string, path: string, releaseIds: string[]): Promise<string | null> {
    for (const releaseId of releaseIds) {
      if (await this.store.hasFile(host, releaseId, path)) return releaseId;
    }
    return null;
  }
}

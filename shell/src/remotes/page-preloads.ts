/**
 * Whether a file of the remote whose manifest is at `manifestUrl` failed to arrive when the page
 * preloaded it (its first-screen hints, see index.html's boot script). Chromium answers a later
 * request for that file with the failed preload, so only a new page load fetches it again.
 */
export function pagePreloadFailed(manifestUrl: string): boolean {
  const folder = new URL('.', new URL(manifestUrl, window.location.href)).href;
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][data-failed]')].some((link) => link.href.startsWith(folder));
}

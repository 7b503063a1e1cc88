/**
 * Whether a file the page preloaded (its first-screen hints, see index.html's boot script) failed
 * to arrive. Chromium answers a later request for that file with the failed preload, so only a new
 * page load fetches it again.
 */
export function pagePreloadFailed(): boolean {
  return document.querySelector('link[rel="preload"][data-failed]') !== null;
}

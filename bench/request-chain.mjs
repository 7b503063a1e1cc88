// The chain of requests a page makes, as levels: the document is level 0 and every other request
// is one level above the deepest request that had finished before it started (level 1 at least:
// a file the preload scanner asks for while the document is still arriving waited for the
// document all the same). A page whose files are all named by its HTML is 1 level deep; every file
// found only inside another file the page had to wait for adds a level.
//
// Read from the page's resource timing (one entry per request that went out: a file answered from
// the preload cache counts once, when it was preloaded; a file asked for twice, say a preload the
// later request could not use, has two entries), in the page's own clock, the one the "usable"
// marks are in. Only finished requests have an entry: read it once the requests that started
// before the moment of interest are done.

/** Requests that are the browser's own rather than the page's: left out of the chain. */
const NOT_THE_PAGES = new Set(['/favicon.ico']);

/** Every request the page has finished, the document first, each with its level. */
export async function requestLevels(page) {
  const entries = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation');
    const resources = performance.getEntriesByType('resource');
    return [navigation, ...resources].map((entry) => ({
      url: entry.name,
      start: entry.startTime,
      end: entry.responseEnd,
      initiator: entry.initiatorType,
      // 0 for an answer from the HTTP cache (or a cross-origin answer without Timing-Allow-Origin).
      transferred: entry.transferSize,
    }));
  });
  return chainLevels(entries.filter((entry) => !NOT_THE_PAGES.has(new URL(entry.url).pathname)));
}

/** Levels of requests given as { url, start, end }; the earliest is the document. */
export function chainLevels(requests) {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const withLevels = [];
  for (const [index, request] of sorted.entries()) {
    const before = withLevels.filter((other) => other.end <= request.start);
    const level = index === 0 ? 0 : Math.max(0, ...before.map((other) => other.level)) + 1;
    withLevels.push({ ...request, level });
  }
  return withLevels;
}

/** The requests that started by `until` (the page's clock, ms). */
export function startedBy(levels, until) {
  return levels.filter((request) => request.start <= until);
}

/** The deepest level among the requests that started by `until` (the page's clock, ms). */
export function depthBy(levels, until) {
  return Math.max(0, ...startedBy(levels, until).map((request) => request.level));
}

/** URLs with more than one request: each with its requests, in order. */
export function askedTwice(levels) {
  const byUrl = new Map();
  for (const request of levels) byUrl.set(request.url, [...(byUrl.get(request.url) ?? []), request]);
  return [...byUrl].filter(([, requests]) => requests.length > 1).map(([url, requests]) => ({ url, requests }));
}

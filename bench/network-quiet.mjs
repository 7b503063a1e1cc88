// Waiting for a page's network to be quiet, as the bench's steps do before they read what a page
// fetched. The change stream (server-sent events) stays open while a list screen is shown: it
// carries no code, and waiting for it to finish would wait for ever, so it is not counted.

/**
 * Tracks the page's requests in flight. `whenFinished(request)`, if given, runs for each finished
 * request before it stops counting as in flight (reading its sizes, say). `settled()` resolves once
 * no request has been in flight or finished for `quietMs`, or after `maxMs` whatever the network does.
 */
export function trackInFlight(page, { whenFinished } = {}) {
  const inFlight = new Set();
  let lastChange = Date.now();
  page.on('request', (request) => {
    if (request.headers()['accept'] === 'text/event-stream') return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  const done = (request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('requestfailed', done);
  page.on('requestfinished', async (request) => {
    try {
      if (whenFinished && inFlight.has(request)) await whenFinished(request);
    } finally {
      done(request);
    }
  });
  return {
    async settled(quietMs = 300, maxMs = Infinity) {
      const deadline = Date.now() + maxMs;
      while ((inFlight.size > 0 || Date.now() - lastChange < quietMs) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
    },
  };
}

// Which files a page fetched, with their encoded sizes, and whose code each is.
import { trackInFlight } from '../network-quiet.mjs';
import { BASE } from './settings.mjs';

/** Records every finished request's encoded body size. */
export function recordRequests(page) {
  const finished = [];
  const inFlight = trackInFlight(page, {
    whenFinished: async (request) => {
      const sizes = await request.sizes();
      finished.push({ url: request.url(), bytes: sizes.responseBodySize, type: request.resourceType() });
    },
  });
  return {
    finished,
    /** Resolves once no request has been pending or finished for `quietMs`. */
    quiet: (quietMs = 1000) => inFlight.settled(quietMs),
    reset() {
      finished.length = 0;
    },
  };
}

function classify(url) {
  const { pathname, origin } = new URL(url);
  const ext = /\.(js|css)$/.test(pathname) ? 'code' : /\.json$/.test(pathname) ? 'json' : 'other';
  if (origin !== BASE) return { ext, owner: origin, file: url };
  const remote = /^\/remotes\/([^/]+)\//.exec(pathname);
  return { ext, owner: remote ? `remote ${remote[1]}` : 'shell', file: pathname };
}

export function summarize(finished) {
  const files = finished.map((entry) => ({ ...entry, ...classify(entry.url) }));
  const code = files.filter((f) => f.ext === 'code').sort((a, b) => b.bytes - a.bytes);
  const json = files.filter((f) => f.ext === 'json');
  return { code, json, total: code.reduce((sum, f) => sum + f.bytes, 0) };
}

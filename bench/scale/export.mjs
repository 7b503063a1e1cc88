// The CSV export as the screens' export button fetches it: rows a second while it streams, and
// how much the server's resident memory grows meanwhile (sampled every 50 ms). A list larger than
// `maxRows` is read that far and the download then abandoned, as a person cancelling would.
import { ACCEPT_ENCODING, rssMb } from './measure.mjs';

const SAMPLE_MS = 50;

/** Streams `path`; resolves with { rows, seconds, rowsPerSecond, rssBeforeMb, rssPeakMb, rssGrowthMb }. */
export async function measureExport(baseUrl, path, token, serverPid, maxRows) {
  // Let memory from earlier calls settle first, so the growth is the export's.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const rssBeforeMb = rssMb(serverPid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => {
    const now = rssMb(serverPid);
    if (now !== null && (rssPeakMb === null || now > rssPeakMb)) rssPeakMb = now;
  }, SAMPLE_MS);
  const controller = new AbortController();
  const started = performance.now();
  let newlines = 0;
  let firstByteMs = null;
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': ACCEPT_ENCODING },
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      firstByteMs ??= performance.now() - started;
      for (let i = 0; i < value.length; i++) if (value[i] === 10) newlines++;
      // The first line is the header.
      if (newlines - 1 >= maxRows) {
        controller.abort();
        break;
      }
    }
  } catch (error) {
    if (error.name !== 'AbortError') throw error;
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  const rows = Math.min(Math.max(0, newlines - 1), maxRows);
  return {
    rows,
    seconds,
    firstByteMs,
    rowsPerSecond: rows / seconds,
    rssBeforeMb,
    rssPeakMb,
    rssGrowthMb: rssBeforeMb === null || rssPeakMb === null ? null : rssPeakMb - rssBeforeMb,
  };
}

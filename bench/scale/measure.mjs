// Measuring one call against the running server: autocannon at 1 connection (the latency a person
// waits for) and at 20 (the latency under load, and the server's CPU time per request).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpuMs } from '../server/process.mjs';

const requireHere = createRequire(import.meta.url);
// What a browser sends: answers over 1 KB are compressed, as they are for the product's pages.
export const ACCEPT_ENCODING = 'gzip, deflate, br';

/** autocannon's run, with each response's time in ms to the microsecond (its own percentiles are whole ms). */
function autocannon(options) {
  const run = requireHere('autocannon');
  const times = [];
  return new Promise((resolve, reject) => {
    const instance = run(options, (error, result) => (error ? reject(error) : resolve({ result, times })));
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
}

/** The value below which `share` of the sorted `times` fall, to 0.1 ms. */
export function percentile(sorted, share) {
  if (sorted.length === 0) return null;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] * 10) / 10;
}

/** The resident memory of a process, in MB (null where /proc is missing). */
export function rssMb(pid) {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * One call at `connections` for `seconds` after `warmupSeconds`: p50, p99 (ms), requests a second,
 * errors (failed, timed out or not 2xx) and the server's CPU µs per request.
 */
export async function measure({ url, method, token, connections, seconds, warmupSeconds, serverPid }) {
  const options = {
    url,
    method,
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': ACCEPT_ENCODING },
    connections,
    // A call slower than this counts as an error rather than stalling the bench.
    timeout: 30,
  };
  if (warmupSeconds > 0) await autocannon({ ...options, duration: warmupSeconds });
  const cpuBefore = cpuMs(serverPid);
  const { result, times } = await autocannon({ ...options, duration: seconds });
  const cpuAfter = cpuMs(serverPid);
  const requests = result.requests.total;
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    rps: result.requests.average,
    requests,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuUs: cpuBefore === null || cpuAfter === null || requests === 0 ? null : Math.round(((cpuAfter - cpuBefore) * 1000) / requests),
  };
}

/** One call made once: its JSON answer and how long it took (ms). */
export async function callOnce(baseUrl, { method, path }, token, body) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return { json: text ? JSON.parse(text) : null, ms };
}

/**
 * The smoke run's stand-in for autocannon: `connections` requests at once, `rounds` times; the
 * same figures, from few samples (the smoke checks answers, not speed).
 */
export async function measureBriefly({ url, method, token, connections, serverPid, rounds = 2 }) {
  const times = [];
  let errors = 0;
  const cpuBefore = cpuMs(serverPid);
  const started = performance.now();
  for (let round = 0; round < rounds; round++) {
    await Promise.all(
      Array.from({ length: connections }, async () => {
        const begun = performance.now();
        const response = await fetch(url, { method, headers: { authorization: `Bearer ${token}`, 'accept-encoding': ACCEPT_ENCODING } });
        await response.arrayBuffer();
        if (!response.ok) errors++;
        times.push(performance.now() - begun);
      }),
    );
  }
  const cpuAfter = cpuMs(serverPid);
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    rps: times.length / ((performance.now() - started) / 1000),
    requests: times.length,
    errors,
    cpuUs: cpuBefore === null || cpuAfter === null ? null : Math.round(((cpuAfter - cpuBefore) * 1000) / times.length),
  };
}

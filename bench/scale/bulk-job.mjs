// A bulk job as the tasks screen starts one ("all matching" the filters, confirmed count): how
// long until it first reports progress, and its rows a second to the end. The job marks read the
// newest tasks, as many as one job may take (the server's MAX_MATCHING) up to 100,000.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { callOnce } from './measure.mjs';

const POLL_MS = 50;
const JOBS = '/api/backend/bulk-jobs';
const TASKS = '/api/backend/video-tasks';
export const BULK_TARGET_ROWS = 100_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The most rows one "all matching" job may take, as the built server says. */
async function maxMatching(serverDir) {
  const schemas = await import(pathToFileURL(join(serverDir, 'dist', 'modules', 'bulk-jobs', 'bulk-jobs.schemas.js')).href);
  return schemas.MAX_MATCHING ?? BULK_TARGET_ROWS;
}

/**
 * Runs one job over the newest min(atMost, MAX_MATCHING, tasks) tasks; resolves with
 * { rows, maxMatching, firstProgressS, seconds, rowsPerSecond, status, failed }.
 */
export async function measureBulkJob(serverDir, baseUrl, token, tasks, { atMost = BULK_TARGET_ROWS, timeoutS = 600 } = {}) {
  const limit = await maxMatching(serverDir);
  const wanted = Math.min(atMost, limit, tasks);
  // The created_at of the wanted-th newest task: the filter created_after takes that many.
  const { json: nth } = await callOnce(
    baseUrl,
    { method: 'GET', path: `${TASKS}/?skip=${wanted - 1}&limit=1&sort_by=created_at&sort_order=desc` },
    token,
  );
  const createdAfter = nth.data[0].created_at;
  const filters = { created_after: createdAfter };
  const { json: matching } = await callOnce(
    baseUrl,
    { method: 'GET', path: `${TASKS}/?skip=0&limit=1&created_after=${encodeURIComponent(createdAfter)}` },
    token,
  );
  const started = performance.now();
  const { json: job } = await callOnce(baseUrl, { method: 'POST', path: `${JOBS}/` }, token, {
    list: 'tasks',
    action: 'mark_read',
    filters,
    expected_count: matching.count,
  });
  let firstProgressS = null;
  let state = job;
  while ((performance.now() - started) / 1000 < timeoutS) {
    ({ json: state } = await callOnce(baseUrl, { method: 'GET', path: `${JOBS}/${job.id}` }, token));
    if (firstProgressS === null && state.done > 0) firstProgressS = (performance.now() - started) / 1000;
    if (!['queued', 'running'].includes(state.status)) break;
    await sleep(POLL_MS);
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    rows: state.total,
    done: state.done,
    failed: state.failed,
    status: state.status,
    maxMatching: limit,
    firstProgressS,
    seconds,
    rowsPerSecond: state.done / seconds,
  };
}

/** A job on `rows` tasks chosen by id, waited for to its end (the plans' capture). */
export async function runSmallJob(baseUrl, token, rows = 40) {
  const ids = Array.from({ length: rows }, (_, index) => index + 1);
  const { json: job } = await callOnce(baseUrl, { method: 'POST', path: `${JOBS}/` }, token, { list: 'tasks', action: 'mark_read', ids });
  for (let waited = 0; waited < 60_000; waited += POLL_MS) {
    const { json: state } = await callOnce(baseUrl, { method: 'GET', path: `${JOBS}/${job.id}` }, token);
    if (!['queued', 'running'].includes(state.status)) return state;
    await sleep(POLL_MS);
  }
  throw new Error(`bulk job ${job.id} did not end within 60 s`);
}

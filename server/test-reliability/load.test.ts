import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createStore, startServerProcess } from '../test/helpers/server-process.js';
import { fuzzSeed, ms, percentile, postgresUrl, reportFigure } from './helpers/figures.js';
import { call, createAccounts, expectCall, signIn, type Account, type Answer } from './helpers/http.js';

const CLIENTS = 100;
const SECONDS = Number(process.env.RELIABILITY_LOAD_SECONDS ?? 60);
const TEMPLATES = '/api/backend/video-template';
const TASKS = '/api/backend/video-tasks';

/** A small seeded generator (mulberry32), so a run's sequence of operations can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** What one client was told was written: the server must hold exactly this afterwards. */
interface Acknowledged {
  /** Item id -> the title of the last acknowledged write (create or update). */
  items: Map<string, string>;
  templates: number;
  tasks: number;
}

interface Sample {
  kind: 'read' | 'write';
  op: string;
  answer: Answer | null;
  error: string | null;
}

/**
 * One client: a signed-in user looping over a mix of reads and writes for `until`, waiting for
 * each answer before the next call. Items are the user's own (created, renamed, deleted, listed,
 * read); templates and tasks go through the back office with the admin's token.
 */
async function client(
  base: string,
  account: Account,
  adminToken: string,
  runTag: string,
  seed: number,
  until: number,
  samples: Sample[],
): Promise<Acknowledged> {
  const next = random(seed);
  const ack: Acknowledged = { items: new Map(), templates: 0, tasks: 0 };
  let counter = 0;
  const run = async (kind: Sample['kind'], op: string, expected: number, send: () => Promise<Answer>): Promise<Answer | null> => {
    try {
      const answer = await send();
      const error = answer.status === expected ? null : `${op}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;
      samples.push({ kind, op, answer, error });
      return error ? null : answer;
    } catch (failure) {
      samples.push({ kind, op, answer: null, error: `${op}: ${(failure as Error).message}` });
      return null;
    }
  };
  while (Date.now() < until) {
    const roll = next();
    const own = [...ack.items.keys()];
    const pick = () => own[Math.floor(next() * own.length)]!;
    if (roll < 0.25) {
      const title = `${runTag} item ${++counter}`;
      const answer = await run('write', 'create item', 200, () =>
        call(base, 'POST', '/api/v1/items/', { token: account.token, json: { title } }),
      );
      if (answer) ack.items.set(answer.body.id, title);
    } else if (roll < 0.35 && own.length > 0) {
      const id = pick();
      const title = `${runTag} renamed ${++counter}`;
      const answer = await run('write', 'update item', 200, () =>
        call(base, 'PUT', `/api/v1/items/${id}`, { token: account.token, json: { title } }),
      );
      if (answer) ack.items.set(id, title);
    } else if (roll < 0.4 && own.length > 0) {
      const id = pick();
      const answer = await run('write', 'delete item', 200, () => call(base, 'DELETE', `/api/v1/items/${id}`, { token: account.token }));
      if (answer) ack.items.delete(id);
    } else if (roll < 0.6) {
      await run('read', 'list items', 200, () => call(base, 'GET', '/api/v1/items/?limit=20', { token: account.token }));
    } else if (roll < 0.68 && own.length > 0) {
      await run('read', 'get item', 200, () => call(base, 'GET', `/api/v1/items/${pick()}`, { token: account.token }));
    } else if (roll < 0.76) {
      const answer = await run('write', 'create template', 200, () =>
        call(base, 'POST', `${TEMPLATES}/create`, {
          token: adminToken,
          json: { template_name: `${runTag} template ${++counter}`, template_platform: 'keling', template_prompt: '负载测试' },
        }),
      );
      if (answer) ack.templates++;
    } else if (roll < 0.82) {
      const answer = await run('write', 'create task', 200, () =>
        call(base, 'POST', `${TASKS}/`, {
          token: adminToken,
          json: { template_id: 1, user_id: seed, platform: 'minimax', task_status: 3 },
        }),
      );
      if (answer) ack.tasks++;
    } else if (roll < 0.92) {
      await run('read', 'list templates', 200, () =>
        call(base, 'POST', `${TEMPLATES}/list?limit=20&template_name=${encodeURIComponent(runTag)}`, { token: adminToken }),
      );
    } else {
      await run('read', 'task stats', 200, () => call(base, 'GET', `${TASKS}/stats/summary`, { token: adminToken }));
    }
  }
  return ack;
}

async function loadTest(database: 'SQLite' | 'PostgreSQL', databaseUrl: string | null): Promise<void> {
  const store = await createStore(databaseUrl);
  // The worker is off: the figures are the API's. Login limits are lifted for the set-up.
  const server = await startServerProcess(store, {
    WORKER_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT_IP_MAX: '100000',
    LOGIN_RATE_LIMIT_ACCOUNT_MAX: '100000',
  });
  const group = `load: ${CLIENTS} clients, ${SECONDS} s, ${database}`;
  try {
    const base = server.url;
    const adminToken = await signIn(base);
    const accounts = await createAccounts(base, adminToken, CLIENTS, `load-${database.toLowerCase()}`);
    const runTag = `load-${Date.now().toString(36)}`;
    const seed = fuzzSeed();
    const samples: Sample[] = [];
    const started = Date.now();
    const until = started + SECONDS * 1000;
    const acks = await Promise.all(
      accounts.map((account, index) => client(base, account, adminToken, runTag, seed + index, until, samples)),
    );
    const elapsed = (Date.now() - started) / 1000;

    // Reconcile: every acknowledged write is there, with its last acknowledged value, and
    // nothing else is (a deleted item stays deleted).
    const lost: string[] = [];
    for (const [index, account] of accounts.entries()) {
      const list = await expectCall(base, 'GET', '/api/v1/items/?limit=1000', { token: account.token });
      const stored = new Map<string, string>(list.data.map((item: { id: string; title: string }) => [item.id, item.title]));
      const expected = acks[index]!.items;
      if (list.count !== expected.size) lost.push(`${account.email}: ${list.count} items stored, ${expected.size} acknowledged`);
      for (const [id, title] of expected) {
        if (stored.get(id) !== title)
          lost.push(`item ${id}: stored ${JSON.stringify(stored.get(id))}, acknowledged ${JSON.stringify(title)}`);
      }
    }
    const templates = await expectCall(base, 'POST', `${TEMPLATES}/list?limit=1&template_name=${encodeURIComponent(runTag)}`, {
      token: adminToken,
    });
    const templatesAcked = acks.reduce((sum, ack) => sum + ack.templates, 0);
    if (templates.count !== templatesAcked) lost.push(`templates: ${templates.count} stored, ${templatesAcked} acknowledged`);
    let tasksStored = 0;
    for (let index = 0; index < CLIENTS; index++) {
      tasksStored += (await expectCall(base, 'GET', `${TASKS}/?limit=1&user_id=${seed + index}`, { token: adminToken })).count;
    }
    const tasksAcked = acks.reduce((sum, ack) => sum + ack.tasks, 0);
    if (tasksStored !== tasksAcked) lost.push(`tasks: ${tasksStored} stored, ${tasksAcked} acknowledged`);

    const errors = samples.filter((sample) => sample.error);
    const latencies = (kind?: Sample['kind']) => samples.filter((s) => s.answer && (!kind || s.kind === kind)).map((s) => s.answer!.ms);
    const writes = samples.filter((s) => s.kind === 'write' && !s.error).length;
    const itemsAcked = acks.reduce((sum, ack) => sum + ack.items.size, 0);
    reportFigure(
      group,
      'requests',
      `${samples.length} in ${elapsed.toFixed(1)} s (${(samples.length / elapsed).toFixed(0)} req/s), ${writes} acknowledged writes`,
    );
    reportFigure(group, 'errors', `${errors.length}${errors.length ? ` (first: ${errors[0]!.error})` : ''}`);
    reportFigure(
      group,
      'latency all p50 / p99 / max',
      `${ms(percentile(latencies(), 50))} / ${ms(percentile(latencies(), 99))} / ${ms(Math.max(...latencies()))}`,
    );
    reportFigure(group, 'latency reads p50 / p99', `${ms(percentile(latencies('read'), 50))} / ${ms(percentile(latencies('read'), 99))}`);
    reportFigure(
      group,
      'latency writes p50 / p99',
      `${ms(percentile(latencies('write'), 50))} / ${ms(percentile(latencies('write'), 99))}`,
    );
    reportFigure(
      group,
      'reconciled',
      `${itemsAcked} items, ${templatesAcked} templates, ${tasksAcked} tasks acknowledged = stored; lost or wrong: ${lost.length}`,
    );
    assert.deepEqual(
      errors.slice(0, 5).map((sample) => sample.error),
      [],
      `${errors.length} errors`,
    );
    assert.deepEqual(lost.slice(0, 20), [], `${lost.length} lost or wrong writes`);
  } finally {
    assert.equal(await server.stop('SIGTERM'), 0, server.output().slice(-2000));
    await store.remove();
  }
}

describe(`load: ${CLIENTS} concurrent clients mixing reads and writes for ${SECONDS} s`, () => {
  it('SQLite: zero errors, zero lost writes', { timeout: (SECONDS + 120) * 1000 }, () => loadTest('SQLite', null));
  it(
    'PostgreSQL: zero errors, zero lost writes',
    { skip: postgresUrl ? false : 'TEST_DATABASE_URL is not set', timeout: (SECONDS + 120) * 1000 },
    () => loadTest('PostgreSQL', postgresUrl),
  );
});

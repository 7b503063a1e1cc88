import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createStore, startServerProcess, type ServerStore } from '../test/helpers/server-process.js';
import { postgresUrl, reportFigure } from './helpers/figures.js';
import { call, createAccounts, expectCall, signIn } from './helpers/http.js';
import { consistencyProblems, queryStore } from './helpers/store-sql.js';

const WRITERS = 20;
const LOAD_MS = 3000;
const TEMPLATES = '/api/backend/video-template';
const TASKS = '/api/backend/video-tasks';
const SERVER_ENV = {
  WORKER_ENABLED: 'false',
  LOG_LEVEL: 'warn',
  LOGIN_RATE_LIMIT_IP_MAX: '100000',
  LOGIN_RATE_LIMIT_ACCOUNT_MAX: '100000',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Writers create items and templates as fast as answers come; after LOAD_MS the server gets
 * SIGKILL mid-write. A new process on the same data must hold every acknowledged write, at most
 * the writes that were in flight besides, and a consistent database.
 */
async function killDuringWrites(database: 'SQLite' | 'PostgreSQL', store: ServerStore, round: number): Promise<void> {
  let server = await startServerProcess(store, SERVER_ENV);
  const adminToken = await signIn(server.url);
  const accounts = await createAccounts(server.url, adminToken, WRITERS, `crash-${round}`);
  const tag = `crash-${round}-${Date.now().toString(36)}`;
  const acked = { items: new Map<string, string>(), templates: new Set<number>() };
  let inFlightAtKill = 0;
  let killed = false;
  const writer = async (index: number) => {
    const account = accounts[index]!;
    for (let n = 0; !killed; n++) {
      const title = `${tag} ${index}-${n}`;
      try {
        const item = await call(server.url, 'POST', '/api/v1/items/', { token: account.token, json: { title } });
        if (item.status === 200) acked.items.set(item.body.id, title);
        const template = await call(server.url, 'POST', `${TEMPLATES}/create`, {
          token: adminToken,
          json: { template_name: title, template_platform: 'jimeng' },
        });
        if (template.status === 200) acked.templates.add(template.body.template_id);
      } catch {
        // The connection died with the server: this write's outcome is unknown.
        inFlightAtKill++;
        return;
      }
    }
  };
  const writers = Array.from({ length: WRITERS }, (_, index) => writer(index));
  await sleep(LOAD_MS);
  killed = true;
  server.child.kill('SIGKILL');
  assert.equal(await server.exited, null, 'killed by the signal');
  await Promise.all(writers);

  const restartedAt = performance.now();
  server = await startServerProcess(store, SERVER_ENV);
  const restartMs = performance.now() - restartedAt;
  try {
    const token = await signIn(server.url);
    const missing: string[] = [];
    const items = await queryStore<{ id: string; title: string }>(store, `select id, title from items where title like '${tag} %'`);
    const stored = new Map(items.map((item) => [item.id, item.title]));
    for (const [id, title] of acked.items) if (stored.get(id) !== title) missing.push(`item ${id} (${title})`);
    for (const id of acked.templates) {
      const answer = await call(server.url, 'POST', `${TEMPLATES}/get`, { token, json: { template_id: id } });
      if (answer.status !== 200) missing.push(`template ${id}: ${answer.status}`);
    }
    // The search index (FTS on SQLite, trigram on PostgreSQL) agrees with the table.
    const [{ n: templatesStored }] = (await queryStore<{ n: number | string }>(
      store,
      `select count(*) as n from video_templates where template_name like '${tag} %'`,
    )) as [{ n: number | string }];
    const searched = await expectCall(server.url, 'POST', `${TEMPLATES}/list?limit=1&template_name=${encodeURIComponent(tag)}`, { token });
    const problems = await consistencyProblems(store);
    if (searched.count !== Number(templatesStored))
      problems.push(`search finds ${searched.count} templates, the table holds ${templatesStored}`);
    const extraItems = stored.size - acked.items.size;
    const extraTemplates = Number(templatesStored) - acked.templates.size;
    // Writes in flight at the kill may have committed without their answer arriving.
    if (extraItems < 0 || extraItems > inFlightAtKill)
      problems.push(`${stored.size} items stored for ${acked.items.size} acknowledged and ${inFlightAtKill} in flight`);
    if (extraTemplates < 0 || extraTemplates > inFlightAtKill)
      problems.push(`${templatesStored} templates stored for ${acked.templates.size} acknowledged and ${inFlightAtKill} in flight`);

    // And it keeps working: a write after the restart sticks.
    await expectCall(server.url, 'POST', '/api/v1/items/', { token: accounts[0]!.token, json: { title: 'after the crash' } });

    reportFigure(
      `faults: kill -9 during writes, ${database}`,
      `round ${round}`,
      `${acked.items.size + acked.templates.size} acknowledged writes from ${WRITERS} writers, all present after restart (${missing.length} missing); ${inFlightAtKill} in flight at the kill; restart ${(restartMs / 1000).toFixed(1)} s; consistency problems: ${problems.length}`,
    );
    assert.deepEqual(missing, []);
    assert.deepEqual(problems, []);
  } finally {
    await server.stop('SIGTERM');
  }
}

/**
 * Tasks on the local platform are in every state when the server gets SIGKILL; a new process on
 * the same data finishes every one of them once the dead instance's leases run out, polling the
 * tasks that were already submitted rather than submitting them again.
 */
async function workerResumes(database: 'SQLite' | 'PostgreSQL', store: ServerStore): Promise<void> {
  const env = {
    LOG_LEVEL: 'warn',
    LOCAL_PLATFORM_DELAY_MS: '1500',
    WORKER_LEASE_MS: '1500',
    WORKER_POLL_INTERVAL_MS: '100',
    WORKER_CONCURRENCY: '4',
  };
  let server = await startServerProcess(store, env);
  const token = await signIn(server.url);
  const ids: number[] = [];
  for (let i = 0; i < 12; i++) {
    ids.push(
      (
        await expectCall(server.url, 'POST', `${TASKS}/`, {
          token,
          json: { template_id: 1, user_id: 4242, platform: 'keling', create_task_params: { prompt: `crash ${i}` } },
        })
      ).task_id,
    );
  }
  // Wait until some are running on the platform, then kill.
  const deadline = Date.now() + 15_000;
  let before: { task_id: number; task_status: number; platform_task_id: string | null }[] = [];
  while (Date.now() < deadline) {
    before = (await expectCall(server.url, 'GET', `${TASKS}/?user_id=4242&limit=100`, { token })).data;
    if (before.filter((task) => task.task_status === 2).length >= 2) break;
    await sleep(50);
  }
  server.child.kill('SIGKILL');
  await server.exited;
  const running = before.filter((task) => task.task_status === 2);
  assert.ok(running.length >= 1, 'some tasks were running at the kill');

  const restarted = performance.now();
  server = await startServerProcess(store, env);
  try {
    const token2 = await signIn(server.url);
    let after: typeof before = [];
    while (performance.now() - restarted < 60_000) {
      after = (await expectCall(server.url, 'GET', `${TASKS}/?user_id=4242&limit=100`, { token: token2 })).data;
      if (after.every((task) => task.task_status === 3)) break;
      await sleep(100);
    }
    const seconds = (performance.now() - restarted) / 1000;
    const unfinished = after.filter((task) => task.task_status !== 3).map((task) => `${task.task_id}: status ${task.task_status}`);
    const resubmitted = running
      .filter((task) => after.find((a) => a.task_id === task.task_id)?.platform_task_id !== task.platform_task_id)
      .map((task) => task.task_id);
    reportFigure(
      `faults: worker after kill -9, ${database}`,
      'tasks',
      `${ids.length} tasks (${running.length} running, ${before.filter((t) => t.task_status === 1).length} pending, ${before.filter((t) => t.task_status === 3).length} done at the kill): all completed ${seconds.toFixed(1)} s after the restart; resubmitted: ${resubmitted.length}`,
    );
    assert.deepEqual(unfinished, []);
    assert.deepEqual(resubmitted, [], 'running tasks are polled, not submitted again');
  } finally {
    await server.stop('SIGTERM');
  }
}

for (const [database, url] of [
  ['SQLite', null],
  ['PostgreSQL', postgresUrl],
] as const) {
  const skip = database === 'PostgreSQL' && !url ? 'TEST_DATABASE_URL is not set' : false;
  describe(`faults on ${database}: kill -9 and restart`, () => {
    it(
      'during write load: every acknowledged write is there and the database is consistent (two crashes in a row)',
      { skip, timeout: 120_000 },
      async () => {
        const store = await createStore(url);
        try {
          await killDuringWrites(database, store, 1);
          await killDuringWrites(database, store, 2);
        } finally {
          await store.remove();
        }
      },
    );

    it('with tasks in flight: the worker resumes and completes every task', { skip, timeout: 120_000 }, async () => {
      const store = await createStore(url);
      try {
        await workerResumes(database, store);
      } finally {
        await store.remove();
      }
    });
  });
}

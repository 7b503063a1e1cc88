import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createStore, startServerProcess, type ServerProcess } from '../test/helpers/server-process.js';
import { postgresUrl, reportFigure } from './helpers/figures.js';
import { call, createAccounts, expectCall, signIn } from './helpers/http.js';
import { consistencyProblems, queryStore } from './helpers/store-sql.js';

const WRITERS = 12;
const LOAD_MS = 2500;
const TASKS = '/api/backend/video-tasks';
const USER_ID = 5151;
const ENV = {
  LOG_LEVEL: 'warn',
  LOGIN_RATE_LIMIT_IP_MAX: '100000',
  LOGIN_RATE_LIMIT_ACCOUNT_MAX: '100000',
  LOCAL_PLATFORM_DELAY_MS: '3000',
  WORKER_LEASE_MS: '1500',
  WORKER_POLL_INTERVAL_MS: '100',
  WORKER_CONCURRENCY: '4',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface TaskState {
  task_id: number;
  task_status: number;
  platform_task_id: string | null;
}

/**
 * Two instances share one PostgreSQL and one data folder (the shared volume or bucket), both
 * serving and both running the worker. Writers load both; video tasks are in every state; then
 * one instance gets SIGKILL. The survivor must hold every write either acknowledged, keep
 * answering, and finish every task once the dead one's leases run out, polling the tasks already
 * on the platform instead of submitting them again.
 */
describe('faults on a fleet: kill -9 one of two instances under load', () => {
  it(
    'no acknowledged write lost, no task submitted twice, the survivor finishes the work',
    { skip: postgresUrl ? false : 'RELIABILITY_POSTGRES_URL is not set', timeout: 180_000 },
    async () => {
      const store = await createStore(postgresUrl);
      let victim: ServerProcess | null = null;
      let survivor: ServerProcess | null = null;
      try {
        // One first, so the migrations and the first superuser are made once; then the second.
        survivor = await startServerProcess(store, ENV);
        victim = await startServerProcess(store, ENV);
        const instances = [victim.url, survivor.url];
        const token = await signIn(survivor.url);
        const accounts = await createAccounts(survivor.url, token, WRITERS, 'fleet');

        const tag = `fleet-${Date.now().toString(36)}`;
        const acked = new Map<string, string>();
        const tally = { requests: 0, errors: 0, unknown: 0 };
        let stop = false;
        const writer = async (index: number) => {
          const account = accounts[index]!;
          for (let n = 0; !stop; n++) {
            const base = instances[(index + n) % 2]!;
            const title = `${tag} ${index}-${n}`;
            tally.requests++;
            try {
              const answer = await call(base, 'POST', '/api/v1/items/', { token: account.token, json: { title } });
              if (answer.status === 200) acked.set(answer.body.id, title);
              else tally.errors++;
            } catch {
              // Refused or cut by the killed instance: unknown outcome, never acknowledged.
              tally.errors++;
              if (base === victim!.url) tally.unknown++;
              await sleep(20);
            }
          }
        };
        const writers = Array.from({ length: WRITERS }, (_, index) => writer(index));

        // Under load, tasks go to both instances' workers; the kill comes while the one to die
        // holds some of them (its worker's id names its process).
        await sleep(LOAD_MS);
        const ids: number[] = [];
        for (let i = 0; i < 12; i++) {
          const task = await expectCall(instances[i % 2]!, 'POST', `${TASKS}/`, {
            token,
            json: { template_id: 1, user_id: USER_ID, platform: 'keling', create_task_params: { prompt: `fleet ${i}` } },
          });
          ids.push(task.task_id);
        }
        // Once tasks are on the platform, the kill waits (2 s at most) for a moment the doomed
        // instance holds a lease on one (its worker's id names its process): steps are short.
        const inFlight = `select task_id from video_tasks where user_id = ${USER_ID} and task_status = 2`;
        for (const deadline = Date.now() + 15_000; Date.now() < deadline; await sleep(25)) {
          if ((await queryStore(store, inFlight)).length >= 2) break;
        }
        const heldByVictim = `select task_id from video_tasks where user_id = ${USER_ID} and task_status in (1, 2) and locked_by like '%-${victim.child.pid}-%'`;
        let heldAtKill = 0;
        for (const deadline = Date.now() + 2000; Date.now() < deadline && heldAtKill === 0;) {
          heldAtKill = (await queryStore(store, heldByVictim)).length;
        }
        const before: TaskState[] = (await expectCall(survivor.url, 'GET', `${TASKS}/?user_id=${USER_ID}&limit=100`, { token })).data;
        victim.child.kill('SIGKILL');
        const killedAt = performance.now();
        assert.equal(await victim.exited, null, 'killed by the signal');
        // The writers go on against both for a while: the survivor answers, the dead one refuses.
        await sleep(1000);
        stop = true;
        await Promise.all(writers);

        let after: TaskState[] = [];
        while (performance.now() - killedAt < 60_000) {
          after = (await expectCall(survivor.url, 'GET', `${TASKS}/?user_id=${USER_ID}&limit=100`, { token })).data;
          if (after.length === ids.length && after.every((task) => task.task_status === 3)) break;
          await sleep(100);
        }
        const takeoverSeconds = (performance.now() - killedAt) / 1000;

        const stored = new Map(
          (await queryStore<{ id: string; title: string }>(store, `select id, title from items where title like '${tag} %'`)).map((row) => [
            row.id,
            row.title,
          ]),
        );
        const lost = [...acked].filter(([id, title]) => stored.get(id) !== title).map(([id]) => id);
        const running = before.filter((task) => task.task_status === 2 && task.platform_task_id);
        const resubmitted = running.filter(
          (task) => after.find((a) => a.task_id === task.task_id)?.platform_task_id !== task.platform_task_id,
        );
        const unfinished = after.filter((task) => task.task_status !== 3).map((task) => `${task.task_id}: status ${task.task_status}`);
        const problems = await consistencyProblems(store);
        // And the survivor keeps taking writes.
        await expectCall(survivor.url, 'POST', '/api/v1/items/', { token: accounts[0]!.token, json: { title: `${tag} after` } });

        reportFigure(
          'faults: kill -9 one of two instances (PostgreSQL)',
          'writes',
          `${tally.requests} requests over both, ${acked.size} acknowledged, ${lost.length} lost; ${tally.errors} errors, all on the killed instance (${tally.unknown} cut or refused)`,
        );
        reportFigure(
          'faults: kill -9 one of two instances (PostgreSQL)',
          'tasks',
          `${ids.length} tasks (${running.length} on the platform, ${heldAtKill} leased by the killed instance at the kill): the survivor completed all ${takeoverSeconds.toFixed(1)} s after the kill; submitted twice: ${resubmitted.length}`,
        );
        assert.deepEqual(lost, [], 'acknowledged writes lost');
        assert.equal(tally.errors, tally.unknown, 'only the killed instance failed calls');
        assert.deepEqual(unfinished, []);
        assert.deepEqual(
          resubmitted.map((task) => task.task_id),
          [],
          'tasks on the platform are polled, not submitted again',
        );
        assert.ok(running.length > 0, 'tasks were on the platform at the kill');
        assert.deepEqual(problems, []);
      } finally {
        await victim?.stop('SIGKILL');
        await survivor?.stop('SIGTERM');
        await store.remove();
      }
    },
  );
});

import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { describe, it } from 'node:test';
import { startSmtpSink } from '../test/helpers/smtp-sink.js';
import { createStore, startServerProcess } from '../test/helpers/server-process.js';
import { reportFigure } from './helpers/figures.js';
import { createAccounts, expectCall, signIn } from './helpers/http.js';
import { queryStore } from './helpers/store-sql.js';

const TASKS = '/api/backend/video-tasks';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A request on a connection of its own (no keep-alive), so the only outcomes are: refused before
 * it was accepted, or answered. A connection reset after it was accepted is a lost request.
 */
function oneShot(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number } | { error: string }> {
  return new Promise((resolve) => {
    const req = httpRequest(`${base}${path}`, { method, headers: { ...headers, connection: 'close' }, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      res.on('error', (error) => resolve({ error: `${(error as NodeJS.ErrnoException).code ?? error.message} after the answer started` }));
    });
    req.on('error', (error) => resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message }));
    req.end(body);
  });
}

/** A TCP server that accepts connections and never says a word (an SMTP server that hangs). */
async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('SIGTERM', () => {
  it('finishes the requests in flight, stops the worker cleanly (leases given back) and exits 0', { timeout: 90_000 }, async () => {
    const store = await createStore(null);
    // Real argon2 costs make sign-ins slow enough to be in flight when the signal comes.
    const env = {
      ARGON2_MEMORY_COST: '19456',
      ARGON2_TIME_COST: '2',
      LOGIN_RATE_LIMIT_IP_MAX: '1000',
      LOGIN_RATE_LIMIT_ACCOUNT_MAX: '1000',
      LOCAL_PLATFORM_DELAY_MS: '2000',
      WORKER_POLL_INTERVAL_MS: '100',
      WORKER_LEASE_MS: '600000',
    };
    let server = await startServerProcess(store, env);
    try {
      const token = await signIn(server.url);
      const [account] = await createAccounts(server.url, token, 1, 'sigterm');
      const auth = { authorization: `Bearer ${token}` };
      const taskIds: number[] = [];
      for (let i = 0; i < 4; i++)
        taskIds.push(
          (await expectCall(server.url, 'POST', `${TASKS}/`, { token, json: { template_id: 1, user_id: 777, platform: 'minimax' } }))
            .task_id,
        );
      await sleep(300); // the worker has taken them: submitted, now "rendering"

      const form = { 'content-type': 'application/x-www-form-urlencoded' };
      const json = { 'content-type': 'application/json', authorization: `Bearer ${account!.token}` };
      const requests = [
        ...Array.from({ length: 12 }, () =>
          oneShot(server.url, 'POST', '/api/v1/login/access-token', form, 'username=admin%40example.com&password=changethis'),
        ),
        ...Array.from({ length: 12 }, (_, i) =>
          oneShot(server.url, 'POST', '/api/v1/items/', json, JSON.stringify({ title: `in flight ${i}` })),
        ),
        ...Array.from({ length: 12 }, () => oneShot(server.url, 'GET', `${TASKS}/stats/summary`, auth)),
      ];
      await sleep(60); // accepted; the sign-ins are hashing
      const signalled = performance.now();
      server.child.kill('SIGTERM');
      const outcomes = await Promise.all(requests);
      const code = await server.exited;
      const exitMs = performance.now() - signalled;

      const answered = outcomes.filter((outcome) => 'status' in outcome);
      const lost = outcomes.filter((outcome) => 'error' in outcome && outcome.error !== 'ECONNREFUSED');
      const failed = answered.filter((outcome) => outcome.status !== 200);
      const leases = await queryStore<{ task_id: number; locked_by: string | null; task_status: number }>(
        store,
        'select task_id, locked_by, task_status from video_tasks',
      );
      reportFigure(
        'faults: SIGTERM',
        'requests in flight',
        `${requests.length} sent, ${answered.length} answered 200 after the signal, ${lost.length} lost, ${outcomes.length - answered.length - lost.length} refused before being accepted`,
      );
      reportFigure(
        'faults: SIGTERM',
        'exit',
        `code ${code}, ${exitMs.toFixed(0)} ms after the signal; worker leases held afterwards: ${leases.filter((task) => task.locked_by).length}`,
      );
      assert.equal(code, 0, server.output().slice(-3000));
      assert.deepEqual(lost, []);
      assert.deepEqual(failed, []);
      assert.ok(answered.length >= 12, `most requests were in flight (${answered.length})`);
      assert.deepEqual(
        leases.filter((task) => task.locked_by),
        [],
        'the worker gave its leases back',
      );

      // The next start takes the tasks over at once (no lease to wait for) and finishes them.
      const restarted = performance.now();
      server = await startServerProcess(store, env);
      const token2 = await signIn(server.url);
      for (;;) {
        const tasks = (await expectCall(server.url, 'GET', `${TASKS}/?user_id=777`, { token: token2 })).data as { task_status: number }[];
        if (tasks.every((task) => task.task_status === 3)) break;
        assert.ok(performance.now() - restarted < 30_000, `tasks not finished: ${JSON.stringify(tasks.map((task) => task.task_status))}`);
        await sleep(100);
      }
      reportFigure(
        'faults: SIGTERM',
        'tasks running at the signal',
        `${taskIds.length}, completed ${((performance.now() - restarted) / 1000).toFixed(1)} s after the restart`,
      );
    } finally {
      await server.stop('SIGTERM');
      await store.remove();
    }
  });
});

describe('mail server down or hanging', () => {
  it('password recovery still answers at once, the failure is logged, and SIGTERM still exits promptly', { timeout: 90_000 }, async () => {
    const sink = await startSmtpSink();
    const downPort = sink.port;
    await sink.close();
    const hanging = await silentServer();
    try {
      for (const [what, port] of [
        ['down (connection refused)', downPort],
        ['hanging (accepts, never answers)', hanging.port],
      ] as const) {
        const store = await createStore(null);
        const server = await startServerProcess(store, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_TLS: 'false' });
        try {
          const token = await signIn(server.url);
          const [account] = await createAccounts(server.url, token, 1, 'smtp');
          const started = performance.now();
          const answer = await expectCall(server.url, 'POST', `/api/v1/password-recovery/${account!.email}`);
          const answerMs = performance.now() - started;
          assert.equal(answer.message, 'If that email is registered, we sent a password recovery link');
          if (port === downPort) {
            for (let waited = 0; !/sending mail failed/.test(server.output()) && waited < 10_000; waited += 50) await sleep(50);
            assert.match(
              server.output(),
              /"level":50[^\n]*sending mail failed|sending mail failed[^\n]*"level":50/,
              'the failure is logged as an error',
            );
          }
          const signalled = performance.now();
          const code = await server.stop('SIGTERM');
          const exitMs = performance.now() - signalled;
          reportFigure(
            'faults: SMTP',
            what,
            `recovery answered 200 in ${answerMs.toFixed(0)} ms; failure logged: ${/sending mail (failed|abandoned)/.test(server.output()) ? 'yes' : 'no'}; SIGTERM exit code ${code} after ${exitMs.toFixed(0)} ms`,
          );
          assert.ok(answerMs < 1000, `answered in ${answerMs} ms`);
          assert.equal(code, 0, server.output().slice(-2000));
          assert.ok(exitMs < 9000, `SIGTERM took ${exitMs} ms`);
          if (port !== downPort) assert.match(server.output(), /sending mail (failed|abandoned)/);
        } finally {
          await server.stop('SIGKILL');
          await store.remove();
        }
      }
    } finally {
      await hanging.close();
    }
  });
});

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import { createStore, startServerProcess } from './helpers/server-process.js';

const serverDir = resolve(import.meta.dirname, '..');

/** A server process on a fresh store, removed again when it stops. */
async function startServer(env: Record<string, string>) {
  const store = await createStore();
  const server = await startServerProcess(store, env);
  return {
    url: server.url,
    output: server.output,
    async stop(): Promise<number | null> {
      const code = await server.stop('SIGTERM');
      await store.remove();
      return code;
    },
  };
}

describe('server process', () => {
  it('starts, serves, warns about the default superuser password and stops cleanly on SIGTERM', async () => {
    const server = await startServer({});
    try {
      const health = await fetch(`${server.url}/api/v1/utils/health-check/`);
      assert.equal(await health.text(), 'true');
      assert.match(
        server.output(),
        /First superuser: admin@example\.com \/ password: changethis\. This is the default password: change it/,
      );
      // The plain banner: where to go, where the docs are, how to sign in, and the warning.
      const port = new URL(server.url).port;
      assert.match(server.output(), new RegExp(`\\n  App: +http://127\\.0\\.0\\.1:${port}\\n`));
      assert.match(server.output(), new RegExp(`\\n  API docs: +http://127\\.0\\.0\\.1:${port}/docs\\n`));
      assert.match(server.output(), /\n {2}Sign in: +admin@example\.com \/ changethis\n {2}WARNING: +this is the default password/);
      assert.match(server.output(), /\n {2}Videos: +keling, jimeng, minimax -> built-in local platform/);
      assert.match(server.output(), /\n {2}Demo data: +off \(SEED_DEMO=false\)/);
      const docs = await fetch(`${server.url}/docs`);
      assert.equal(docs.status, 200);
    } finally {
      assert.equal(await server.stop(), 0, server.output());
    }
  });

  it('from a SIGTERM on, readiness answers 503 draining while the process still serves, then it exits', async () => {
    const store = await createStore();
    const server = await startServerProcess(store);
    try {
      const ready = await fetch(`${server.url}/api/v1/utils/ready/`);
      assert.equal(ready.status, 200);
      assert.deepEqual(await ready.json(), { status: 'ready' });

      server.child.kill('SIGTERM');
      // The process keeps accepting while it drains; a load balancer asking now is told to stop.
      let seen: { status: number; body: unknown; health: string } | null = null;
      for (let i = 0; i < 50 && !seen; i++) {
        const response = await fetch(`${server.url}/api/v1/utils/ready/`).catch(() => null);
        if (response?.status === 503) {
          const health = await (await fetch(`${server.url}/api/v1/utils/health-check/`)).text();
          seen = { status: response.status, body: await response.json(), health };
        } else await new Promise((wait) => setTimeout(wait, 20));
      }
      assert.deepEqual(seen, { status: 503, body: { status: 'draining' }, health: 'true' });
      assert.equal(await server.exited, 0, server.output());
    } finally {
      await server.stop();
      await store.remove();
    }
  });

  it('never prints a password someone chose', async () => {
    const server = await startServer({ FIRST_SUPERUSER: 'owner@example.com', FIRST_SUPERUSER_PASSWORD: 'a-chosen-secret-password' });
    try {
      const login = await fetch(`${server.url}/api/v1/login/access-token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'username=owner%40example.com&password=a-chosen-secret-password',
      });
      assert.equal(login.status, 200);
      assert.match(server.output(), /First superuser: owner@example\.com/);
      assert.match(server.output(), /\n {2}Sign in: +owner@example\.com \(with the password you set\)\n/);
      assert.doesNotMatch(server.output(), /WARNING/);
      assert.doesNotMatch(server.output(), /a-chosen-secret-password/);
    } finally {
      assert.equal(await server.stop(), 0, server.output());
    }
  });

  it('loads the demo data on a first start, runs the worker, and still stops cleanly', async () => {
    const server = await startServer({ SEED_DEMO: 'true', LOCAL_PLATFORM_DELAY_MS: '100' });
    try {
      assert.match(server.output(), /\n {2}Demo data: +loaded now \(60 templates, 200 video tasks\)/);
      const login = await fetch(`${server.url}/api/v1/login/access-token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'username=admin%40example.com&password=changethis',
      });
      const { access_token: token } = (await login.json()) as { access_token: string };
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const list = await fetch(`${server.url}/api/backend/video-template/list?limit=1`, { method: 'POST', headers, body: '{}' });
      assert.equal(((await list.json()) as { count: number }).count, 60);
      // A task created through the API is driven by the worker of the running server.
      const created = await fetch(`${server.url}/api/backend/video-tasks/`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ template_id: 1, user_id: 1, platform: 'keling' }),
      });
      const { task_id: taskId } = (await created.json()) as { task_id: number };
      const deadline = Date.now() + 15_000;
      let status = 1;
      while (status !== 3 && Date.now() < deadline) {
        await new Promise((wait) => setTimeout(wait, 100));
        status = ((await (await fetch(`${server.url}/api/backend/video-tasks/${taskId}`, { headers })).json()) as { task_status: number })
          .task_status;
      }
      assert.equal(status, 3);
    } finally {
      assert.equal(await server.stop(), 0, server.output());
    }
  });

  it('refuses to start with invalid settings', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env: { PATH: process.env.PATH ?? '', PORT: 'not-a-port', SECRET_KEY: 'k'.repeat(40) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolveExit) => child.on('exit', resolveExit));
    assert.notEqual(code, 0);
    assert.match(output, /PORT must be an integer/);
  });
});

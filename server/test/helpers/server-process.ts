import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { dropSchema, testDatabaseUrl } from './build-test-app.js';

const serverDir = resolve(import.meta.dirname, '..', '..');

/** Where a server process keeps its data: a DATA_DIR, and on PostgreSQL a schema of its own. */
export interface ServerStore {
  dataDir: string;
  databaseUrl: string | null;
  schema: string | null;
  /** Deletes the folder and drops the schema. */
  remove(): Promise<void>;
}

/**
 * A fresh store: a temporary DATA_DIR (SQLite there), or with a PostgreSQL URL (by default
 * TEST_DATABASE_URL, pass null for SQLite) a fresh schema in that database as well.
 */
export async function createStore(databaseUrl: string | null = testDatabaseUrl): Promise<ServerStore> {
  const dataDir = await mkdtemp(join(tmpdir(), 'server-process-'));
  const schema = databaseUrl ? `test_${randomUUID().replace(/-/g, '').slice(0, 20)}` : null;
  return {
    dataDir,
    databaseUrl,
    schema,
    async remove() {
      if (databaseUrl && schema) await dropSchema(databaseUrl, schema);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Sends a signal and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts src/server.ts as its own process, the way `npm start` runs dist/server.js, on a free
 * port of 127.0.0.1, and waits until it listens and has printed its banner. The store outlives
 * the process, so a test can kill it and start another on the same data.
 */
export async function startServerProcess(store: ServerStore, env: Record<string, string> = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: store.dataDir,
      WEB_ROOT: join(store.dataDir, 'web'),
      ARGON2_MEMORY_COST: '64',
      ARGON2_TIME_COST: '1',
      SEED_DEMO: 'false',
      ...(store.databaseUrl && store.schema ? { DATABASE_URL: store.databaseUrl, DATABASE_SCHEMA: store.schema } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolveExit) => child.on('exit', (code) => resolveExit(code)));

  const deadline = Date.now() + 30_000;
  let url: string | null = null;
  while (!url) {
    // Fastify's log line, or the banner's (printed whatever LOG_LEVEL is).
    const match = /Server listening at (https?:\/\/127\.0\.0\.1:\d+)|\n {2}App: +(https?:\/\/127\.0\.0\.1:\d+)/.exec(output);
    url = match?.[1] ?? match?.[2] ?? null;
    if (!url && (Date.now() > deadline || child.exitCode !== null || child.signalCode !== null)) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${output}`);
    }
    if (!url) await new Promise((wait) => setTimeout(wait, 50));
  }
  // The first-superuser notice and the banner follow right after listening.
  while (!/Demo data:/.test(output) && Date.now() < deadline) await new Promise((wait) => setTimeout(wait, 50));

  return {
    url,
    child,
    output: () => output,
    exited,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import type { TestApp } from '../../helpers/build-test-app.js';

const serverDir = resolve(import.meta.dirname, '..', '..', '..');

/** The release commands as a release manager runs them, in processes of their own, on the test app's database. */
export function releasesCli(t: TestApp, args: string[]): { child: ChildProcess; done: Promise<{ code: number | null; output: string }> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/releases.ts', ...args], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: t.dataDir,
      ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl, DATABASE_SCHEMA: t.config.databaseSchema ?? '' } : {}),
    },
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return { child, done: new Promise((done) => child.on('exit', (code) => done({ code, output }))) };
}

import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import type { TestApp } from '../../helpers/build-test-app.js';

const serverDir = resolve(import.meta.dirname, '..', '..', '..');

/** The modules command as an operator runs it, in a process of its own, on the test app's database. */
export const modulesCommand = (t: TestApp, ...args: string[]) =>
  new Promise<{ code: number; output: string }>((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/cli/modules.ts', ...args],
      {
        cwd: serverDir,
        env: {
          PATH: process.env.PATH ?? '',
          DATA_DIR: t.dataDir,
          ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl, DATABASE_SCHEMA: t.config.databaseSchema ?? '' } : {}),
        },
      },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });

import { expect } from '@playwright/test';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './redeploy';

export interface DevAgainstServer {
  /** Everything it printed so far, without colours. */
  output(): string;
  /** The develop link it printed for the product. */
  link(): string;
  /** Stops the command and everything it started (webpack and its workers). */
  stop(): void;
}

/**
 * `video-admin dev --against <product> --port <port>` in a remote's folder, as a team runs it;
 * resolves once its first build is done.
 */
export async function startDevAgainst(folder: string, product: string, port: number): Promise<DevAgainstServer> {
  const child = spawn(
    process.execPath,
    [join(ROOT, 'kit', 'bin', 'video-admin.mjs'), 'dev', '--against', product, '--port', String(port)],
    {
      cwd: folder,
      // a group of its own, so that stopping it stops webpack's workers too
      detached: true,
    },
  );
  let printed = '';
  const collect = (chunk: Buffer) => (printed += chunk.toString().replace(/\x1b\[[0-9;]*m/g, ''));
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const server: DevAgainstServer = {
    output: () => printed,
    link: () => /^\s*(https?:\/\/\S+\/develop\?\S+)$/m.exec(printed)?.[1] ?? '',
    stop: () => {
      if (!child.pid || child.exitCode !== null) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch (error) {
        // Stopped already (its group is gone before its exit is seen here): nothing left to stop.
        if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
      }
    },
  };
  try {
    await expect
      .poll(() => /compiled (successfully|with)|exited/.exec(printed)?.[0], { timeout: 90_000, intervals: [500], message: printed })
      .toBeTruthy();
  } catch (error) {
    server.stop();
    throw error;
  }
  return server;
}

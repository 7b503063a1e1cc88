import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { ROOT } from './redeploy';

/**
 * The release commands (`npm run releases -- …`, server/src/cli/releases.ts) on the product's own
 * database and release store, as a release manager runs them while it serves. Returns what they
 * printed; throws with their message when they refuse.
 */
export function releases(...args: string[]): string {
  try {
    return execFileSync(process.execPath, [join(ROOT, 'server', 'dist', 'cli', 'releases.js'), ...args], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: 'pipe',
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`releases ${args.join(' ')} failed: ${stderr || stdout}`, { cause: error });
  }
}

/** Publishes a build folder as a release of `frontend` (not live yet); returns its id. */
export function publish(frontend: string, buildDir: string): string {
  const printed = releases('publish', frontend, buildDir);
  const id = new RegExp(`${frontend}: published (\\S+)`).exec(printed)?.[1];
  if (!id) throw new Error(`no release id in: ${printed}`);
  return id;
}

/** The release new page loads get, as config.json says. */
export async function liveRelease(request: APIRequestContext, remote: string): Promise<string> {
  const config = (await (await request.get('/config.json')).json()) as { releases?: Record<string, { id: string }> };
  const id = config.releases?.[remote]?.id;
  if (!id) throw new Error(`config.json names no live release of ${remote}`);
  return id;
}

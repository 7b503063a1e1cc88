import { expect, type APIRequestContext } from '@playwright/test';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { E2E_BASE_URL } from './env';
import { ROOT } from './redeploy';

const run = promisify(execFile);

export interface ModuleRegistration {
  name: string;
  segment: string;
  config_key: string;
  display_name: { en: string; 'zh-CN': string };
}

/**
 * Registers a module (its path claim: /<segment>) as the superuser does, and gives it a deploy key
 * that may promote; returns the key.
 */
export async function registerWithKey(
  request: APIRequestContext,
  admin: Record<string, string>,
  module: ModuleRegistration,
): Promise<string> {
  const registered = await request.post('/api/v1/modules/', { headers: admin, data: module });
  expect(registered.status(), await registered.text()).toBe(201);
  const created = await request.post('/api/v1/deploy-keys/', {
    headers: admin,
    data: { module: module.name, name: `${module.name} CI`, expires_in_days: 1, can_promote: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { key: string }).key;
}

/**
 * The kit's release command as a team's CI runs it on the folder (its production build, then the
 * upload with the key, made live with --promote); returns the release id it printed last.
 */
export async function releaseLive(folder: string, key: string): Promise<string> {
  try {
    const { stdout } = await run(
      process.execPath,
      [join(ROOT, 'kit', 'bin', 'video-admin.mjs'), 'release', folder, '--to', E2E_BASE_URL, '--promote'],
      {
        cwd: folder,
        env: { ...process.env, DEPLOY_KEY: key },
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    return stdout.trim().split('\n').at(-1)!;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`video-admin release ${folder} failed:\n${stdout}${stderr}`, { cause: error });
  }
}

/** Retires a module as the superuser does: its routes, menu entries and keys are gone at the next page load. */
export async function retireModule(request: APIRequestContext, admin: Record<string, string>, name: string): Promise<void> {
  const retired = await request.post(`/api/v1/modules/${name}/retire`, { headers: admin });
  expect(retired.status(), await retired.text()).toBe(200);
}

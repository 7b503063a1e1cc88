import type { PlatformsConfig } from '../../config.js';
import type { TaskRow } from '../../db/rows.js';
import type { Storage } from '../../storage/storage.js';
import { createJimengPlatform } from './jimeng.js';
import { createKelingPlatform } from './keling.js';
import { LOCAL_PREFIX, createLocalPlatform } from './local.js';
import { createMinimaxPlatform } from './minimax.js';
import type { VideoPlatform } from './platform.js';

export interface PlatformRegistry {
  /** Where a pending task goes: its real platform when configured, else the local one. */
  forSubmit(task: TaskRow): VideoPlatform;
  /** Who can answer for a running task: the local platform for its own ids, else the real one (null when not configured). */
  forQuery(task: TaskRow): VideoPlatform | null;
  /** platform -> 'remote' | 'local', for the start banner and the docs. */
  describe(): Record<string, 'remote' | 'local'>;
}

export function createPlatformRegistry(
  config: PlatformsConfig,
  timeoutMs: number,
  localDelayMs: number,
  storage: Storage,
): PlatformRegistry {
  const local = createLocalPlatform(storage, localDelayMs);
  const remote: Record<string, VideoPlatform | null> = {
    keling: config.keling ? createKelingPlatform(config.keling, timeoutMs) : null,
    jimeng: config.jimeng ? createJimengPlatform(config.jimeng, timeoutMs) : null,
    minimax: config.minimax ? createMinimaxPlatform(config.minimax, timeoutMs) : null,
  };
  return {
    forSubmit: (task) => remote[task.platform] ?? local,
    forQuery: (task) => (task.platform_task_id?.startsWith(LOCAL_PREFIX) ? local : (remote[task.platform] ?? null)),
    describe: () => Object.fromEntries(Object.entries(remote).map(([name, platform]) => [name, platform ? 'remote' : 'local'])),
  };
}

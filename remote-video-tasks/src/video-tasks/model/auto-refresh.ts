import type { VideoTask } from '@video-admin/shared-ui/contract';
import { isActive } from './task-status';

// The server's worker moves pending and running tasks along within seconds; while the list shows
// any, the list and the stats poll so the admin watches them finish without reloading.
export const AUTO_REFRESH_MS = 5000;

export function hasActiveTasks(tasks: readonly VideoTask[] | undefined): boolean {
  return tasks?.some(isActive) ?? false;
}

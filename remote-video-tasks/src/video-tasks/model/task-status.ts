import type { Language } from '@video-admin/shared-ui';
import type { VideoTask } from '@video-admin/shared-ui/contract';
import { valueLabel } from '@video-admin/shared-ui/labels';

export const TASK_STATUSES = [1, 2, 3, 4] as const;

export type TaskStatusName = 'pending' | 'running' | 'completed' | 'failed' | 'unknown';

const NAMES: Record<number, TaskStatusName> = { 1: 'pending', 2: 'running', 3: 'completed', 4: 'failed' };

/** The i18n name of a status; the admin may set any value, and the server may hold others. */
export function statusName(status: number): TaskStatusName {
  return NAMES[status] ?? 'unknown';
}

/** 待处理 / 处理中 / 已完成 / 失败 in `language`; undefined for a value the product has no name for. */
export function statusLabel(status: number, language: Language): string | undefined {
  return valueLabel('taskStatus', status, language);
}

/** Pending and running tasks are still being driven by the server's worker. */
export function isActive(task: Pick<VideoTask, 'task_status'>): boolean {
  return task.task_status === 1 || task.task_status === 2;
}

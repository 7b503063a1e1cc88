import { permissionsOf } from '../../lib/roles.js';
import { toWireTimestamp } from '../../lib/time.js';
import type { UserRow } from '../../db/rows.js';
import { PLATFORMS } from '../../schemas/backend.js';
import type { ItemsRepository } from '../items/items.repository.js';
import type { VideoTasksRepository } from '../video-tasks/video-tasks.repository.js';
import { TASK_STATUS } from '../video-tasks/video-tasks.schemas.js';
import type { VideoTemplatesRepository } from '../video-templates/video-templates.repository.js';
import { TEMPLATE_STATUSES, type TemplateSubStatus } from '../video-templates/video-templates.schemas.js';
import type { BackOfficeFigures, Dashboard } from './dashboard.schemas.js';

export const DASHBOARD_DAYS = 7;

/** Sub-statuses of a template whose AI generation or review failed, in both spellings the data has. */
export const FAILED_SUB_STATUSES: readonly TemplateSubStatus[] = ['GENERATION_FAILED', 'AUDIT_FAILED', '生成失败', '审核不通过'];

const STATUS_NAMES = {
  [TASK_STATUS.pending]: 'pending',
  [TASK_STATUS.running]: 'running',
  [TASK_STATUS.completed]: 'completed',
  [TASK_STATUS.failed]: 'failed',
} as const;

/** The last `DASHBOARD_DAYS` UTC days up to `now`, oldest first, as YYYY-MM-DD. */
export function lastDays(now: Date, count = DASHBOARD_DAYS): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: count }, (_, index) => new Date(today - (count - 1 - index) * 86_400_000).toISOString().slice(0, 10));
}

export function createDashboardService(
  items: ItemsRepository,
  templates: VideoTemplatesRepository,
  tasks: VideoTasksRepository,
  now: () => Date = () => new Date(),
) {
  async function templateFigures(): Promise<
    Pick<BackOfficeFigures, 'templates_by_status' | 'templates_failed' | 'templates_failed_sub_statuses'>
  > {
    const byStatus = await templates.countByStatus();
    const templates_by_status: Record<string, number> = Object.fromEntries(TEMPLATE_STATUSES.map((status) => [status, 0]));
    let templates_failed = 0;
    for (const { template_status, template_sub_status, count } of byStatus) {
      templates_by_status[template_status] = (templates_by_status[template_status] ?? 0) + count;
      if ((FAILED_SUB_STATUSES as readonly string[]).includes(template_sub_status)) templates_failed += count;
    }
    return { templates_by_status, templates_failed, templates_failed_sub_statuses: [...FAILED_SUB_STATUSES] };
  }

  async function taskFigures(): Promise<Pick<BackOfficeFigures, 'tasks_by_day' | 'tasks_by_platform' | 'tasks_failed' | 'tasks_since'>> {
    const days = lastDays(now());
    // The boundary the list is given too (created_after), as stored timestamps are written.
    const tasks_since = `${days[0]!}T00:00:00.000Z`;
    const created = await tasks.createdSince(tasks_since);
    const tasks_by_day = days.map((day) => ({ day, pending: 0, running: 0, completed: 0, failed: 0 }));
    const tasks_by_platform: Record<string, number> = Object.fromEntries(PLATFORMS.map((platform) => [platform, 0]));
    for (const { day, task_status, platform, count } of created) {
      const entry = tasks_by_day.find((candidate) => candidate.day === day);
      const status = STATUS_NAMES[task_status as keyof typeof STATUS_NAMES];
      if (!entry || !status) continue;
      entry[status] += count;
      tasks_by_platform[platform] = (tasks_by_platform[platform] ?? 0) + count;
    }
    const tasks_failed = tasks_by_day.reduce((sum, entry) => sum + entry.failed, 0);
    return { tasks_by_day, tasks_by_platform, tasks_failed, tasks_since: toWireTimestamp(tasks_since) };
  }

  /** The back office's figures `user` may read: each screen's only with its read permission; null with neither. */
  async function backOffice(user: UserRow): Promise<BackOfficeFigures | null> {
    const held = permissionsOf(user);
    const readsTemplates = held.includes('templates.read');
    const readsTasks = held.includes('tasks.read');
    if (!readsTemplates && !readsTasks) return null;
    const [templateFigs, taskFigs] = await Promise.all([readsTemplates ? templateFigures() : {}, readsTasks ? taskFigures() : {}]);
    return { ...templateFigs, ...taskFigs };
  }

  return {
    /** What the dashboard shows `user`, in one answer. */
    async figures(user: UserRow): Promise<Dashboard> {
      const [itemCount, figures] = await Promise.all([items.count(user.is_superuser ? null : user.id), backOffice(user)]);
      return { items: itemCount, back_office: figures };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;

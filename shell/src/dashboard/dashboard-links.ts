import type { DashboardBackOffice } from '@video-admin/shared-ui/contract';

// Each figure of the dashboard opens the list of exactly the rows it counts: the same filters,
// in the URL as the list screens keep them.

/** The templates screen's tabs, one per pipeline status, in the pipeline's order. */
export const STATUS_TABS = [
  ['待生成', '/admin/pending'],
  ['已生成', '/admin/generated'],
  ['待补全', '/admin/completion'],
  ['已上架', '/admin/published'],
] as const;

/** All templates with any of the failed sub-statuses the figure counts (the parameter repeated). */
export function failedTemplatesLink({
  templates_failed_sub_statuses,
}: Required<Pick<DashboardBackOffice, 'templates_failed_sub_statuses'>>): string {
  const query = new URLSearchParams(templates_failed_sub_statuses.map((subStatus) => ['template_sub_status', subStatus]));
  return `/admin?${query}`;
}

/** Failed tasks (status 4) created since the first of the figure's days, the boundary it counted from. */
export function failedTasksLink({ tasks_since }: Required<Pick<DashboardBackOffice, 'tasks_since'>>): string {
  return `/admin/video-tasks?${new URLSearchParams({ task_status: '4', created_after: tasks_since })}`;
}

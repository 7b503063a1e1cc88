import { Type, type Static } from 'typebox';
import { Nullable } from '../../schemas/backend.js';

const Count = Type.Integer({ minimum: 0 });

export const TaskDay = Type.Object(
  {
    /** YYYY-MM-DD, UTC. */
    day: Type.String(),
    pending: Count,
    running: Count,
    completed: Count,
    failed: Count,
  },
  { title: 'DashboardTaskDay' },
);

export const BackOfficeFigures = Type.Object(
  {
    /** Templates in each pipeline status (待生成, 已生成, 待补全, 已上架), every status present. */
    templates_by_status: Type.Record(Type.String(), Count),
    /** Templates whose AI generation or review failed: they wait for someone to look. */
    templates_failed: Count,
    /** The sub-statuses templates_failed counts, in both spellings the data has: the list's filter that shows them. */
    templates_failed_sub_statuses: Type.Array(Type.String(), {
      description:
        'The sub-statuses templates_failed counts: the templates list filtered by them (template_sub_status repeated) shows those templates.',
    }),
    /** The last 7 days, oldest first, today included: tasks created each day by status. */
    tasks_by_day: Type.Array(TaskDay),
    /** Tasks created in those 7 days, by platform, every platform present. */
    tasks_by_platform: Type.Record(Type.String(), Count),
    /** Failed tasks of those 7 days. */
    tasks_failed: Count,
    /** Where those 7 days begin: 00:00 UTC of the first, as the tasks list's created_after takes it. */
    tasks_since: Type.String({
      format: 'date-time',
      description:
        '00:00 UTC of the first of the 7 days: the tasks list with created_after set to it (and task_status 4) lists the tasks tasks_failed counts.',
    }),
  },
  { title: 'DashboardBackOffice' },
);

export const Dashboard = Type.Object(
  {
    /** The items the user's Items screen lists. */
    items: Count,
    /** The back office's figures, for superusers only (null otherwise). */
    back_office: Nullable(BackOfficeFigures),
  },
  { title: 'Dashboard' },
);
export type Dashboard = Static<typeof Dashboard>;
export type BackOfficeFigures = Static<typeof BackOfficeFigures>;

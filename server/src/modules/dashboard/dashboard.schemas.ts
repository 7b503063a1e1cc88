import { Type, type Static } from 'typebox';

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

const TEMPLATE_FIGURE = 'Present only when the user holds templates.read.';
const TASK_FIGURE = 'Present only when the user holds tasks.read.';

/** Each figure is there only for whoever may read its screen: templates_* with templates.read, tasks_* with tasks.read. */
export const BackOfficeFigures = Type.Object(
  {
    templates_by_status: Type.Optional(
      Type.Record(Type.String(), Count, {
        description: `Templates in each pipeline status (待生成, 已生成, 待补全, 已上架), every status present. ${TEMPLATE_FIGURE}`,
      }),
    ),
    templates_failed: Type.Optional(
      Type.Integer({
        minimum: 0,
        description: `Templates whose AI generation or review failed: they wait for someone to look. ${TEMPLATE_FIGURE}`,
      }),
    ),
    templates_failed_sub_statuses: Type.Optional(
      Type.Array(Type.String(), {
        description: `The sub-statuses templates_failed counts, in both spellings the data has: the templates list filtered by them (template_sub_status repeated) shows those templates. ${TEMPLATE_FIGURE}`,
      }),
    ),
    tasks_by_day: Type.Optional(
      Type.Array(TaskDay, {
        description: `The last 7 days, oldest first, today included: tasks created each day by status. ${TASK_FIGURE}`,
      }),
    ),
    tasks_by_platform: Type.Optional(
      Type.Record(Type.String(), Count, {
        description: `Tasks created in those 7 days, by platform, every platform present. ${TASK_FIGURE}`,
      }),
    ),
    tasks_failed: Type.Optional(Type.Integer({ minimum: 0, description: `Failed tasks of those 7 days. ${TASK_FIGURE}` })),
    tasks_since: Type.Optional(
      Type.String({
        format: 'date-time',
        description: `00:00 UTC of the first of the 7 days: the tasks list with created_after set to it (and task_status 4) lists the tasks tasks_failed counts. ${TASK_FIGURE}`,
      }),
    ),
  },
  {
    title: 'DashboardBackOffice',
    description:
      'The back office figures the user may read: the templates_* fields with templates.read, the tasks_* fields with tasks.read (a superuser holds both).',
  },
);

export const Dashboard = Type.Object(
  {
    /** The items the user's Items screen lists. */
    items: Count,
    back_office: Type.Union([BackOfficeFigures, Type.Null()], {
      description: 'The back office figures the user may read; null when they hold neither templates.read nor tasks.read.',
    }),
  },
  { title: 'Dashboard' },
);
export type Dashboard = Static<typeof Dashboard>;
export type BackOfficeFigures = Static<typeof BackOfficeFigures>;

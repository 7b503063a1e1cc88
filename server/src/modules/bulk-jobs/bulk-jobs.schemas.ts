import { Type, type Static } from 'typebox';
import type { Permission } from '../../lib/roles.js';
import { Id, Nullable, Platform } from '../../schemas/backend.js';
import { Pagination, Timestamp } from '../../schemas/common.js';
import { CreatedAfter, IsReadFilter, TaskStatus } from '../video-tasks/video-tasks.schemas.js';
import { TemplateStatusSchema, TemplateSubStatusSchema, TemplateSubStatusesQuery } from '../video-templates/video-templates.schemas.js';

export const BULK_LISTS = ['templates', 'tasks'] as const;
export type BulkList = (typeof BULK_LISTS)[number];

/**
 * What each list's rows can be given in bulk (the actions its tabs offer one row at a time), with
 * the permission each needs besides bulk.run: the one its single action on the screens needs.
 */
export const ACTION_PERMISSIONS: Record<BulkList, Readonly<Record<string, Permission>>> = {
  templates: {
    approve: 'templates.review',
    reject: 'templates.review',
    publish: 'templates.publish',
    take_down: 'templates.publish',
    relist: 'templates.publish',
    delete: 'templates.delete',
  },
  tasks: { set_status: 'tasks.edit', mark_read: 'tasks.edit', delete: 'tasks.delete' },
};
export const ACTIONS_OF: Record<BulkList, readonly string[]> = {
  templates: Object.keys(ACTION_PERMISSIONS.templates),
  tasks: Object.keys(ACTION_PERMISSIONS.tasks),
};
export const BULK_ACTIONS = [...new Set(Object.values(ACTIONS_OF).flat())];

/** Explicitly chosen rows at most (a page, or several pages ticked by hand). */
export const MAX_IDS = 1000;
/** Rows an "all matching" selection may reach; more must be narrowed by the filters. */
export const MAX_MATCHING = 10_000;

/** The filters of each list, as its list call takes them (the tab's template_status included). */
export const FILTERS_OF: Record<BulkList, readonly string[]> = {
  templates: ['template_id', 'template_name', 'template_top_title', 'template_platform', 'template_status', 'template_sub_status'],
  tasks: ['task_id', 'template_id', 'original_template_id', 'user_id', 'platform', 'task_status', 'created_after', 'is_read'],
};

const BulkFilters = Type.Object(
  {
    template_id: Type.Optional(Id),
    template_name: Type.Optional(Type.String({ maxLength: 255 })),
    template_top_title: Type.Optional(Type.String({ maxLength: 255 })),
    template_platform: Type.Optional(Platform),
    template_status: Type.Optional(TemplateStatusSchema),
    template_sub_status: Type.Optional(Type.Union([TemplateSubStatusSchema, TemplateSubStatusesQuery()])),
    task_id: Type.Optional(Id),
    original_template_id: Type.Optional(Id),
    user_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
    platform: Type.Optional(Platform),
    task_status: Type.Optional(TaskStatus),
    created_after: Type.Optional(CreatedAfter),
    is_read: Type.Optional(IsReadFilter),
  },
  {
    title: 'BulkJobFilters',
    description:
      "The list call's filters: for templates template_id, template_name, template_top_title, template_platform, template_status (the tab), template_sub_status (one, or a list of any); for tasks task_id, template_id, original_template_id, user_id, platform, task_status, created_after, is_read. A filter of the other list is a 422.",
  },
);
export type BulkFilters = Static<typeof BulkFilters>;

export const CreateBulkJobBody = Type.Object(
  {
    list: Type.Enum([...BULK_LISTS], { description: 'The list the rows belong to.' }),
    action: Type.Enum(BULK_ACTIONS, {
      description:
        'templates: approve, reject (review from 已生成; approve runs AI completion), publish (from 待补全), take_down, relist (published templates), delete. tasks: set_status (with task_status), mark_read, delete.',
    }),
    task_status: Type.Optional(Type.Integer({ minimum: 1, maximum: 4, description: 'The new status of set_status (1..4).' })),
    ids: Type.Optional(
      Type.Array(Id, { minItems: 1, maxItems: MAX_IDS, description: `Explicitly chosen rows (at most ${MAX_IDS}); not with filters.` }),
    ),
    filters: Type.Optional(BulkFilters),
    expected_count: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: MAX_MATCHING,
        description:
          'With filters: how many rows the admin was told match. The job is refused (409) when the rows matching now differ by more than 1 % of it (rounded down: exactly below 100).',
      }),
    ),
  },
  {
    title: 'BulkJobCreate',
    description: `Give either ids, or filters with expected_count ("all matching", at most ${MAX_MATCHING} rows).`,
  },
);
export type CreateBulkJobBody = Static<typeof CreateBulkJobBody>;

export const JOB_STATUSES = ['queued', 'running', 'completed', 'stopped', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
/** The statuses a job counts against its starter's queue with (see BULK_JOBS_MAX_QUEUED_PER_USER). */
export const UNFINISHED_STATUSES: readonly JobStatus[] = ['queued', 'running'];

/** Why a job ended before its last row: cancelled by a person, or stopped because its starter may no longer run it. */
export const STOP_REASONS = ['cancelled', 'starter_gone', 'starter_inactive', 'permission_revoked', 'password_changed'] as const;
export type StopReason = (typeof STOP_REASONS)[number];

export const BulkJob = Type.Object(
  {
    id: Type.Integer(),
    list: Type.String(),
    action: Type.String(),
    task_status: Nullable(Type.Integer()),
    status: Type.Enum([...JOB_STATUSES], {
      description:
        'queued: not started; running; completed: every row has its outcome. stopped: the runner ended it before a batch because its starter may no longer run it (see stop_reason); cancelled: a person cancelled it. completed, stopped and cancelled are final: the counts say what was done, the rows without an outcome were not touched.',
    }),
    total: Type.Integer({ description: 'Rows selected.' }),
    done: Type.Integer({ description: 'Rows with an outcome (succeeded + failed).' }),
    succeeded: Type.Integer(),
    failed: Type.Integer(),
    actor_email: Nullable(Type.String({ description: 'Who started the job; it runs with their rights, checked again before each batch.' })),
    stop_reason: Nullable(
      Type.Enum([...STOP_REASONS], {
        description:
          'Why the job ended before its last row, null otherwise. cancelled; or, checked before each batch, its starter: starter_gone (the account was deleted), starter_inactive (deactivated), permission_revoked (no longer holds bulk.run or the permission of the action), password_changed (changed since the job started).',
      }),
    ),
    stop_detail: Nullable(Type.String({ description: "The same in words, for people (Chinese, as the failed rows' reasons)." })),
    created_at: Timestamp,
    updated_at: Timestamp,
    finished_at: Nullable(Timestamp),
  },
  { title: 'BulkJob' },
);
export type BulkJob = Static<typeof BulkJob>;

export const BulkJobFailure = Type.Object(
  {
    id: Type.Integer({ description: 'The template or task id.' }),
    reason: Type.String({ description: 'Why this row was not changed, in plain words (Chinese, as the screens show).' }),
  },
  { title: 'BulkJobFailure' },
);

export const BulkJobDetail = Type.Object(
  { ...BulkJob.properties, failures: Type.Array(BulkJobFailure, { description: 'Every failed row, in the order selected.' }) },
  { title: 'BulkJobDetail' },
);
export type BulkJobDetail = Static<typeof BulkJobDetail>;

export const BulkJobList = Type.Object({ data: Type.Array(BulkJob), count: Type.Integer() }, { title: 'BulkJobList' });

export const BulkJobIdParams = Type.Object({ id: Id });

/** A cancel says nothing but which job (the path): no body, or an empty object; any field is refused. */
export const CancelBulkJobBody = Type.Object(
  {},
  { additionalProperties: false, title: 'BulkJobCancel', description: 'No fields: send no body or {}.' },
);

export const ListBulkJobsQuery = Pagination;

/** The 409 of a stale "all matching" selection: the number to confirm again. */
export const CountChanged = Type.Object(
  { detail: Type.String(), expected_count: Type.Integer(), matching_count: Type.Integer() },
  { title: 'BulkJobCountChanged' },
);

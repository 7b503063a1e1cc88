import { Type, type Static } from 'typebox';
import { ExportLanguageQuery, Id, JsonObject, Nullable, Platform, UrlField } from '../../schemas/backend.js';
import { Pagination, Timestamp } from '../../schemas/common.js';
import { CursorQuery, PageFields } from '../video-media/page-fields.js';

/** 1 pending, 2 running, 3 completed, 4 failed. */
export const TASK_STATUS = { pending: 1, running: 2, completed: 3, failed: 4 } as const;
export const TaskStatus = Type.Integer({ minimum: 1, maximum: 4 });

/** End-user ids of the video product (0 = made in the back office, e.g. by a reference upload). */
const UserId = Type.Integer({ minimum: 0, maximum: 2147483647 });

export const VideoTask = Type.Object(
  {
    task_id: Type.Integer(),
    template_id: Type.Integer(),
    original_template_id: Nullable(Type.Integer()),
    user_id: Type.Integer(),
    platform: Type.String(),
    platform_task_id: Nullable(Type.String()),
    task_status: Type.Integer(),
    is_read: Type.Boolean(),
    video_url: Nullable(Type.String()),
    first_image: Nullable(Type.String()),
    second_image: Nullable(Type.String()),
    merged_image: Nullable(Type.String()),
    create_task_params: Nullable(JsonObject),
    create_task_rsp: Nullable(JsonObject),
    query_task_rsp: Nullable(JsonObject),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { title: 'VideoTask' },
);
export type VideoTask = Static<typeof VideoTask>;

export const VideoTaskList = Type.Object({ data: Type.Array(VideoTask), count: Type.Integer(), ...PageFields }, { title: 'VideoTaskList' });

/**
 * The columns the list sorts on, each served by an index (docs/decisions/0011-sort-indexes.md).
 * Rows that tie on the column come in task_id order, the same way, so pages never overlap.
 */
export const SORT_COLUMNS = ['created_at', 'updated_at', 'task_id', 'template_id', 'task_status', 'platform'] as const;

/** Tasks created at or after this moment; an ISO 8601 date-time with its offset (Z or ±hh:mm). */
export const CreatedAfter = Type.String({
  format: 'date-time',
  // RFC 3339's form JavaScript reads the same everywhere: no time-zone name suffix, upper-case T and Z.
  pattern: '^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(\\.\\d{1,9})?(Z|[+-]\\d\\d:\\d\\d)$',
  maxLength: 64,
  description: 'Tasks created at or after this moment (inclusive): an ISO 8601 date-time with its offset, e.g. 2026-11-20T00:00:00Z.',
});

/** Read (true) or unread (false) tasks only: whether the end user has seen the finished video. */
export const IsReadFilter = Type.Boolean({
  description: 'true: only the tasks the end user has read; false: only the unread ones (what the summary counts as unread).',
});

/** The list's filters but the status, which the summary breaks its counts down by. */
const TaskFiltersButStatus = {
  task_id: Type.Optional(Id),
  template_id: Type.Optional(Id),
  original_template_id: Type.Optional(Id),
  user_id: Type.Optional(UserId),
  platform: Type.Optional(Platform),
  created_after: Type.Optional(CreatedAfter),
  is_read: Type.Optional(IsReadFilter),
};

const TaskFiltersAndSort = {
  sort_by: Type.Enum([...SORT_COLUMNS], { default: 'created_at' }),
  sort_order: Type.Enum(['asc', 'desc'], { default: 'desc' }),
  ...TaskFiltersButStatus,
  task_status: Type.Optional(TaskStatus),
};

export const ListTasksQuery = Type.Object({ ...Pagination.properties, cursor: CursorQuery, ...TaskFiltersAndSort });
export type ListTasksQuery = Static<typeof ListTasksQuery>;

/** The summary of the tasks the list's other filters match. */
export const TaskStatsQuery = Type.Object(TaskFiltersButStatus);
export type TaskStatsQuery = Static<typeof TaskStatsQuery>;

/** The list's filters and order, every page. */
export const ExportTasksQuery = Type.Object({ ...TaskFiltersAndSort, language: Type.Optional(ExportLanguageQuery) });
export type ExportTasksQuery = Static<typeof ExportTasksQuery>;

const NullableUrl = Nullable(UrlField);

export const CreateTaskBody = Type.Object(
  {
    template_id: Id,
    original_template_id: Type.Optional(Nullable(Id)),
    user_id: UserId,
    platform: Platform,
    platform_task_id: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 255 }))),
    task_status: Type.Optional(TaskStatus),
    is_read: Type.Optional(Type.Boolean()),
    video_url: Type.Optional(NullableUrl),
    first_image: Type.Optional(NullableUrl),
    second_image: Type.Optional(NullableUrl),
    merged_image: Type.Optional(NullableUrl),
    create_task_params: Type.Optional(Nullable(JsonObject)),
    create_task_rsp: Type.Optional(Nullable(JsonObject)),
    query_task_rsp: Type.Optional(Nullable(JsonObject)),
  },
  { title: 'VideoTaskCreate' },
);
export type CreateTaskBody = Static<typeof CreateTaskBody>;

export const UpdateTaskBody = Type.Object(
  { task_status: Type.Optional(TaskStatus), is_read: Type.Optional(Type.Boolean()) },
  { title: 'VideoTaskUpdate' },
);
export type UpdateTaskBody = Static<typeof UpdateTaskBody>;

export const TaskIdParams = Type.Object({ id: Id });

export const TaskStats = Type.Object(
  {
    status_stats: Type.Object({
      total: Type.Integer(),
      pending: Type.Integer(),
      running: Type.Integer(),
      completed: Type.Integer(),
      failed: Type.Integer(),
      unread: Type.Integer(),
    }),
    platform_stats: Type.Record(Type.String(), Type.Integer()),
  },
  { title: 'VideoTaskStats' },
);
export type TaskStats = Static<typeof TaskStats>;

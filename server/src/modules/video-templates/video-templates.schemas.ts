import { Type, type Static } from 'typebox';
import { EXPORT_LANGUAGES, ExportLanguageQuery, Id, JsonObject, Nullable, Platform, UrlField } from '../../schemas/backend.js';
import { Pagination, Timestamp } from '../../schemas/common.js';
import { CursorQuery, PageFields } from '../video-media/page-fields.js';

export const TEMPLATE_STATUSES = ['待生成', '已生成', '待补全', '已上架'] as const;
export type TemplateStatus = (typeof TEMPLATE_STATUSES)[number];

/** Sub-statuses of the first three tabs, then the Chinese ones of published templates. */
export const TEMPLATE_SUB_STATUSES = [
  'UNREVIEWED',
  'IN_QUEUE',
  'GENERATION_FAILED',
  'AUDIT_FAILED',
  'AUDIT_PENDING',
  '未审核',
  '已加入队列',
  '生成失败',
  '审核不通过',
  '未确认',
  '拒绝上架',
  '已上架',
  '已下架',
] as const;
export type TemplateSubStatus = (typeof TEMPLATE_SUB_STATUSES)[number];

export const TemplateStatusSchema = Type.Enum([...TEMPLATE_STATUSES]);
export const TemplateSubStatusSchema = Type.Enum([...TEMPLATE_SUB_STATUSES]);

/**
 * One sub-status or several, as a filter: the query repeats the parameter
 * (?template_sub_status=GENERATION_FAILED&template_sub_status=AUDIT_FAILED) and a row matches any
 * of them; given once, it filters as it always did.
 */
export const TemplateSubStatusesQuery = () =>
  Type.Array(TemplateSubStatusSchema, {
    minItems: 1,
    maxItems: TEMPLATE_SUB_STATUSES.length,
    description: 'Templates with any of these sub-statuses: the parameter repeated for several, once for one.',
  });

const Text = (maxLength: number) => Nullable(Type.String({ maxLength }));
const NullableUrl = Nullable(UrlField);

/** Every writable field; all optional (create fills defaults, update changes only what is sent). */
const writableFields = {
  original_template_id: Type.Optional(Nullable(Id)),
  template_name: Type.Optional(Text(255)),
  template_platform: Type.Optional(Nullable(Platform)),
  template_prompt: Type.Optional(Text(10_000)),
  template_category_id: Type.Optional(Text(64)),
  template_status: Type.Optional(TemplateStatusSchema),
  template_sub_status: Type.Optional(TemplateSubStatusSchema),
  template_params: Type.Optional(Nullable(JsonObject)),
  template_main_image: Type.Optional(NullableUrl),
  template_video_url: Type.Optional(NullableUrl),
  template_video_url_1: Type.Optional(NullableUrl),
  template_video_url_2: Type.Optional(NullableUrl),
  template_video_url_3: Type.Optional(NullableUrl),
  template_video_url_4: Type.Optional(NullableUrl),
  template_reference_image_1: Type.Optional(NullableUrl),
  template_reference_image_2: Type.Optional(NullableUrl),
  template_reference_image_3: Type.Optional(NullableUrl),
  template_reference_image_4: Type.Optional(NullableUrl),
  template_image_num: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 2 }))),
  photo_tips_id: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 3 }))),
  template_top_title: Type.Optional(Text(255)),
  template_system_recommendation: Type.Optional(Text(5000)),
  template_user_evaluation: Type.Optional(Text(5000)),
  template_is_manual_audit: Type.Optional(Type.Boolean()),
};

export type TemplateFields = Static<typeof CreateTemplateBody>;

export const VideoTemplate = Type.Object(
  {
    template_id: Type.Integer(),
    original_template_id: Nullable(Type.Integer()),
    template_name: Nullable(Type.String()),
    template_platform: Nullable(Type.String()),
    template_prompt: Nullable(Type.String()),
    template_category_id: Nullable(Type.String()),
    template_status: Type.String(),
    template_sub_status: Type.String(),
    template_params: Nullable(JsonObject),
    template_main_image: Nullable(Type.String()),
    template_video_url: Nullable(Type.String()),
    template_video_url_1: Nullable(Type.String()),
    template_video_url_2: Nullable(Type.String()),
    template_video_url_3: Nullable(Type.String()),
    template_video_url_4: Nullable(Type.String()),
    template_reference_image_1: Nullable(Type.String()),
    template_reference_image_2: Nullable(Type.String()),
    template_reference_image_3: Nullable(Type.String()),
    template_reference_image_4: Nullable(Type.String()),
    template_image_num: Nullable(Type.Integer()),
    photo_tips_id: Nullable(Type.Integer()),
    template_top_title: Nullable(Type.String()),
    template_system_recommendation: Nullable(Type.String()),
    template_user_evaluation: Nullable(Type.String()),
    template_is_manual_audit: Type.Boolean(),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { title: 'VideoTemplate' },
);
export type VideoTemplate = Static<typeof VideoTemplate>;

export const VideoTemplateList = Type.Object(
  { data: Type.Array(VideoTemplate), count: Type.Integer(), ...PageFields },
  { title: 'VideoTemplateList' },
);

const TemplateFilters = {
  template_name: Type.Optional(Type.String({ maxLength: 255 })),
  template_top_title: Type.Optional(Type.String({ maxLength: 255 })),
  template_platform: Type.Optional(Platform),
  template_status: Type.Optional(TemplateStatusSchema),
  template_sub_status: Type.Optional(TemplateSubStatusesQuery()),
  template_id: Type.Optional(Id),
};

/**
 * The columns the list sorts on, each served by an index (docs/decisions/0011-sort-indexes.md).
 * Rows that tie on the column come in template_id order, the same way, so pages never overlap.
 * A status sorts by its text: code points on SQLite, the database's collation on PostgreSQL.
 */
export const TEMPLATE_SORT_COLUMNS = ['updated_at', 'created_at', 'template_id', 'template_status', 'template_platform'] as const;

const TemplateSort = {
  sort_by: Type.Enum([...TEMPLATE_SORT_COLUMNS], { default: 'updated_at' }),
  sort_order: Type.Enum(['asc', 'desc'], { default: 'desc' }),
};

export const ListTemplatesQuery = Type.Object({ ...Pagination.properties, cursor: CursorQuery, ...TemplateSort, ...TemplateFilters });
export type ListTemplatesQuery = Static<typeof ListTemplatesQuery>;

/** The list's filters and order, every page. */
export const ExportTemplatesQuery = Type.Object({ ...TemplateSort, ...TemplateFilters, language: Type.Optional(ExportLanguageQuery) });
export type ExportTemplatesQuery = Static<typeof ExportTemplatesQuery>;

export const CreateTemplateBody = Type.Object(writableFields, { title: 'VideoTemplateCreate' });
export type CreateTemplateBody = Static<typeof CreateTemplateBody>;

export const UpdateTemplateBody = Type.Object({ template_id: Id, ...writableFields }, { title: 'VideoTemplateUpdate' });
export type UpdateTemplateBody = Static<typeof UpdateTemplateBody>;

export const TemplateIdBody = Type.Object({ template_id: Id }, { title: 'VideoTemplateId' });

export const TemplateIdParams = Type.Object({ template_id: Id });

/** A copy's source, and the language its name is suffixed in (the screen's; the back office's Chinese unless asked). */
export const CopyTemplateBody = Type.Object(
  {
    template_id: Id,
    language: Type.Optional(
      Type.Enum([...EXPORT_LANGUAGES], {
        default: 'zh-CN',
        description: "The language of the suffix the copy's name takes: '<name>（副本）' or '<name> (copy)'.",
      }),
    ),
  },
  { title: 'VideoTemplateCopy' },
);
export type CopyTemplateBody = Static<typeof CopyTemplateBody>;

export const BatchUpdateStatusBody = Type.Object(
  {
    template_ids: Type.Array(Id, { minItems: 1, maxItems: 1000 }),
    template_status: Type.Optional(TemplateStatusSchema),
    template_sub_status: Type.Optional(TemplateSubStatusSchema),
  },
  { title: 'VideoTemplateBatchUpdateStatus' },
);
export type BatchUpdateStatusBody = Static<typeof BatchUpdateStatusBody>;

export const BatchUpdateResult = Type.Object({ updated: Type.Integer() }, { title: 'VideoTemplateBatchUpdateResult' });

export const HistoryEntry = Type.Object(
  {
    id: Type.Integer(),
    template_id: Type.Integer(),
    action: Type.String(),
    changes: Type.Record(Type.String(), Type.Array(Type.Unknown(), { minItems: 2, maxItems: 2, description: '[old, new]' })),
    actor_email: Nullable(Type.String()),
    created_at: Timestamp,
  },
  { title: 'VideoTemplateHistoryEntry' },
);
export type HistoryEntry = Static<typeof HistoryEntry>;

export const HistoryList = Type.Object({ data: Type.Array(HistoryEntry), count: Type.Integer() }, { title: 'VideoTemplateHistory' });

export const HistoryQuery = Pagination;

const generation = (field: string, value = Nullable(Type.String())) =>
  Type.Object(
    { success: Type.Boolean(), message: Type.String(), [field]: Type.Optional(value) },
    { title: `Generate${field.replace('generated_', '').replace(/(^|_)(\w)/g, (_, __, c: string) => c.toUpperCase())}Result` },
  );

export const GenerateTitleResult = generation('generated_title');
export const GenerateImageResult = generation('generated_image_url');
export const GenerateRecommendationResult = generation('generated_recommendation');
export const GenerateEvaluationResult = generation('generated_evaluation');

export const ReviewBody = Type.Object({ template_id: Id, action: Type.Enum(['approve', 'reject']) }, { title: 'VideoTemplateReview' });
export type ReviewBody = Static<typeof ReviewBody>;

export const ReviewResult = Type.Object(
  { success: Type.Boolean(), message: Type.String(), template: VideoTemplate },
  { title: 'VideoTemplateReviewResult' },
);

export const PublishResult = Type.Object(
  { success: Type.Boolean(), message: Type.String(), template: VideoTemplate },
  { title: 'VideoTemplatePublishResult' },
);

export const ReferenceUploadResult = Type.Object(
  { success: Type.Boolean(), message: Type.String(), reference_image_url: Type.String(), task_id: Type.Integer() },
  { title: 'ReferenceVideoResult' },
);

/** Documentation of the multipart body (parsed and checked by the handler, see reference-upload.ts). */
export const ReferenceUploadBody = Type.Object(
  {
    template_id: Type.Integer({ minimum: 1 }),
    reference_image_index: Type.Integer({ minimum: 1, maximum: 4 }),
    reference_image: Type.String({ format: 'binary', description: 'PNG, JPEG, WebP or GIF, at most 10 MB' }),
  },
  { title: 'ReferenceVideoUpload' },
);

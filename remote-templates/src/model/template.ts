import type { VideoTemplateUpdate } from '@video-admin/shared-ui/contract';
import type { TemplateFilters } from './template-list';

export type TemplateStatus = NonNullable<TemplateFilters['template_status']>;
export type Platform = NonNullable<TemplateFilters['template_platform']>;
export type TemplateSubStatus = NonNullable<VideoTemplateUpdate['template_sub_status']>;

export const TEMPLATE_STATUSES: TemplateStatus[] = ['待生成', '已生成', '待补全', '已上架'];
export const PLATFORMS: Platform[] = ['keling', 'jimeng', 'minimax'];

/** Sub-statuses of the first three tabs; published templates carry Chinese sub-statuses instead. */
export const REVIEW_SUB_STATUSES = [
  'UNREVIEWED',
  'IN_QUEUE',
  'GENERATION_FAILED',
  'AUDIT_FAILED',
  'AUDIT_PENDING',
] as const satisfies readonly TemplateSubStatus[];
export type ReviewSubStatus = (typeof REVIEW_SUB_STATUSES)[number];

export const TAKEN_DOWN = '已下架' satisfies TemplateSubStatus;
export const LISTED = '已上架' satisfies TemplateSubStatus;

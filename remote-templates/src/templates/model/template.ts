// The video template as the /api/backend contract sends it.
export type TemplateStatus = '待生成' | '已生成' | '待补全' | '已上架';
export type Platform = 'keling' | 'jimeng' | 'minimax';

export const TEMPLATE_STATUSES: TemplateStatus[] = ['待生成', '已生成', '待补全', '已上架'];
export const PLATFORMS: Platform[] = ['keling', 'jimeng', 'minimax'];

/** Sub-statuses of the first three tabs; published templates carry Chinese sub-statuses instead. */
export const REVIEW_SUB_STATUSES = ['UNREVIEWED', 'IN_QUEUE', 'GENERATION_FAILED', 'AUDIT_FAILED', 'AUDIT_PENDING'] as const;
export type ReviewSubStatus = (typeof REVIEW_SUB_STATUSES)[number];

export const TAKEN_DOWN = '已下架';
export const LISTED = '已上架';

export type ReferenceIndex = 1 | 2 | 3 | 4;
export const REFERENCE_INDEXES: ReferenceIndex[] = [1, 2, 3, 4];

export interface VideoTemplate {
  template_id: number;
  original_template_id: number | null;
  template_name: string | null;
  template_platform: string | null;
  template_prompt: string | null;
  template_category_id: string | null;
  template_status: string | null;
  template_sub_status: string | null;
  template_params: Record<string, unknown> | null;
  template_main_image: string | null;
  template_video_url: string | null;
  template_video_url_1: string | null;
  template_video_url_2: string | null;
  template_video_url_3: string | null;
  template_video_url_4: string | null;
  template_reference_image_1: string | null;
  template_reference_image_2: string | null;
  template_reference_image_3: string | null;
  template_reference_image_4: string | null;
  template_image_num: number | null;
  photo_tips_id: number | null;
  template_top_title: string | null;
  template_system_recommendation: string | null;
  template_user_evaluation: string | null;
  template_is_manual_audit: boolean | null;
  created_at: string;
  updated_at: string;
}

export interface TemplateList {
  data: VideoTemplate[];
  count: number;
}

export function referenceImage(template: VideoTemplate, index: ReferenceIndex): string | null {
  return template[`template_reference_image_${index}`];
}

export function auxiliaryVideo(template: VideoTemplate, index: ReferenceIndex): string | null {
  return template[`template_video_url_${index}`];
}

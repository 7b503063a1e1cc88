import { toWireTimestamp } from '../../lib/time.js';
import { TEMPLATE_MEDIA_COLUMNS } from '../video-media/media-columns.js';
import type { TemplateRow, TemplateValues } from './template-rows.js';
import type { VideoTemplate } from './video-templates.schemas.js';

export function toPublicTemplate(row: TemplateRow): VideoTemplate {
  return { ...row, created_at: toWireTimestamp(row.created_at), updated_at: toWireTimestamp(row.updated_at) };
}

/** A new template's values where the body gives none. */
export const TEMPLATE_DEFAULTS: TemplateValues = {
  original_template_id: null,
  template_name: null,
  template_platform: null,
  template_prompt: null,
  template_category_id: null,
  template_status: '待生成',
  template_sub_status: 'UNREVIEWED',
  template_params: null,
  template_main_image: null,
  template_video_url: null,
  template_video_url_1: null,
  template_video_url_2: null,
  template_video_url_3: null,
  template_video_url_4: null,
  template_reference_image_1: null,
  template_reference_image_2: null,
  template_reference_image_3: null,
  template_reference_image_4: null,
  template_image_num: 1,
  photo_tips_id: 1,
  template_top_title: null,
  template_system_recommendation: null,
  template_user_evaluation: null,
  template_is_manual_audit: false,
};

const FIELDS = Object.keys(TEMPLATE_DEFAULTS) as (keyof TemplateValues)[];

/** The fields present in a body, with '' in URL fields meaning "no URL" (stored as null). */
export function presentFields(body: Partial<Record<keyof TemplateValues, unknown>>): Partial<TemplateValues> {
  const values: Record<string, unknown> = {};
  for (const field of FIELDS) {
    if (body[field] === undefined) continue;
    values[field] = (TEMPLATE_MEDIA_COLUMNS as readonly string[]).includes(field) && body[field] === '' ? null : body[field];
  }
  return values as Partial<TemplateValues>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** {field: [old, new]} for the fields `next` really changes. */
export function diff(before: Partial<TemplateValues> | null, next: Partial<TemplateValues>): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [field, value] of Object.entries(next)) {
    const old = before ? ((before as Record<string, unknown>)[field] ?? null) : null;
    if (!same(old, value)) changes[field] = [old, value ?? null];
  }
  return changes;
}

import { ApiError } from '@video-admin/shared-ui';
import type { TemplateForm } from './template-form';

export interface FieldRefusal {
  field: keyof TemplateForm;
  message: string;
}

const FORM_FIELDS: ReadonlySet<string> = new Set<keyof TemplateForm>([
  'template_name',
  'template_platform',
  'template_prompt',
  'template_image_num',
  'template_top_title',
  'template_category_id',
  'template_main_image',
  'photo_tips_id',
  'template_system_recommendation',
  'template_user_evaluation',
]);

/**
 * The fields of the form a 422 refuses, with the server's reason for each (its validation
 * errors name them as loc ['body', field]); the first reason per field. Empty for any other failure.
 */
export function fieldRefusals(error: unknown): FieldRefusal[] {
  if (!(error instanceof ApiError) || error.status !== 422) return [];
  const detail = (error.body as { detail?: unknown } | null | undefined)?.detail;
  if (!Array.isArray(detail)) return [];
  const refusals = new Map<keyof TemplateForm, string>();
  for (const entry of detail as { loc?: unknown; msg?: unknown }[]) {
    const [part, field] = Array.isArray(entry?.loc) ? entry.loc : [];
    if (part !== 'body' || typeof field !== 'string' || !FORM_FIELDS.has(field) || typeof entry.msg !== 'string') continue;
    const name = field as keyof TemplateForm;
    if (!refusals.has(name)) refusals.set(name, entry.msg);
  }
  return [...refusals].map(([field, message]) => ({ field, message }));
}

import type { VideoTemplate } from '@video-admin/shared-ui/contract';

// The fields a template needs before end users may see it; the server checks the same five.
const REQUIRED_FOR_PUBLISH = [
  'template_category_id',
  'photo_tips_id',
  'template_top_title',
  'template_main_image',
  'template_video_url',
] as const;

export type PublishField = (typeof REQUIRED_FOR_PUBLISH)[number];

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  return typeof value === 'string' && value.trim() === '';
}

/** The required fields that are still empty (blank strings count as empty), in the server's order, so both messages list them alike. */
export function missingPublishFields(template: VideoTemplate): PublishField[] {
  return REQUIRED_FOR_PUBLISH.filter((field) => isEmpty(template[field]));
}

export type PublishCheck =
  { ok: true; template: VideoTemplate } | { ok: false; reason: 'notFound' } | { ok: false; reason: 'missing'; fields: PublishField[] };

/** The client-side check before publishing the template with this id from the rows on screen. */
export function checkPublishable(templates: readonly VideoTemplate[] | undefined, templateId: number): PublishCheck {
  const template = templates?.find((row) => row.template_id === templateId);
  if (!template) return { ok: false, reason: 'notFound' };
  const fields = missingPublishFields(template);
  return fields.length ? { ok: false, reason: 'missing', fields } : { ok: true, template };
}

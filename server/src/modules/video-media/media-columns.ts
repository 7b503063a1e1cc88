import type { VideoTasksTable, VideoTemplatesTable } from '../../db/types.js';

/** A template has four video slots and four reference images, numbered 1 to 4: reference image n makes the video of slot n. */
const SLOTS = [1, 2, 3, 4] as const;

/** template_video_url_<slot>: a reference upload's video fills one. */
export const TEMPLATE_VIDEO_SLOT_COLUMNS = SLOTS.map((slot) => `template_video_url_${slot}` as const);

/** template_reference_image_<slot>: the picture a slot's video task starts from. */
export const TEMPLATE_REFERENCE_IMAGE_COLUMNS = SLOTS.map((slot) => `template_reference_image_${slot}` as const);

/**
 * Columns of a template that hold a URL, maybe one of our stored files': its API's URL fields
 * ('' in one means no URL), and what the unused-media cleanup looks at.
 */
export const TEMPLATE_MEDIA_COLUMNS = [
  'template_main_image',
  'template_video_url',
  ...TEMPLATE_VIDEO_SLOT_COLUMNS,
  ...TEMPLATE_REFERENCE_IMAGE_COLUMNS,
] as const satisfies readonly (keyof VideoTemplatesTable)[];

/** Columns of a task that may hold one of our stored files' URLs. */
export const TASK_MEDIA_COLUMNS = [
  'video_url',
  'first_image',
  'second_image',
  'merged_image',
] as const satisfies readonly (keyof VideoTasksTable)[];

/** The column of video slot `slot` (1 to 4), or null for any other number. */
export function videoSlotColumn(slot: number): (typeof TEMPLATE_VIDEO_SLOT_COLUMNS)[number] | null {
  return TEMPLATE_VIDEO_SLOT_COLUMNS[slot - 1] ?? null;
}

/** The column of reference image `index` (1 to 4), or null for any other number. */
export function referenceImageColumn(index: number): (typeof TEMPLATE_REFERENCE_IMAGE_COLUMNS)[number] | null {
  return TEMPLATE_REFERENCE_IMAGE_COLUMNS[index - 1] ?? null;
}

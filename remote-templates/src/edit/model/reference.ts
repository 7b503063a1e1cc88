import type { VideoTemplate } from '@video-admin/shared-ui/contract';

/** One of a template's four auxiliary videos, each made from a reference image of the same number. */
export type ReferenceIndex = 1 | 2 | 3 | 4;
export const REFERENCE_INDEXES: ReferenceIndex[] = [1, 2, 3, 4];

export function referenceImage(template: VideoTemplate, index: ReferenceIndex): string | null {
  return template[`template_reference_image_${index}`];
}

export function auxiliaryVideo(template: VideoTemplate, index: ReferenceIndex): string | null {
  return template[`template_video_url_${index}`];
}

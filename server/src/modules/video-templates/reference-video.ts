import { unprocessable } from '../../lib/http-errors.js';
import { NO_PLATFORM, referenceUploaded } from '../../lib/messages.js';
import type { ImageKind } from '../../lib/image-check.js';
import { newKey } from '../../storage/keys.js';
import type { Storage } from '../../storage/storage.js';
import { referenceImageColumn, videoSlotColumn } from '../video-media/media-columns.js';
import type { CreateReferenceTask } from '../video-media/reference-task.js';
import type { TemplateChanges } from './template-changes.js';
import type { Actor } from './template-rows.js';
import { diff } from './template-values.js';
import type { VideoTemplatesRepository } from './video-templates.repository.js';

/**
 * The worker's hand-off: a reference task finished, its video fills the template's slot, with a
 * history row. Runs on the repository it is given, so the worker can make it part of the
 * transaction that completes the task.
 */
export async function handOverReferenceVideo(
  repo: VideoTemplatesRepository,
  templateId: number,
  slot: number,
  videoUrl: string,
  taskId: number,
): Promise<void> {
  const template = await repo.findById(templateId);
  const field = videoSlotColumn(slot);
  if (!template || field === null) return;
  const changed = diff(template, { [field]: videoUrl });
  await repo.update(templateId, { [field]: videoUrl });
  await repo.addHistory(templateId, 'reference_video', { ...changed, task_id: [null, taskId] }, { id: null, email: null });
}

export interface ReferenceUploadDeps {
  changes: TemplateChanges;
  storage: Storage;
  /** Makes the video task of an upload (the tasks module's createForReference). */
  createReferenceTask: CreateReferenceTask;
}

/** A reference image's way in: stored, written into its field, and a video task made from it. */
export function referenceUploads({ changes: { existing, change }, storage, createReferenceTask }: ReferenceUploadDeps) {
  return {
    /**
     * Stores a checked reference image as template_reference_image_<index> and creates the
     * video task for the template's platform; the worker later puts the video into
     * template_video_url_<index>.
     */
    async uploadReference(id: number, index: number, image: { data: Buffer; kind: ImageKind }, actor: Actor) {
      const template = await existing(id);
      if (!template.template_platform) {
        throw unprocessable(NO_PLATFORM);
      }
      const key = newKey('references', image.kind);
      await storage.put(key, image.data);
      const url = storage.url(key);
      const field = referenceImageColumn(index)!;
      await change(template, { [field]: url }, 'reference_upload', actor);
      const task = await createReferenceTask({
        templateId: template.template_id,
        originalTemplateId: template.original_template_id,
        platform: template.template_platform,
        imageUrl: url,
        slot: index,
        params: {
          source: 'reference_upload',
          reference_image_index: index,
          prompt: template.template_prompt,
          image_url: url,
          template_params: template.template_params,
        },
      });
      return {
        success: true,
        message: referenceUploaded(index, task.task_id),
        reference_image_url: url,
        task_id: task.task_id,
      };
    },
  };
}

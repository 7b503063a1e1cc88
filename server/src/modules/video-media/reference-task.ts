/**
 * The video task behind a reference-image upload: the templates module asks for one, the tasks
 * module makes it, and the worker later puts its video into template_video_url_<slot>.
 */
export interface ReferenceTaskInput {
  templateId: number;
  originalTemplateId: number | null;
  platform: string;
  imageUrl: string;
  slot: number;
  params: Record<string, unknown>;
}

/** Creates the task of a reference upload (the tasks service's createForReference). */
export type CreateReferenceTask = (input: ReferenceTaskInput) => Promise<{ task_id: number }>;

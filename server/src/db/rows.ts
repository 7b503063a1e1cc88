// The rows as the application sees them, whichever database they came from: parsed JSON, real
// booleans. Below the modules and the providers, which both read them.
import type { Selectable } from 'kysely';
import type { VideoTemplatesTable } from './types.js';

type JsonObject = Record<string, unknown>;

/** A user as stored, with real booleans whichever database it came from. */
export interface UserRow {
  id: string;
  email: string;
  hashed_password: string;
  full_name: string | null;
  is_active: boolean;
  is_superuser: boolean;
  created_at: string;
  password_changed_at: string;
}

/** A template as the application sees it: parsed JSON and a real boolean. */
export interface TemplateRow extends Omit<Selectable<VideoTemplatesTable>, 'template_params' | 'template_is_manual_audit'> {
  template_params: Record<string, unknown> | null;
  template_is_manual_audit: boolean;
}

/** A task as the application sees it: parsed JSON, real booleans, numbers. */
export interface TaskRow {
  task_id: number;
  template_id: number;
  original_template_id: number | null;
  user_id: number;
  platform: string;
  platform_task_id: string | null;
  task_status: number;
  is_read: boolean;
  video_url: string | null;
  first_image: string | null;
  second_image: string | null;
  merged_image: string | null;
  create_task_params: JsonObject | null;
  create_task_rsp: JsonObject | null;
  query_task_rsp: JsonObject | null;
  created_at: string;
  updated_at: string;
  worker_managed: boolean;
  attempts: number;
  next_attempt_at: string | null;
  locked_by: string | null;
  locked_until: string | null;
  template_video_slot: number | null;
}

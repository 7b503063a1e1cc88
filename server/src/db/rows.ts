// The rows as the application sees them, whichever database they came from: parsed JSON, real
// booleans. Below the modules and the providers, which both read them.
import type { Selectable } from 'kysely';
import type { Role } from '../lib/roles.js';
import type { UsersTable, VideoTasksTable, VideoTemplatesTable } from './types.js';

type JsonObject = Record<string, unknown>;

/** A user as stored, with real booleans whichever database it came from, and their roles (user_roles). */
export interface UserRow extends Omit<Selectable<UsersTable>, 'is_active' | 'is_superuser'> {
  is_active: boolean;
  is_superuser: boolean;
  roles: Role[];
}

/** A template as the application sees it: parsed JSON and a real boolean. */
export interface TemplateRow extends Omit<Selectable<VideoTemplatesTable>, 'template_params' | 'template_is_manual_audit'> {
  template_params: Record<string, unknown> | null;
  template_is_manual_audit: boolean;
}

/** A task as the application sees it: parsed JSON, real booleans, numbers. */
export interface TaskRow extends Omit<
  Selectable<VideoTasksTable>,
  'is_read' | 'worker_managed' | 'create_task_params' | 'create_task_rsp' | 'query_task_rsp'
> {
  is_read: boolean;
  worker_managed: boolean;
  create_task_params: JsonObject | null;
  create_task_rsp: JsonObject | null;
  query_task_rsp: JsonObject | null;
}

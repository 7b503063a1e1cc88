import type { UserMePublic } from '../api/contract';

/** A right in the back office, e.g. `templates.publish`; the server's role table grants them. */
export type Permission = UserMePublic['permissions'][number];

/** Every permission, in the server's order (the contract's; a test keeps the two the same). */
export const PERMISSIONS = [
  'templates.read',
  'templates.edit',
  'templates.review',
  'templates.publish',
  'templates.delete',
  'tasks.read',
  'tasks.edit',
  'tasks.delete',
  'bulk.run',
  'releases.manage',
  'users.manage',
] as const satisfies readonly Permission[];

import type { UserRow } from '../../db/rows.js';
import { bulkStarterGone, bulkStarterInactive, bulkStarterLacks, bulkStarterPasswordChanged } from '../../lib/messages.js';
import { permissionsOf, type Permission } from '../../lib/roles.js';
import { ACTION_PERMISSIONS, type StopReason } from './bulk-jobs.schemas.js';

/** What starting or going on with a job of this action needs: bulk.run first, then the action's own. */
export function permissionsForJob(list: string, action: string): Permission[] {
  const own = (ACTION_PERMISSIONS as Record<string, Readonly<Record<string, Permission>> | undefined>)[list]?.[action];
  // An action without an entry is not a bulk action; asking for users.manage refuses it to all but superusers.
  return ['bulk.run', own ?? 'users.manage'];
}

export interface JobStart {
  list: string;
  action: string;
  actor_email: string | null;
  created_at: string;
}

/**
 * Whether the person who started a job may still have it run, checked before each batch: they
 * still exist, are active, hold bulk.run and the action's permission, and have not changed their
 * password since the job started (a changed password signs every session out; the job started
 * in one of them stops with them). Null when they may; else why not, in a code and in words.
 */
export function starterStop(
  job: JobStart,
  starter: Pick<UserRow, 'is_active' | 'is_superuser' | 'roles' | 'password_changed_at'> | null,
): {
  reason: StopReason;
  detail: string;
} | null {
  const who = job.actor_email ?? '?';
  if (!starter) return { reason: 'starter_gone', detail: bulkStarterGone(who) };
  if (!starter.is_active) return { reason: 'starter_inactive', detail: bulkStarterInactive(who) };
  const held = permissionsOf(starter);
  const lacking = permissionsForJob(job.list, job.action).find((permission) => !held.includes(permission));
  if (lacking) return { reason: 'permission_revoked', detail: bulkStarterLacks(who, lacking) };
  if (new Date(starter.password_changed_at).getTime() > new Date(job.created_at).getTime()) {
    return { reason: 'password_changed', detail: bulkStarterPasswordChanged(who) };
  }
  return null;
}

import type { ColumnType } from 'kysely';
import type { Database } from '../../db/types.js';

/** One change made through the back office or an admin API: who, when, what, on which target. */
export interface AuditLogTable {
  id: ColumnType<number, never, never>;
  /** Stored timestamp (lib/time.ts). */
  at: string;
  /** The person's e-mail or the deploy key's label, as it was then; null when nobody was signed in. */
  actor: string | null;
  /** The user's (or the deploy key's) id. */
  actor_id: string | null;
  /** `<family>.<action>`: 'task.update', 'user.roles', 'signin.refused'... */
  kind: string;
  /** `<type>:<id>`: 'task:12', 'user:ann@example.com', 'module:remote-items'. */
  target: string;
  /** JSON text of what changed ({field: [old, new]} or the values set); never a secret. */
  summary: string | null;
}

/** The application's tables and the audit log's. */
export interface AuditDatabase extends Database {
  audit_log: AuditLogTable;
}

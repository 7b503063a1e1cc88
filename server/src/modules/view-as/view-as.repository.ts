import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { Role } from '../../lib/roles.js';

/** The view-as columns of one live session. */
export function createViewAsRepository(db: Kysely<Database>) {
  const set = async (sessionId: string, values: { view_as_role: Role | null; view_as_user_id: string | null }) => {
    const result = await db
      .updateTable('user_sessions')
      .set(values)
      .where('id', '=', sessionId)
      .where('ended_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  };
  return {
    viewAsRole: (sessionId: string, role: Role) => set(sessionId, { view_as_role: role, view_as_user_id: null }),
    viewAsPerson: (sessionId: string, userId: string) => set(sessionId, { view_as_role: null, view_as_user_id: userId }),
    end: (sessionId: string) => set(sessionId, { view_as_role: null, view_as_user_id: null }),
  };
}

export type ViewAsRepository = ReturnType<typeof createViewAsRepository>;

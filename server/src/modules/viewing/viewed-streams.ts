import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/rows.js';
import { identityOf, viewOfSession } from './viewed-identity.js';

/**
 * How a change stream opened while viewing reads its reader again at each recheck: the
 * superuser's row and the session, with the view applied, so the stream keeps hearing what the
 * viewed role or person would. A view that ended or changed since (or a superuser no longer one)
 * gives null: the stream ends and the tab opens a new one as whoever it now is.
 * Null (no special reload) for a request that views as no one.
 */
export function viewAsReload(app: FastifyInstance, request: FastifyRequest): ((id: string) => Promise<UserRow | null>) | null {
  const { actor, viewAs, sessionId } = request;
  if (!actor || !viewAs || !sessionId) return null;
  const key = viewKey(viewAs.kind === 'role' ? viewAs.role : viewAs.person.id);
  return async () => {
    const [real, session] = await Promise.all([app.usersRepository.findById(actor.id), app.sessionsRepository.findById(sessionId)]);
    if (!real || !session) return null;
    const view = await viewOfSession(real, session, (id) => app.usersRepository.findById(id));
    if (!view || viewKey(view.kind === 'role' ? view.role : view.person.id) !== key) return null;
    return identityOf(real, view);
  };
}

const viewKey = (what: string) => what.toLowerCase();

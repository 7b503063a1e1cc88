import { notFound } from '../../lib/http-errors.js';
import { SESSION_NOT_FOUND, USER_NOT_FOUND } from '../../lib/messages.js';
import { toWireTimestamp } from '../../lib/time.js';
import type { SessionRow, SessionsRepository, SignInMethod } from './sessions.repository.js';
import type { SessionPublic } from './sessions.schemas.js';

interface Deps {
  repository: SessionsRepository;
  /** Finds a person by id (the users' repository): null when there is none. */
  users: { findById(id: string): Promise<object | null> };
  /** How long an access token lives: a session started longer ago can no longer be used. */
  tokenLifetimeMs: number;
}

const toPublicSession = (row: SessionRow, currentId: string | null): SessionPublic => ({
  id: row.id,
  method: row.method as SignInMethod,
  user_agent: row.user_agent,
  address: row.address,
  created_at: toWireTimestamp(row.created_at),
  last_used_at: toWireTimestamp(row.last_used_at),
  current: row.id === currentId,
});

/** A person's signed-in sessions: listing them, ending one, all others, or (a superuser) all of someone's. */
export function createSessionsService({ repository, users, tokenLifetimeMs }: Deps) {
  const stillUsableSince = () => new Date(Date.now() - tokenLifetimeMs).toISOString();

  return {
    async listMine(userId: string, currentId: string | null): Promise<SessionPublic[]> {
      return (await repository.listLive(userId, stillUsableSince())).map((row) => toPublicSession(row, currentId));
    },

    /** Ends one of the caller's live sessions; another person's id (or an ended one) is not found. */
    async endMine(userId: string, sessionId: string): Promise<void> {
      if (!(await repository.endOne(userId, sessionId.toLowerCase()))) throw notFound(SESSION_NOT_FOUND);
    },

    /** Ends every session of the caller but the one making the call. */
    endMyOthers(userId: string, currentId: string | null): Promise<number> {
      return repository.endAll(userId, currentId);
    },

    /** Ends every session of a person (a superuser's call). */
    async endAllOf(userId: string): Promise<number> {
      if (!(await users.findById(userId))) throw notFound(USER_NOT_FOUND);
      return repository.endAll(userId.toLowerCase());
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;

import { randomUUID } from 'node:crypto';
import type { OverrideEndReason } from '../../db/types.js';
import type { UserRow } from '../../db/rows.js';
import { conflict, notFound, validationFailed } from '../../lib/http-errors.js';
import {
  OVERRIDE_URL_CREDENTIALS,
  OVERRIDE_URL_MALFORMED,
  OVERRIDE_URL_NOT_HTTP,
  OVERRIDE_URL_NOT_MANIFEST,
  OVERRIDE_URL_OR_RELEASE,
  hostCannotBeOverridden,
  noSuchRelease,
  overrideReleaseWithdrawn,
  overrideUrlOrigin,
} from '../../lib/messages.js';
import { permissionsOf } from '../../lib/roles.js';
import { issuedBeforePasswordChange, type AccessClaims } from '../../lib/tokens.js';
import type { AuditEntry } from '../audit/audit.service.js';
import type { FrontendModule } from '../frontend-modules/frontend-modules.service.js';
import type { FrontendOverridesRepository, OverrideRelease, OverrideRow } from './frontend-overrides.repository.js';
import { checkOverrideUrl, type OverrideUrlCheck } from './override-url.js';

/** What one browser loads instead of a module's live release while the override is in force. */
export interface OverrideInForce {
  id: string;
  userId: string;
  module: FrontendModule;
  /** A development server's manifest and its origin (null for a release override). */
  url: string | null;
  origin: string | null;
  /** The stored release loaded instead (null for a URL override). */
  release: Omit<OverrideRelease, 'withdrawn'> | null;
  startedAt: string;
  expiresAt: string;
}

/** An override as the API answers it. */
export interface OverrideAnswer {
  id: string;
  module: string;
  url: string | null;
  origin: string | null;
  release_id: string | null;
  started_at: string;
  expires_at: string;
}

/** What a request says about who is asking: its cookies, and the bearer token's claims when it has a valid one. */
export interface OverrideRequest {
  overrideId: string | null;
  browserId: string | null;
  /** A bearer token that verifies; null without one (or with one that does not). */
  caller: AccessClaims | null;
}

export interface FrontendOverridesServiceOptions {
  repo: FrontendOverridesRepository;
  users: { findById(id: string): Promise<UserRow | null> };
  modules: { find(name: string): Promise<FrontendModule | null>; findOrThrow(name: string): Promise<FrontendModule> };
  audit: { record(entries: AuditEntry[]): Promise<void> } | null;
  /** Origins besides loopback ones a module may be loaded from (DEV_OVERRIDE_ORIGINS). */
  allowedOrigins: readonly string[];
  ttlHours: number;
  now?: () => number;
  log: (message: string) => void;
}

const URL_PROBLEMS: Record<Exclude<OverrideUrlCheck, { ok: true }>['problem'], (allowed: readonly string[]) => string> = {
  'not-http': () => OVERRIDE_URL_NOT_HTTP,
  credentials: () => OVERRIDE_URL_CREDENTIALS,
  origin: overrideUrlOrigin,
  'not-manifest': () => OVERRIDE_URL_NOT_MANIFEST,
  malformed: () => OVERRIDE_URL_MALFORMED,
};

export const answerOf = (row: OverrideRow): OverrideAnswer => ({
  id: row.id,
  module: row.module,
  url: row.url,
  origin: row.origin,
  release_id: row.release_id,
  started_at: row.started_at,
  expires_at: row.expires_at,
});

/**
 * Developers' overrides: a person holding releases.develop points one remote, in one browser of
 * theirs, at their development server's manifest or at a stored release, for DEV_OVERRIDE_TTL_HOURS.
 * Nothing about it is trusted from the browser: the signed cookie only names the row, and every
 * use checks the row again (inForce). A check that fails for good ends the row on the spot, with
 * its reason, in the audit log.
 */
export function createFrontendOverridesService(options: FrontendOverridesServiceOptions) {
  const { repo } = options;
  const now = options.now ?? Date.now;

  async function audit(user: Pick<UserRow, 'id' | 'email'>, kind: 'override.start' | 'override.end', row: OverrideRow, summary: object) {
    await options.audit?.record([
      { kind, target: `module:${row.module}`, actor: user.email, actorId: user.id, summary: { id: row.id, ...summary } },
    ]);
  }

  /** Ends a row (once: a row ended meanwhile is left as it is) and records why. */
  async function end(row: OverrideRow, reason: OverrideEndReason, actor: Pick<UserRow, 'id' | 'email'> | null): Promise<boolean> {
    if (!(await repo.end(row.id, reason, new Date(now()).toISOString()))) return false;
    const who = actor ?? (await options.users.findById(row.user_id)) ?? { id: row.user_id, email: row.user_id };
    await audit(who, 'override.end', row, { reason });
    options.log(`override ${row.id} of ${row.module} by ${who.email} ended: ${reason}`);
    return true;
  }

  /** Why a row no longer holds for good, as its user stands now; null while it holds. */
  function lapsed(row: OverrideRow, user: UserRow | null): OverrideEndReason | null {
    if (row.expires_at <= new Date(now()).toISOString()) return 'expired';
    if (!user || !user.is_active || !permissionsOf(user).includes('releases.develop')) return 'permission';
    if (issuedBeforePasswordChange(row.token_issued_at, user.password_changed_at)) return 'password';
    return null;
  }

  return {
    /**
     * Starts an override in the caller's browser, ending the one that browser had. 404 for an
     * unknown or retired module or a release it does not have, 422 for the shell, for a url that
     * may not be loaded and for both url and release_id, 409 for a withdrawn release.
     */
    async start(
      caller: { user: UserRow; claims: AccessClaims; browserId: string },
      body: { module: string; url?: string; release_id?: string },
    ): Promise<OverrideRow> {
      if ((body.url === undefined) === (body.release_id === undefined))
        throw validationFailed(['body', body.url === undefined ? 'url' : 'release_id'], OVERRIDE_URL_OR_RELEASE);
      const module = await options.modules.findOrThrow(body.module);
      if (module.isHost) throw validationFailed(['body', 'module'], hostCannotBeOverridden(module.name));
      let target: Pick<OverrideRow, 'url' | 'origin' | 'release_id'>;
      if (body.url !== undefined) {
        const checked = checkOverrideUrl(body.url, options.allowedOrigins);
        if (!checked.ok) throw validationFailed(['body', 'url'], URL_PROBLEMS[checked.problem](options.allowedOrigins));
        target = { url: checked.url, origin: checked.origin, release_id: null };
      } else {
        const release = await repo.release(module.name, body.release_id!);
        if (!release) throw notFound(noSuchRelease(module.name, body.release_id!));
        if (release.withdrawn) throw conflict(overrideReleaseWithdrawn(module.name, release.release_id));
        target = { url: null, origin: null, release_id: release.release_id };
      }
      for (const previous of await repo.openOfBrowser(caller.browserId)) await end(previous, 'replaced', caller.user);
      const startedAt = now();
      const row: OverrideRow = {
        id: randomUUID(),
        user_id: caller.user.id,
        browser_id: caller.browserId,
        token_issued_at: caller.claims.issuedAt,
        module: module.name,
        ...target,
        started_at: new Date(startedAt).toISOString(),
        expires_at: new Date(startedAt + options.ttlHours * 3_600_000).toISOString(),
        ended_at: null,
        end_reason: null,
      };
      await repo.insert(row);
      await audit(caller.user, 'override.start', row, {
        module: row.module,
        ...(row.url ? { url: row.url } : { release_id: row.release_id }),
        expires_at: row.expires_at,
      });
      options.log(`override ${row.id}: ${row.module} from ${row.url ?? row.release_id} for ${caller.user.email}`);
      return row;
    },

    /**
     * The override in force for this request, or null. In force: the signed cookie names a row
     * that is not ended nor expired, of this browser (its fe_browser), whose user is active, still
     * holds releases.develop and has not changed their password since the token that started it;
     * the module is still an enabled remote and a release override's release not withdrawn. A
     * request whose bearer token names another user does not get it (another person's session
     * in the same browser loads the live release). Checked at every use.
     */
    async inForce({ overrideId, browserId, caller }: OverrideRequest): Promise<OverrideInForce | null> {
      if (!overrideId || !browserId) return null;
      const row = await repo.byId(overrideId);
      if (!row || row.ended_at !== null || row.browser_id !== browserId) return null;
      if (caller && caller.userId !== row.user_id) return null;
      const user = await options.users.findById(row.user_id);
      const reason = lapsed(row, user);
      if (reason) {
        await end(row, reason, user);
        return null;
      }
      const module = await options.modules.find(row.module);
      if (!module || module.isHost || module.segment === null) return null;
      let release: OverrideInForce['release'] = null;
      if (row.release_id !== null) {
        const stored = await repo.release(row.module, row.release_id);
        if (!stored || stored.withdrawn) return null;
        release = { release_id: stored.release_id, version: stored.version, built_at: stored.built_at };
      }
      return {
        id: row.id,
        userId: row.user_id,
        module,
        url: row.url,
        origin: row.origin,
        release,
        startedAt: row.started_at,
        expiresAt: row.expires_at,
      };
    },

    /**
     * Ends the override the browser's cookie names, when it is this browser's and not ended yet
     * (`reason`: the person ended it, or signed out). Whether one was ended.
     */
    async endCurrent({ overrideId, browserId }: Pick<OverrideRequest, 'overrideId' | 'browserId'>, reason: 'ended' | 'signed-out') {
      if (!overrideId || !browserId) return false;
      const row = await repo.byId(overrideId);
      if (!row || row.ended_at !== null || row.browser_id !== browserId) return false;
      return end(row, reason, null);
    },

    async row(id: string) {
      return repo.byId(id);
    },
  };
}

export type FrontendOverridesService = ReturnType<typeof createFrontendOverridesService>;

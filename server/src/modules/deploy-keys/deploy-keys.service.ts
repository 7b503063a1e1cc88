import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { notFound } from '../../lib/http-errors.js';
import { nowIso } from '../../lib/time.js';
import type { FrontendModulesService } from '../frontend-modules/frontend-modules.service.js';
import type { DeployKeyRow, DeployKeysRepository, NewDeployKeyRow } from './deploy-keys.repository.js';
import { DEPLOY_KEY_NOT_FOUND } from '../../lib/messages.js';

/** What a request signed with a deploy key may do: publish (and, if allowed, promote) one module. */
export interface DeployKey {
  id: string;
  module: string;
  name: string;
  canPromote: boolean;
}

/** A key as listed: everything but the secret and its hash. Timestamps as stored. */
export interface DeployKeyInfo extends DeployKey {
  createdAt: string;
  createdBy: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface NewDeployKey {
  module: string;
  name: string;
  /** null: never expires. */
  expiresInDays: number | null;
  canPromote: boolean;
}

const PREFIX = 'dk_';
/** `dk_` and 32 random bytes in base64url (43 characters, no padding). */
const SECRET = /^dk_[A-Za-z0-9_-]{43}$/;
const DAY_MS = 24 * 60 * 60 * 1000;
/** last_used_at is written at most this often per key. */
const TOUCH_EVERY_MS = 60 * 1000;

/** Whether a bearer token is meant as a deploy key (rather than a user's access token). */
export function isDeployKeySecret(token: string): boolean {
  return token.startsWith(PREFIX);
}

/** How a deploy key is named as the actor of what it did (release events, logs). */
export function deployKeyActor(key: Pick<DeployKey, 'id' | 'name'>): string {
  return `deploy key "${key.name}" (${key.id})`;
}

export const hashDeployKeySecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

function toInfo(row: DeployKeyRow): DeployKeyInfo {
  return {
    id: row.id,
    module: row.module,
    name: row.name,
    canPromote: Boolean(row.can_promote),
    createdAt: row.created_at,
    createdBy: row.created_by,
    expiresAt: row.expires_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  };
}

/**
 * Deploy keys: secrets that let one module's CI publish that module over HTTP without a person's
 * account. Only the SHA-256 of a secret is stored; the secret is shown once, when it is made.
 */
export function createDeployKeysService(
  repo: DeployKeysRepository,
  options: { modules: FrontendModulesService; clock?: () => number; log?: (message: string) => void },
) {
  const clock = options.clock ?? Date.now;
  const log = options.log ?? (() => {});

  return {
    /** Makes a key for an enabled module (404 "Module not found" otherwise); `key` is the secret, shown this once. */
    async create(input: NewDeployKey, actor: string): Promise<DeployKeyInfo & { key: string }> {
      const module = await options.modules.findOrThrow(input.module);
      const key = PREFIX + randomBytes(32).toString('base64url');
      const row = {
        id: randomUUID(),
        module: module.name,
        name: input.name,
        key_hash: hashDeployKeySecret(key),
        can_promote: input.canPromote,
        created_at: nowIso(),
        created_by: actor,
        expires_at: input.expiresInDays === null ? null : new Date(clock() + input.expiresInDays * DAY_MS).toISOString(),
        last_used_at: null,
        revoked_at: null,
      } satisfies NewDeployKeyRow;
      await repo.insert(row);
      log(`created deploy key "${row.name}" (${row.id}) for ${row.module} by ${actor}`);
      return { ...toInfo(row), key };
    },

    /** Newest first, revoked and expired ones included; one module's when `module` is given. */
    async list(module?: string): Promise<DeployKeyInfo[]> {
      return (await repo.list(module)).map(toInfo);
    },

    /**
     * Revokes a key at once (its next request is refused, the preview links it made load nothing
     * from the next page load on); 404 for an unknown key. Revoking again changes nothing.
     */
    async revoke(id: string, actor: string): Promise<void> {
      const row = await repo.find(id);
      if (!row) throw notFound(DEPLOY_KEY_NOT_FOUND);
      if (await repo.revoke(id, nowIso(), actor)) log(`revoked deploy key "${row.name}" (${row.id}) of ${row.module} by ${actor}`);
    },

    /**
     * The key a secret belongs to, or null when it is unknown, revoked, expired, or its module is
     * retired. Looked up by the secret's SHA-256 through a unique index: the comparison is the
     * database's, on a digest, so a timing difference could at most tell the caller about the
     * digest of its own guess, never about a stored secret; no constant-time compare is needed.
     */
    async authenticate(secret: string): Promise<DeployKey | null> {
      if (!SECRET.test(secret)) return null;
      const nowMs = clock();
      const row = await repo.usable(hashDeployKeySecret(secret), new Date(nowMs).toISOString());
      if (!row) return null;
      if (row.last_used_at === null || Date.parse(row.last_used_at) <= nowMs - TOUCH_EVERY_MS) {
        await repo.touch(row.id, new Date(nowMs).toISOString(), new Date(nowMs - TOUCH_EVERY_MS + 1).toISOString());
      }
      return { id: row.id, module: row.module, name: row.name, canPromote: Boolean(row.can_promote) };
    },
  };
}

export type DeployKeysService = ReturnType<typeof createDeployKeysService>;

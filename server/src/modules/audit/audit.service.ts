import { nowIso } from '../../lib/time.js';
import type { AuditEntryRow, AuditFilters, AuditRepository } from './audit.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The audit log's old entries are deleted at most this often (on a write). */
export const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** What is recorded about one change; the time and the retention are the service's. */
export interface AuditEntry {
  actor: string | null;
  actorId: string | null;
  kind: string;
  target: string;
  /** What changed, as JSON (objects) or text; never a secret. */
  summary: unknown;
}

export interface AuditServiceOptions {
  retentionDays: number;
  /** Epoch milliseconds now; the retention is reckoned from it. */
  clock?: () => number;
  log?: (message: string) => void;
}

/** Query of the audit list: the repository's filters without the retention, which the service adds. */
export type AuditQuery = Omit<AuditFilters, 'since'> & { since?: string };

function summaryText(summary: unknown): string | null {
  if (summary === null || summary === undefined) return null;
  return typeof summary === 'string' ? summary : JSON.stringify(summary);
}

/**
 * The audit log: records changes, keeps them AUDIT_RETENTION_DAYS (the audit log's own old
 * entries are deleted on a write, at most once an hour; the list serves no entry of any source
 * older than that) and lists them with the templates' history and the releases' events.
 */
export function createAuditService(repo: AuditRepository, options: AuditServiceOptions) {
  const clock = options.clock ?? Date.now;
  const log = options.log ?? (() => {});
  const retentionMs = options.retentionDays * DAY_MS;
  let prunedAt = -Infinity;
  /** Work not finished yet (see settled). */
  const pending = new Set<Promise<unknown>>();

  function track<T>(work: Promise<T>): Promise<T> {
    pending.add(work);
    const done = () => void pending.delete(work);
    work.then(done, done);
    return work;
  }

  /** The oldest moment still kept, as stored. */
  const keptSince = () => new Date(clock() - retentionMs).toISOString();

  /** The query's filters, from no earlier than the oldest moment kept. */
  function withinRetention(query: AuditQuery): AuditFilters {
    const kept = keptSince();
    return { ...query, since: query.since && query.since > kept ? query.since : kept };
  }

  async function pruneIfDue(): Promise<void> {
    const now = clock();
    if (now - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = now;
    const deleted = await repo.deleteBefore(keptSince());
    if (deleted > 0) log(`deleted ${deleted} entries older than ${options.retentionDays} days`);
  }

  async function write(entries: AuditEntry[]): Promise<void> {
    await pruneIfDue();
    const at = nowIso();
    await repo.insert(
      entries.map((entry) => ({
        at,
        actor: entry.actor,
        actor_id: entry.actorId,
        kind: entry.kind,
        target: entry.target.slice(0, 512),
        summary: summaryText(entry.summary),
      })),
    );
  }

  return {
    keptSince,

    /** Records the entries (one time for all); the promise settles once they are written. */
    record(entries: AuditEntry[]): Promise<void> {
      return entries.length === 0 ? Promise.resolve() : track(write(entries));
    },

    /** Counts work towards a record (a look-up before it) as pending until it settles. */
    track,

    /** Resolves when every write started so far has finished (tests; the sign-in refusals are written after the answer). */
    async settled(): Promise<void> {
      await Promise.allSettled([...pending]);
    },

    /** Entries matching the query and within the retention, newest first, with their total. */
    list(query: AuditQuery, skip: number, limit: number): Promise<{ rows: AuditEntryRow[]; count: number }> {
      return repo.list(withinRetention(query), skip, limit);
    },

    /** Every entry matching the query and within the retention, newest first, a batch at a time (the export). */
    inBatches(query: AuditQuery): AsyncGenerator<AuditEntryRow[]> {
      return repo.inBatches(withinRetention(query));
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;

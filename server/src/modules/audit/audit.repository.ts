import { sql, type Expression, type Insertable, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { AuditDatabase, AuditLogTable } from './audit.tables.js';

/** Where an entry of the audit list is kept. */
export const AUDIT_SOURCES = ['audit', 'template_history', 'release'] as const;
export type AuditSource = (typeof AUDIT_SOURCES)[number];

export type NewAuditRow = Insertable<AuditLogTable>;

/** One entry of the audit list, from whichever table holds it. */
export interface AuditEntryRow {
  source: AuditSource;
  /** The row's id in its own table. */
  seq: number;
  at: string;
  actor: string | null;
  kind: string;
  target: string;
  summary: string | null;
}

export interface AuditFilters {
  /** A part of the actor (e-mail or deploy key label), whatever its case. */
  person?: string;
  /** An exact kind ('task.update'), or a family without a dot ('template': every 'template.*'). */
  kind?: string;
  /** Exact ('task:12'); 'module:<name>' also matches that module's releases. */
  target?: string;
  /** Stored timestamps: at or after `since`, before `until`. */
  since: string;
  until?: string;
}

/** LIKE pattern for a substring, its wildcards taken literally (escaped with a backslash). */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const containsIgnoringCase = (column: string, text: string): Expression<SqlBool> =>
  sql<SqlBool>`lower(${sql.ref(column)}) like ${containsPattern(text)} escape '\\'`;

/** What a kind filter asks of a source whose kinds are `<family>.<action>`: every action, one action, or nothing. */
function actionOf(kind: string | undefined, family: string): { all: true } | { action: string } | null {
  if (kind === undefined) return { all: true };
  if (!kind.includes('.')) return kind === family ? { all: true } : null;
  return kind.startsWith(`${family}.`) ? { action: kind.slice(family.length + 1) } : null;
}

const MAX_ID = 2147483647;

/** One table's part of the list: its matching rows in the list's order, and how many match. */
interface Branch {
  rows: SelectQueryBuilder<AuditDatabase, any, AuditEntryRow>;
  count(): Promise<number>;
}

/** A table's query as a Branch: `ordered` selects the entry's columns, `matching` nothing yet. */
function branch(ordered: SelectQueryBuilder<AuditDatabase, any, object>, matching: SelectQueryBuilder<AuditDatabase, any, object>): Branch {
  return {
    rows: ordered as SelectQueryBuilder<AuditDatabase, any, AuditEntryRow>,
    count: async () => Number((await matching.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
  };
}

/**
 * The audit list: the audit log's own rows, the templates' history and the releases' events, read
 * as one list newest first. Each filter is applied to each table's own columns (so its indexes
 * serve it), and a table whose entries cannot match a filter is left out.
 */
export function createAuditRepository(db: Kysely<AuditDatabase>) {
  function auditBranch(filters: AuditFilters) {
    let query = db
      .selectFrom('audit_log')
      .select([sql.lit('audit').as('source'), 'id as seq', 'at', 'actor', 'kind', 'target', 'summary'])
      .where('at', '>=', filters.since);
    if (filters.until) query = query.where('at', '<', filters.until);
    if (filters.person) query = query.where(containsIgnoringCase('actor', filters.person));
    if (filters.kind?.includes('.')) query = query.where('kind', '=', filters.kind);
    // A family is the range of kinds from 'family.' up to 'family/' ('/' follows '.'): an index range on both databases.
    else if (filters.kind) query = query.where('kind', '>=', `${filters.kind}.`).where('kind', '<', `${filters.kind}/`);
    if (filters.target) query = query.where('target', '=', filters.target);
    return branch(query.orderBy('at', 'desc').orderBy('id', 'desc'), query.clearSelect());
  }

  function templateBranch(filters: AuditFilters) {
    const kind = actionOf(filters.kind, 'template');
    if (!kind) return null;
    let templateId: number | undefined;
    if (filters.target) {
      const match = /^template:([1-9]\d{0,9})$/.exec(filters.target);
      if (!match || Number(match[1]) > MAX_ID) return null;
      templateId = Number(match[1]);
    }
    let query = db
      .selectFrom('video_template_history')
      .select([
        sql.lit('template_history').as('source'),
        'id as seq',
        'created_at as at',
        'actor_email as actor',
        sql<string>`${sql.lit('template.')} || action`.as('kind'),
        sql<string>`${sql.lit('template:')} || cast(template_id as varchar(20))`.as('target'),
        'changes as summary',
      ])
      .where('created_at', '>=', filters.since);
    if (filters.until) query = query.where('created_at', '<', filters.until);
    if (filters.person) query = query.where(containsIgnoringCase('actor_email', filters.person));
    if ('action' in kind) query = query.where('action', '=', kind.action);
    if (templateId !== undefined) query = query.where('template_id', '=', templateId);
    return branch(query.orderBy('created_at', 'desc').orderBy('id', 'desc'), query.clearSelect());
  }

  function releaseBranch(filters: AuditFilters) {
    const kind = actionOf(filters.kind, 'release');
    if (!kind) return null;
    let release: { package: string; releaseId?: string } | undefined;
    if (filters.target) {
      const module = /^module:(.+)$/.exec(filters.target);
      const named = /^release:(.+)@([^@]+)$/.exec(filters.target);
      if (module) release = { package: module[1]! };
      else if (named) release = { package: named[1]!, releaseId: named[2]! };
      else return null;
    }
    let query = db
      .selectFrom('release_events')
      .select([
        sql.lit('release').as('source'),
        'id as seq',
        'at',
        'actor',
        sql<string>`${sql.lit('release.')} || action`.as('kind'),
        sql<string>`${sql.lit('release:')} || package || ${sql.lit('@')} || release_id`.as('target'),
        // Why, where the event says (a rollout's percentage, why it was aborted).
        'detail as summary',
      ])
      .where('at', '>=', filters.since);
    if (filters.until) query = query.where('at', '<', filters.until);
    if (filters.person) query = query.where(containsIgnoringCase('actor', filters.person));
    if ('action' in kind) query = query.where('action', '=', kind.action as 'publish');
    if (release) query = query.where('package', '=', release.package);
    if (release?.releaseId) query = query.where('release_id', '=', release.releaseId);
    return branch(query.orderBy('at', 'desc').orderBy('id', 'desc'), query.clearSelect());
  }

  const branchesFor = (filters: AuditFilters): Branch[] =>
    [auditBranch(filters), templateBranch(filters), releaseBranch(filters)].filter((each) => each !== null);

  return {
    async insert(rows: NewAuditRow[]): Promise<void> {
      if (rows.length > 0) await db.insertInto('audit_log').values(rows).execute();
    },

    /** Deletes the audit log's own entries older than `before` (a stored timestamp); how many. */
    async deleteBefore(before: string): Promise<number> {
      const result = await db.deleteFrom('audit_log').where('at', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /**
     * A page of the entries matching the filters, newest first (ties: by source, then the newest
     * row of its table), and how many match in all. Each table gives at most the first
     * skip + limit of its own rows in that order, which is all the merged page can need.
     */
    async list(filters: AuditFilters, skip: number, limit: number): Promise<{ rows: AuditEntryRow[]; count: number }> {
      const branches = branchesFor(filters);
      if (branches.length === 0) return { rows: [], count: 0 };
      const enough = Math.min(skip + limit, Number.MAX_SAFE_INTEGER);
      const [first, ...rest] = branches.map((each, index) => db.selectFrom(each.rows.limit(enough).as(`b${index}`)).selectAll());
      const union = rest.reduce((all, next) => all.unionAll(next), first!);
      const [rows, counts] = await Promise.all([
        db
          .selectFrom(union.as('entries'))
          .selectAll()
          .orderBy('at', 'desc')
          .orderBy('source', 'asc')
          .orderBy('seq', 'desc')
          .limit(limit)
          .offset(skip)
          .execute(),
        Promise.all(branches.map((each) => each.count())),
      ]);
      return {
        rows: rows.map((row) => ({ ...row, seq: Number(row.seq) })),
        count: counts.reduce((sum, count) => sum + count, 0),
      };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;

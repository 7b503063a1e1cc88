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
  /** A part of the target, whatever its case ('task:1' finds task:1 and task:12); 'module:<part>' also finds the releases of the modules so named. */
  target?: string;
  /** Stored timestamps: at or after `since`, before `until`. */
  since: string;
  until?: string;
}

/** Where a read in the list's order resumes: after this entry. */
export type AuditCursor = Pick<AuditEntryRow, 'at' | 'source' | 'seq'>;

/** LIKE pattern for a substring, its wildcards taken literally (escaped with a backslash). */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Whether the text of `value` (a column's name, or an expression) holds `text`, whatever its case; LIKE's wildcards in `text` match themselves. */
const containsIgnoringCase = (value: string | Expression<string>, text: string): Expression<SqlBool> =>
  sql<SqlBool>`lower(${typeof value === 'string' ? sql.ref(value) : value}) like ${containsPattern(text)} escape '\\'`;

/** What a kind filter asks of a source whose kinds are `<family>.<action>`: every action, one action, or nothing. */
function actionOf(kind: string | undefined, family: string): { all: true } | { action: string } | null {
  if (kind === undefined) return { all: true };
  if (!kind.includes('.')) return kind === family ? { all: true } : null;
  return kind.startsWith(`${family}.`) ? { action: kind.slice(family.length + 1) } : null;
}

/** How the lists name a template's and a release's target, built from their own columns. */
const TEMPLATE_TARGET = sql<string>`${sql.lit('template:')} || cast(template_id as varchar(20))`;
const RELEASE_TARGET = sql<string>`${sql.lit('release:')} || package || ${sql.lit('@')} || release_id`;

/**
 * The rows of a source's table that come after `cursor` in the list's order (newest first; at one
 * time by source, then the newest row): an earlier time, or the same time and a later place.
 */
function afterCursor<Q extends SelectQueryBuilder<AuditDatabase, any, object>>(
  query: Q,
  source: AuditSource,
  at: string,
  cursor: AuditCursor | undefined,
): Q {
  if (!cursor) return query;
  if (source < cursor.source) return query.where(sql.ref(at), '<', cursor.at) as Q;
  if (source > cursor.source) return query.where(sql.ref(at), '<=', cursor.at) as Q;
  return query.where((eb) =>
    eb.or([eb(sql.ref(at), '<', cursor.at), eb.and([eb(sql.ref(at), '=', cursor.at), eb(sql.ref('id'), '<', cursor.seq)])]),
  ) as Q;
}

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
  function auditBranch(filters: AuditFilters, cursor?: AuditCursor) {
    let query = db
      .selectFrom('audit_log')
      .select([sql.lit('audit').as('source'), 'id as seq', 'at', 'actor', 'kind', 'target', 'summary'])
      .where('at', '>=', filters.since);
    if (filters.until) query = query.where('at', '<', filters.until);
    if (filters.person) query = query.where(containsIgnoringCase('actor', filters.person));
    if (filters.kind?.includes('.')) query = query.where('kind', '=', filters.kind);
    // A family is the range of kinds from 'family.' up to 'family/' ('/' follows '.'): an index range on both databases.
    else if (filters.kind) query = query.where('kind', '>=', `${filters.kind}.`).where('kind', '<', `${filters.kind}/`);
    if (filters.target) query = query.where(containsIgnoringCase('target', filters.target));
    return branch(afterCursor(query, 'audit', 'at', cursor).orderBy('at', 'desc').orderBy('id', 'desc'), query.clearSelect());
  }

  function templateBranch(filters: AuditFilters, cursor?: AuditCursor) {
    const kind = actionOf(filters.kind, 'template');
    if (!kind) return null;
    let query = db
      .selectFrom('video_template_history')
      .select([
        sql.lit('template_history').as('source'),
        'id as seq',
        'created_at as at',
        'actor_email as actor',
        sql<string>`${sql.lit('template.')} || action`.as('kind'),
        TEMPLATE_TARGET.as('target'),
        'changes as summary',
      ])
      .where('created_at', '>=', filters.since);
    if (filters.until) query = query.where('created_at', '<', filters.until);
    if (filters.person) query = query.where(containsIgnoringCase('actor_email', filters.person));
    if ('action' in kind) query = query.where('action', '=', kind.action);
    if (filters.target) query = query.where(containsIgnoringCase(TEMPLATE_TARGET, filters.target));
    return branch(
      afterCursor(query, 'template_history', 'created_at', cursor).orderBy('created_at', 'desc').orderBy('id', 'desc'),
      query.clearSelect(),
    );
  }

  function releaseBranch(filters: AuditFilters, cursor?: AuditCursor) {
    const kind = actionOf(filters.kind, 'release');
    if (!kind) return null;
    let query = db
      .selectFrom('release_events')
      .select([
        sql.lit('release').as('source'),
        'id as seq',
        'at',
        'actor',
        sql<string>`${sql.lit('release.')} || action`.as('kind'),
        RELEASE_TARGET.as('target'),
        // Why, where the event says (a rollout's percentage, why it was aborted).
        'detail as summary',
      ])
      .where('at', '>=', filters.since);
    if (filters.until) query = query.where('at', '<', filters.until);
    if (filters.person) query = query.where(containsIgnoringCase('actor', filters.person));
    if ('action' in kind) query = query.where('action', '=', kind.action as 'publish');
    const target = filters.target;
    if (target) {
      // A module's entries ('module:remote-items') are read with its releases: the module's part finds them too.
      const module = /^module:(.+)$/i.exec(target)?.[1];
      query = query.where((eb) =>
        module
          ? eb.or([containsIgnoringCase(RELEASE_TARGET, target), containsIgnoringCase('package', module)])
          : containsIgnoringCase(RELEASE_TARGET, target),
      );
    }
    return branch(afterCursor(query, 'release', 'at', cursor).orderBy('at', 'desc').orderBy('id', 'desc'), query.clearSelect());
  }

  const branchesFor = (filters: AuditFilters, cursor?: AuditCursor): Branch[] =>
    [auditBranch(filters, cursor), templateBranch(filters, cursor), releaseBranch(filters, cursor)].filter((each) => each !== null);

  /** The branches' entries merged in the list's order: `limit` of them, after the first `skip`. */
  async function rows(branches: Branch[], skip: number, limit: number): Promise<AuditEntryRow[]> {
    const enough = Math.min(skip + limit, Number.MAX_SAFE_INTEGER);
    const [first, ...rest] = branches.map((each, index) => db.selectFrom(each.rows.limit(enough).as(`b${index}`)).selectAll());
    const union = rest.reduce((all, next) => all.unionAll(next), first!);
    const found = await db
      .selectFrom(union.as('entries'))
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('source', 'asc')
      .orderBy('seq', 'desc')
      .limit(limit)
      .offset(skip)
      .execute();
    return found.map((row) => ({ ...row, seq: Number(row.seq) }));
  }

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
      const [page, counts] = await Promise.all([rows(branches, skip, limit), Promise.all(branches.map((each) => each.count()))]);
      return { rows: page, count: counts.reduce((sum, count) => sum + count, 0) };
    },

    /**
     * Every entry matching the filters, in the list's order, `batchSize` at a time: each batch
     * resumes after the last entry of the one before (keyset), so a late batch costs what the
     * first does and an export of any size holds one batch at a time.
     */
    async *inBatches(filters: AuditFilters, batchSize = 1000): AsyncGenerator<AuditEntryRow[]> {
      let cursor: AuditCursor | undefined;
      for (;;) {
        const branches = branchesFor(filters, cursor);
        if (branches.length === 0) return;
        const batch = await rows(branches, 0, batchSize);
        if (batch.length > 0) yield batch;
        if (batch.length < batchSize) return;
        const last = batch[batch.length - 1]!;
        cursor = { at: last.at, source: last.source, seq: last.seq };
      }
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;

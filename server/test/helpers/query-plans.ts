import {
  CompiledQuery,
  createQueryId,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { createItemsRepository } from '../../src/modules/items/items.repository.js';
import { createVideoTasksRepository, type TaskFilters, type TaskSort } from '../../src/modules/video-tasks/video-tasks.repository.js';
import type { Dialect } from '../../src/modules/video-media/repository-context.js';
import {
  createVideoTemplatesRepository,
  type TemplateFilters,
  type TemplateSort,
} from '../../src/modules/video-templates/video-templates.repository.js';
import type { Database } from '../../src/db/types.js';

// The query plans behind the list and summary calls of the back office, the items list and the
// video worker's claim of due tasks:
// used by a test (test/db/query-plans.test.ts) and by the bench (`npm run bench -- server`) to
// show that no call reads a whole big table. The queries are the repositories' own, captured as
// they run (without the count cache, so every count and aggregate is seen too).

/** Tables that grow without bound; a plan may never read one of them whole. */
export const BIG_TABLES = ['video_templates', 'video_tasks', 'video_template_history', 'items', 'users'];

export interface PlanSample {
  nameNeedle: string;
  topTitleNeedle: string;
  templateId: number;
  taskId: number;
  taskTemplateId: number;
  originalTemplateId: number;
  userId: number;
  /** A user with items (the items list is a user's own). */
  itemsOwnerId?: string;
}

export interface CallPlans {
  call: string;
  queries: number;
  /** One line per query: its plan, shortened. */
  plans: string[];
  /** What reads a whole big table on a request (empty: nothing does). */
  fullScans: string[];
  /**
   * Whole tables or whole indexes of templates or tasks read by a count (a capped count of a
   * search or an id filter; the screens' other counts come from the counter tables the database
   * keeps and read no big table at all).
   */
  cachedFullReads: string[];
  summary: string;
}

class CaptureQueries implements KyselyPlugin {
  readonly nodes: RootOperationNode[] = [];
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.nodes.push(args.node);
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

type Repositories = {
  templates: ReturnType<typeof createVideoTemplatesRepository>;
  tasks: ReturnType<typeof createVideoTasksRepository>;
  items: ReturnType<typeof createItemsRepository>;
};

const DEFAULT_SORT: TaskSort = { by: 'created_at', order: 'desc' };
// Later than any task's next attempt, so every due task qualifies (the plan must not depend on the clock).
const WORKER_NOW = '9999-12-31T23:59:59.999Z';

/** The calls, as the routes make them (page size 10 in the back office, 5 for items). */
export function backendCalls(sample: PlanSample): [string, (repos: Repositories) => Promise<unknown>][] {
  const templates =
    (filters: TemplateFilters, skip = 0, sort?: TemplateSort) =>
    (repos: Repositories) =>
      repos.templates.list(filters, skip, 10, sort);
  const tasks =
    (filters: TaskFilters, sort = DEFAULT_SORT, skip = 0) =>
    (repos: Repositories) =>
      repos.tasks.list(filters, sort, skip, 10);
  return [
    ['templates: list', templates({})],
    ['templates: template_status', templates({ template_status: '已上架' })],
    ['templates: template_sub_status', templates({ template_sub_status: '已下架' })],
    ['templates: template_platform', templates({ template_platform: 'jimeng' })],
    ['templates: template_name search', templates({ template_name: sample.nameNeedle })],
    ['templates: template_top_title search', templates({ template_top_title: sample.topTitleNeedle })],
    ['templates: template_id', templates({ template_id: sample.templateId })],
    ['templates: page 50', templates({}, 490)],
    [
      'templates: last page',
      async (repos) => {
        const { count } = await repos.templates.total({});
        return repos.templates.list({}, Math.max(0, count - 10), 10);
      },
    ],
    // The tabs' badges and the dashboard's template figures.
    ['templates: counts by status', (repos) => repos.templates.countByStatus()],
    // Each sort the list offers, alone and with the filters indexed for it (SORTED_CALLS).
    ['templates: sort created_at desc', templates({}, 0, { by: 'created_at', order: 'desc' })],
    ['templates: sort template_id asc', templates({}, 0, { by: 'template_id', order: 'asc' })],
    ['templates: sort template_status asc', templates({}, 0, { by: 'template_status', order: 'asc' })],
    ['templates: sort template_platform desc', templates({}, 0, { by: 'template_platform', order: 'desc' })],
    ['templates: template_status, sort created_at asc', templates({ template_status: '待补全' }, 0, { by: 'created_at', order: 'asc' })],
    [
      'templates: template_status, sort template_id desc',
      templates({ template_status: '已上架' }, 0, { by: 'template_id', order: 'desc' }),
    ],
    [
      'templates: template_status, sort template_status asc',
      templates({ template_status: '已生成' }, 0, { by: 'template_status', order: 'asc' }),
    ],
    [
      'templates: template_status, sort template_platform asc',
      templates({ template_status: '已上架' }, 0, { by: 'template_platform', order: 'asc' }),
    ],
    [
      'templates: template_platform, sort template_id asc',
      templates({ template_platform: 'keling' }, 0, { by: 'template_id', order: 'asc' }),
    ],
    [
      'templates: template_platform, sort template_platform desc',
      templates({ template_platform: 'minimax' }, 0, { by: 'template_platform', order: 'desc' }),
    ],
    ['templates: sort template_status desc, page 50', templates({}, 490, { by: 'template_status', order: 'desc' })],
    ['tasks: list', tasks({})],
    ['tasks: task_id', tasks({ task_id: sample.taskId })],
    ['tasks: template_id', tasks({ template_id: sample.taskTemplateId })],
    ['tasks: original_template_id', tasks({ original_template_id: sample.originalTemplateId })],
    ['tasks: user_id', tasks({ user_id: sample.userId })],
    ['tasks: platform', tasks({ platform: 'minimax' })],
    ['tasks: task_status', tasks({ task_status: 4 })],
    ['tasks: task_status + platform', tasks({ task_status: 4, platform: 'keling' })],
    ['tasks: is_read', tasks({ is_read: false })],
    ['tasks: created_after', tasks({ created_after: '2026-01-10T00:00:00.000Z' })],
    ['tasks: sort updated_at asc', tasks({}, { by: 'updated_at', order: 'asc' })],
    ['tasks: sort task_id desc', tasks({}, { by: 'task_id', order: 'desc' })],
    ['tasks: page 50', tasks({}, DEFAULT_SORT, 490)],
    // The last page is read from the end, in the reverse order: it costs what the first does.
    [
      'tasks: last page',
      async (repos) => {
        const { count } = await repos.tasks.total({});
        return repos.tasks.list({}, DEFAULT_SORT, Math.max(0, count - 10), 10);
      },
    ],
    ['tasks: sort template_id asc', tasks({}, { by: 'template_id', order: 'asc' })],
    ['tasks: sort task_status desc', tasks({}, { by: 'task_status', order: 'desc' })],
    ['tasks: sort platform asc', tasks({}, { by: 'platform', order: 'asc' })],
    ['tasks: task_status, sort task_id asc', tasks({ task_status: 3 }, { by: 'task_id', order: 'asc' })],
    ['tasks: task_status, sort task_status desc', tasks({ task_status: 4 }, { by: 'task_status', order: 'desc' })],
    ['tasks: task_status, sort updated_at desc', tasks({ task_status: 3 }, { by: 'updated_at', order: 'desc' })],
    ['tasks: template_id, sort template_id asc', tasks({ template_id: sample.taskTemplateId }, { by: 'template_id', order: 'asc' })],
    ['tasks: template_id, sort task_id desc', tasks({ template_id: sample.taskTemplateId }, { by: 'task_id', order: 'desc' })],
    ['tasks: platform, sort platform asc', tasks({ platform: 'jimeng' }, { by: 'platform', order: 'asc' })],
    ['tasks: platform, sort task_id desc', tasks({ platform: 'keling' }, { by: 'task_id', order: 'desc' })],
    ['tasks: sort platform desc, page 50', tasks({}, { by: 'platform', order: 'desc' }, 490)],
    ['tasks: stats/summary', (repos) => repos.tasks.stats()],
    ['tasks: stats/summary, platform', (repos) => repos.tasks.stats({ platform: 'minimax' })],
    ['tasks: stats/summary, user_id', (repos) => repos.tasks.stats({ user_id: sample.userId })],
    ['tasks: stats/summary, created_after', (repos) => repos.tasks.stats({ created_after: '2026-01-10T06:00:00.000Z' })],
    // The dashboard's tasks of the last 7 days.
    ['dashboard: tasks created by day', (repos) => repos.tasks.createdSince('2026-01-08T00:00:00.000Z')],
    // Not a call, but it runs at every tick of the video worker, between the requests.
    ['worker: claim due tasks (each tick)', (repos) => repos.tasks.claimDue('query-plan-check', WORKER_NOW, WORKER_NOW, 5)],
    ['items: list (own)', (repos) => repos.items.list(sample.itemsOwnerId ?? '00000000-0000-4000-8000-000000000000', 0, 5)],
  ];
}

const scanTarget = new RegExp(`^SCAN (${BIG_TABLES.join('|')})\\b`);

/** SQLite: EXPLAIN QUERY PLAN lines; a bare "SCAN <table>" reads the whole table. */
async function explainSqlite(db: Kysely<Database>, query: CompiledQuery) {
  const { rows } = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]));
  const lines = rows.map((row) => row.detail);
  // A bare SCAN is also how SQLite walks a table in the order of its integer key: ordered by
  // that key, with a LIMIT and no sorting step, it stops after the page.
  const keyOrderWalk =
    /\border by "(task_id|template_id)" (asc|desc)\b.*\blimit\b/i.test(query.sql) &&
    !lines.some((line) => line.includes('TEMP B-TREE FOR ORDER BY'));
  // A page that sorts every matching row (no index gives its order) reads the whole range of its
  // filter, for a common status most of the table. Only rows an IN list has already narrowed may
  // be sorted: the matches of a substring search (the trigram index), the keys of a later page
  // (whose own query, explained too, must be ordered by an index).
  const search = lines.some((line) => line.includes('VIRTUAL TABLE INDEX') || line.startsWith('LIST SUBQUERY'));
  const isPage = /\blimit\b/i.test(query.sql) && !/\bcount\(\*\)/i.test(query.sql);
  const sorts =
    isPage && !search ? lines.filter((line) => /TEMP B-TREE FOR ORDER BY/.test(line)).map((line) => `${line} (every matching row)`) : [];
  return {
    plan: lines.join('; '),
    fullScans: [
      ...sorts,
      ...lines.filter((line) => scanTarget.test(line) && !/USING (COVERING )?INDEX|USING INTEGER PRIMARY KEY/.test(line) && !keyOrderWalk),
    ],
    fullIndexScans: lines.filter((line) => scanTarget.test(line) && /USING COVERING INDEX/.test(line)),
  };
}

/** PostgreSQL: the most rows (as estimated) a page may sort instead of reading them in order from an index. */
const PG_SORTED_ROWS_AT_MOST = 1000;

interface PgPlanNode {
  'Node Type': string;
  'Plan Rows'?: number;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PgPlanNode[];
}

/** PostgreSQL: EXPLAIN's tree; a Seq Scan of a big table reads it whole. */
async function explainPostgres(db: Kysely<Database>, query: CompiledQuery) {
  const { rows } = await db.executeQuery<{ 'QUERY PLAN': [{ Plan: PgPlanNode }] }>(
    CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
  );
  const nodes: string[] = [];
  const fullScans: string[] = [];
  const fullIndexScans: string[] = [];
  // A page that sorts its matching rows (no index gives its order) reads the whole range of its
  // filter. Sorting a few rows is fine: those a selective filter or a later page's key list found.
  const isPage = /\blimit\b/i.test(query.sql) && !/\bcount\(\*\)/i.test(query.sql);
  const walk = (node: PgPlanNode) => {
    const on = node['Relation Name'] ?? '';
    nodes.push(
      node['Index Name'] ? `${node['Node Type']} using ${node['Index Name']}` : on ? `${node['Node Type']} on ${on}` : node['Node Type'],
    );
    if (node['Node Type'].endsWith('Seq Scan') && BIG_TABLES.includes(on)) fullScans.push(`${node['Node Type']} on ${on}`);
    if (isPage && node['Node Type'] === 'Sort' && (node['Plan Rows'] ?? 0) > PG_SORTED_ROWS_AT_MOST)
      fullScans.push(`Sort of ${node['Plan Rows']} rows (every matching row)`);
    if (node['Node Type'] === 'Index Only Scan' && !node['Index Cond'] && BIG_TABLES.includes(on))
      fullIndexScans.push(`Index Only Scan using ${node['Index Name']}`);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(rows[0]!['QUERY PLAN'][0].Plan);
  return { plan: nodes.join(' > '), fullScans, fullIndexScans };
}

/** The plan of one query, and what in it reads a whole big table or a whole index of one. */
export function explainQuery(
  db: Kysely<Database>,
  dialect: Dialect,
  query: CompiledQuery,
): Promise<{ plan: string; fullScans: string[]; fullIndexScans: string[] }> {
  return dialect === 'postgres' ? explainPostgres(db, query) : explainSqlite(db, query);
}

/**
 * Runs every call once through repositories over `db` (no count cache), capturing its queries,
 * and explains each. `db` should hold realistic data (planners choose by table statistics).
 */
export async function checkBackendQueryPlans(db: Kysely<Database>, dialect: Dialect, sample: PlanSample): Promise<CallPlans[]> {
  const report: CallPlans[] = [];
  for (const [call, run] of backendCalls(sample)) {
    const capture = new CaptureQueries();
    const captured = db.withPlugin(capture);
    await run({
      templates: createVideoTemplatesRepository(captured, dialect),
      tasks: createVideoTasksRepository(captured, dialect),
      items: createItemsRepository(captured),
    });
    const entry: CallPlans = { call, queries: capture.nodes.length, plans: [], fullScans: [], cachedFullReads: [], summary: '' };
    for (const node of capture.nodes) {
      const query = db.getExecutor().compileQuery(node, createQueryId());
      const explained = await explainQuery(db, dialect, query);
      entry.plans.push(explained.plan);
      // Templates and tasks count only through the count cache (list totals, the summary).
      if (/\bcount\(\*\)/i.test(query.sql) && /\bfrom "video_(templates|tasks)"/.test(query.sql))
        entry.cachedFullReads.push(...explained.fullScans, ...explained.fullIndexScans);
      else entry.fullScans.push(...explained.fullScans);
    }
    entry.summary = entry.plans.join(' | ');
    report.push(entry);
  }
  return report;
}

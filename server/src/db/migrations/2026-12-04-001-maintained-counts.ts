import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Counts the screens show, kept by the database itself in the same transaction as every write to
// the two tables (docs/decisions/0031-maintained-counts.md):
//
// - video_task_counts: tasks by status, platform and read flag (the summary cards, the platform
//   distribution, the list's total under those filters);
// - video_task_day_counts: the same by the UTC day a task was created (the dashboard's days, the
//   list and summary from a created_after);
// - video_template_counts: templates by status, sub-status and platform ('' for none): the tabs'
//   badges, the dashboard, the list's total under those filters.
//
// A count is the sum of n over the rows of its key. SQLite (one writer at a time) keeps one row per
// key, moved by row triggers. PostgreSQL appends delta rows from statement triggers (one row per
// key a statement changed, from its transition tables): writers never wait on each other for a
// counter row, and two transactions cannot deadlock on them; the repository folds the deltas
// together from time to time (see counter-folding.ts). Both fill the tables from the rows already
// there, in the migration's transaction, after the triggers exist.

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

const TASK_KEY = ['task_status', 'platform', 'is_read'];
const TEMPLATE_KEY = ['template_status', 'template_sub_status', 'template_platform'];

async function createTables(db: Kysely<any>, postgres: boolean): Promise<void> {
  const keyed = (table: string, columns: string[]) =>
    postgres
      ? sql`create index ${sql.id(`${table}_key_idx`)} on ${sql.id(table)} (${sql.join(columns.map((column) => sql.id(column)))})`
      : sql`create unique index ${sql.id(`${table}_key_idx`)} on ${sql.id(table)} (${sql.join(columns.map((column) => sql.id(column)))})`;

  await db.schema
    .createTable('video_task_counts')
    .addColumn('task_status', 'integer', (col) => col.notNull())
    .addColumn('platform', 'varchar(16)', (col) => col.notNull())
    .addColumn('is_read', 'boolean', (col) => col.notNull())
    .addColumn('n', 'bigint', (col) => col.notNull())
    .execute();
  await keyed('video_task_counts', TASK_KEY).execute(db);

  await db.schema
    .createTable('video_task_day_counts')
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('task_status', 'integer', (col) => col.notNull())
    .addColumn('platform', 'varchar(16)', (col) => col.notNull())
    .addColumn('is_read', 'boolean', (col) => col.notNull())
    .addColumn('n', 'bigint', (col) => col.notNull())
    .execute();
  await keyed('video_task_day_counts', ['day', ...TASK_KEY]).execute(db);

  await db.schema
    .createTable('video_template_counts')
    .addColumn('template_status', 'varchar(16)', (col) => col.notNull())
    .addColumn('template_sub_status', 'varchar(32)', (col) => col.notNull())
    .addColumn('template_platform', 'varchar(16)', (col) => col.notNull())
    .addColumn('n', 'bigint', (col) => col.notNull())
    .execute();
  await keyed('video_template_counts', TEMPLATE_KEY).execute(db);
}

/** PostgreSQL: statement triggers appending one delta row per key a statement changed. */
async function postgresTriggers(db: Kysely<any>): Promise<void> {
  // `set search_path from current`: the function finds the counter tables of the schema it was
  // made in, whichever search path the writing session has (a loader, a script, psql).
  await sql`create function video_tasks_counted() returns trigger language plpgsql set search_path from current as $$
    begin
      if tg_op = 'INSERT' then
        insert into video_task_counts (task_status, platform, is_read, n)
          select task_status, platform, is_read, count(*) from new_rows group by 1, 2, 3;
        insert into video_task_day_counts (day, task_status, platform, is_read, n)
          select substr(created_at, 1, 10), task_status, platform, is_read, count(*) from new_rows group by 1, 2, 3, 4;
      elsif tg_op = 'DELETE' then
        insert into video_task_counts (task_status, platform, is_read, n)
          select task_status, platform, is_read, -count(*) from old_rows group by 1, 2, 3;
        insert into video_task_day_counts (day, task_status, platform, is_read, n)
          select substr(created_at, 1, 10), task_status, platform, is_read, -count(*) from old_rows group by 1, 2, 3, 4;
      else
        -- Most updates (the worker's leases, a video URL) move no key: nothing is written then.
        insert into video_task_day_counts (day, task_status, platform, is_read, n)
          select day, task_status, platform, is_read, sum(n) from (
            select substr(created_at, 1, 10) as day, task_status, platform, is_read, -1 as n from old_rows
            union all
            select substr(created_at, 1, 10), task_status, platform, is_read, 1 from new_rows
          ) moved group by 1, 2, 3, 4 having sum(n) <> 0;
        insert into video_task_counts (task_status, platform, is_read, n)
          select task_status, platform, is_read, sum(n) from (
            select task_status, platform, is_read, -1 as n from old_rows
            union all
            select task_status, platform, is_read, 1 from new_rows
          ) moved group by 1, 2, 3 having sum(n) <> 0;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create function video_templates_counted() returns trigger language plpgsql set search_path from current as $$
    begin
      if tg_op = 'INSERT' then
        insert into video_template_counts (template_status, template_sub_status, template_platform, n)
          select template_status, template_sub_status, coalesce(template_platform, ''), count(*) from new_rows group by 1, 2, 3;
      elsif tg_op = 'DELETE' then
        insert into video_template_counts (template_status, template_sub_status, template_platform, n)
          select template_status, template_sub_status, coalesce(template_platform, ''), -count(*) from old_rows group by 1, 2, 3;
      else
        insert into video_template_counts (template_status, template_sub_status, template_platform, n)
          select template_status, template_sub_status, template_platform, sum(n) from (
            select template_status, template_sub_status, coalesce(template_platform, '') as template_platform, -1 as n from old_rows
            union all
            select template_status, template_sub_status, coalesce(template_platform, ''), 1 from new_rows
          ) moved group by 1, 2, 3 having sum(n) <> 0;
      end if;
      return null;
    end $$`.execute(db);
  // A TRUNCATE fires no row or statement trigger of DELETE: it empties the counts itself.
  await sql`create function video_counts_truncated() returns trigger language plpgsql set search_path from current as $$
    begin
      if tg_table_name = 'video_tasks' then
        delete from video_task_counts;
        delete from video_task_day_counts;
      else
        delete from video_template_counts;
      end if;
      return null;
    end $$`.execute(db);

  for (const [table, fn] of [
    ['video_tasks', 'video_tasks_counted'],
    ['video_templates', 'video_templates_counted'],
  ] as const) {
    const t = sql.id(table);
    const f = sql.id(fn);
    await sql`create trigger ${sql.id(`${table}_counted_insert`)} after insert on ${t} referencing new table as new_rows for each statement execute function ${f}()`.execute(
      db,
    );
    await sql`create trigger ${sql.id(`${table}_counted_update`)} after update on ${t} referencing old table as old_rows new table as new_rows for each statement execute function ${f}()`.execute(
      db,
    );
    await sql`create trigger ${sql.id(`${table}_counted_delete`)} after delete on ${t} referencing old table as old_rows for each statement execute function ${f}()`.execute(
      db,
    );
    await sql`create trigger ${sql.id(`${table}_counted_truncate`)} after truncate on ${t} for each statement execute function video_counts_truncated()`.execute(
      db,
    );
  }
}

/** SQLite: row triggers moving one row per key (the upsert adds to it). */
async function sqliteTriggers(db: Kysely<any>): Promise<void> {
  const taskRow = (row: 'new' | 'old', n: 1 | -1) => `
    insert into video_task_counts (task_status, platform, is_read, n) values (${row}.task_status, ${row}.platform, ${row}.is_read, ${n})
      on conflict (task_status, platform, is_read) do update set n = n + excluded.n;
    insert into video_task_day_counts (day, task_status, platform, is_read, n)
      values (substr(${row}.created_at, 1, 10), ${row}.task_status, ${row}.platform, ${row}.is_read, ${n})
      on conflict (day, task_status, platform, is_read) do update set n = n + excluded.n;`;
  const templateRow = (row: 'new' | 'old', n: 1 | -1) => `
    insert into video_template_counts (template_status, template_sub_status, template_platform, n)
      values (${row}.template_status, ${row}.template_sub_status, coalesce(${row}.template_platform, ''), ${n})
      on conflict (template_status, template_sub_status, template_platform) do update set n = n + excluded.n;`;

  const statements = [
    `create trigger video_tasks_counted_insert after insert on video_tasks begin ${taskRow('new', 1)} end`,
    `create trigger video_tasks_counted_delete after delete on video_tasks begin ${taskRow('old', -1)} end`,
    `create trigger video_tasks_counted_update after update of task_status, platform, is_read, created_at on video_tasks
      when old.task_status is not new.task_status or old.platform is not new.platform or old.is_read is not new.is_read
        or substr(old.created_at, 1, 10) is not substr(new.created_at, 1, 10)
      begin ${taskRow('old', -1)} ${taskRow('new', 1)} end`,
    `create trigger video_templates_counted_insert after insert on video_templates begin ${templateRow('new', 1)} end`,
    `create trigger video_templates_counted_delete after delete on video_templates begin ${templateRow('old', -1)} end`,
    `create trigger video_templates_counted_update after update of template_status, template_sub_status, template_platform on video_templates
      when old.template_status is not new.template_status or old.template_sub_status is not new.template_sub_status
        or old.template_platform is not new.template_platform
      begin ${templateRow('old', -1)} ${templateRow('new', 1)} end`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** The counts of the rows already there (the triggers count every row written from now on). */
async function fill(db: Kysely<any>): Promise<void> {
  await sql`insert into video_task_counts (task_status, platform, is_read, n)
    select task_status, platform, is_read, count(*) from video_tasks group by task_status, platform, is_read`.execute(db);
  await sql`insert into video_task_day_counts (day, task_status, platform, is_read, n)
    select substr(created_at, 1, 10), task_status, platform, is_read, count(*) from video_tasks
    group by substr(created_at, 1, 10), task_status, platform, is_read`.execute(db);
  await sql`insert into video_template_counts (template_status, template_sub_status, template_platform, n)
    select template_status, template_sub_status, coalesce(template_platform, ''), count(*) from video_templates
    group by template_status, template_sub_status, coalesce(template_platform, '')`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  if (postgres) {
    // Writers wait for the migration's commit, so no row is written between the fill and the triggers.
    await sql`lock table video_tasks, video_templates in share row exclusive mode`.execute(db);
  }
  await createTables(db, postgres);
  if (postgres) await postgresTriggers(db);
  else await sqliteTriggers(db);
  await fill(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of ['video_tasks', 'video_templates']) {
      for (const op of ['insert', 'update', 'delete', 'truncate']) {
        await sql`drop trigger if exists ${sql.id(`${table}_counted_${op}`)} on ${sql.id(table)}`.execute(db);
      }
    }
    await sql`drop function if exists video_tasks_counted()`.execute(db);
    await sql`drop function if exists video_templates_counted()`.execute(db);
    await sql`drop function if exists video_counts_truncated()`.execute(db);
  } else {
    for (const table of ['video_tasks', 'video_templates']) {
      for (const op of ['insert', 'update', 'delete']) await sql.raw(`drop trigger if exists ${table}_counted_${op}`).execute(db);
    }
  }
  await db.schema.dropTable('video_template_counts').execute();
  await db.schema.dropTable('video_task_day_counts').execute();
  await db.schema.dropTable('video_task_counts').execute();
}

import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { Dialect } from '../../db/dialect.js';

/**
 * Sets every counter table to the counts of the rows there now, in one transaction: a repair, or
 * the end of a load made with the triggers disabled. PostgreSQL: the two tables are locked
 * against writes meanwhile (reads go on); SQLite runs one writer at a time anyway.
 */
export async function recountAll(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') await sql`lock table video_tasks, video_templates in share mode`.execute(trx);
    await sql`delete from video_task_counts`.execute(trx);
    await sql`delete from video_task_day_counts`.execute(trx);
    await sql`delete from video_template_counts`.execute(trx);
    await sql`insert into video_task_counts (task_status, platform, is_read, n)
      select task_status, platform, is_read, count(*) from video_tasks group by task_status, platform, is_read`.execute(trx);
    await sql`insert into video_task_day_counts (day, task_status, platform, is_read, n)
      select substr(created_at, 1, 10), task_status, platform, is_read, count(*) from video_tasks
      group by substr(created_at, 1, 10), task_status, platform, is_read`.execute(trx);
    await sql`insert into video_template_counts (template_status, template_sub_status, template_platform, n)
      select template_status, template_sub_status, coalesce(template_platform, ''), count(*) from video_templates
      group by template_status, template_sub_status, coalesce(template_platform, '')`.execute(trx);
  });
}

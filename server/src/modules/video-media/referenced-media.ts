import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { TASK_MEDIA_COLUMNS, TEMPLATE_MEDIA_COLUMNS } from './media-columns.js';

/**
 * Of `urls`, those some template or task still points at: the same URL, or it followed by a
 * query or fragment (`/media/a.png?v=2` is the file `/media/a.png` too). One pass over each
 * table, however many URLs are asked about.
 */
export async function referencedMedia(db: Kysely<Database>, urls: string[]): Promise<Set<string>> {
  const wanted = [...new Set(urls)];
  const referenced = new Set<string>();
  if (wanted.length === 0) return referenced;
  const byLength = new Map<number, string[]>();
  for (const url of wanted) byLength.set(url.length + 1, [...(byLength.get(url.length + 1) ?? []), `${url}?`, `${url}#`]);
  // Written with sql.ref and substr so both databases read it alike; no index serves it.
  const pointsAtOne = <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, columns: readonly string[]) =>
    eb.or(
      columns.flatMap((column) => [
        eb(sql.ref(column), 'in', wanted),
        ...[...byLength].map(([length, prefixes]) => eb(sql`substr(${sql.ref(column)}, 1, ${length})`, 'in', prefixes)),
      ]),
    );
  const collect = (rows: Record<string, unknown>[]) => {
    for (const row of rows) {
      for (const value of Object.values(row)) {
        if (typeof value !== 'string') continue;
        const url = wanted.find(
          (candidate) => value === candidate || value.startsWith(`${candidate}?`) || value.startsWith(`${candidate}#`),
        );
        if (url !== undefined) referenced.add(url);
      }
    }
  };
  collect(
    await db
      .selectFrom('video_templates')
      .select([...TEMPLATE_MEDIA_COLUMNS])
      .where((eb) => pointsAtOne(eb, TEMPLATE_MEDIA_COLUMNS))
      .execute(),
  );
  collect(
    await db
      .selectFrom('video_tasks')
      .select([...TASK_MEDIA_COLUMNS])
      .where((eb) => pointsAtOne(eb, TASK_MEDIA_COLUMNS))
      .execute(),
  );
  return referenced;
}

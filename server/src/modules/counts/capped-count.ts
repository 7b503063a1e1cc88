import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/types.js';

/**
 * A list's total that the counters cannot give (a name search, an id filter) is counted, exactly,
 * up to this many rows; past it the list says so (count_exact false) and reports this many. Counting
 * costs a read of every row counted, so this bounds a call's cost however many rows match.
 */
export const EXACT_COUNT_LIMIT = 10_000;

/** A list's total and whether it is exact (false: at least that many match). */
export interface ListTotal {
  count: number;
  exact: boolean;
}

/** How many rows `query` (selecting anything from the filtered table) gives, counted up to EXACT_COUNT_LIMIT. */
export async function cappedCount<DB, TB extends keyof DB, O>(
  db: Kysely<Database>,
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<ListTotal> {
  const limited = query
    .clearSelect()
    .select(sql<number>`1`.as('one'))
    .limit(EXACT_COUNT_LIMIT + 1);
  const row = await db
    .selectFrom(limited.as('matching'))
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  return count > EXACT_COUNT_LIMIT ? { count: EXACT_COUNT_LIMIT, exact: false } : { count, exact: true };
}

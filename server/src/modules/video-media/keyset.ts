import { sql, type RawBuilder } from 'kysely';
import { validationFailed } from '../../lib/http-errors.js';
import type { Dialect } from './repository-context.js';

/**
 * Keyset pages: a list sorted by (column, id), both the same way, continues after a row by
 * comparing the pair as a row value, `(column, id) < (key, id)`, which both databases read as a
 * seek into the (…, column, id) index: a page after any row costs what the first page does.
 */
export interface SortKey {
  /** The sort column. */
  column: string;
  /** The table's integer key, the tie-breaker. */
  id: string;
  order: 'asc' | 'desc';
  /** Whether the column may be null (then nulls come first or last as the database sorts them). */
  nullable?: boolean;
}

/** Where a page starts: after this row's sort value and id. */
export interface After {
  value: string | number | null;
  id: number;
}

/**
 * The condition "comes after `after` in `key`'s order". A null sort value sorts as the database
 * puts nulls: PostgreSQL last going up and first going down, SQLite the other way.
 */
export function comesAfter(key: SortKey, after: After, dialect: Dialect): RawBuilder<boolean> {
  const op = sql.raw(key.order === 'asc' ? '>' : '<');
  const column = sql.ref(key.column);
  const id = sql.ref(key.id);
  const pairAfter = sql<boolean>`(${column}, ${id}) ${op} (${after.value}, ${after.id})`;
  if (!key.nullable) return pairAfter;
  const nullsFirst = (dialect === 'postgres') === (key.order === 'desc');
  if (after.value === null) {
    const nullsAfter = sql<boolean>`(${column} is null and ${id} ${op} ${after.id})`;
    return nullsFirst ? sql<boolean>`(${nullsAfter} or ${column} is not null)` : nullsAfter;
  }
  return nullsFirst ? sql<boolean>`(${column} is not null and ${pairAfter})` : sql<boolean>`(${pairAfter} or ${column} is null)`;
}

/**
 * A cursor names the row a page continues after, for one list order: [column, order, value, id]
 * as base64url JSON. Opaque to clients, who get it as next_cursor and send it back as cursor.
 */
export function encodeCursor(key: SortKey, after: After): string {
  return Buffer.from(JSON.stringify([key.column, key.order, after.value, after.id])).toString('base64url');
}

/** The row a cursor names, for the order asked now; a cursor that is not one, or is of another order, is a 422. */
export function decodeCursor(cursor: string, key: SortKey, valueType: 'string' | 'number'): After {
  const refuse = () => validationFailed(['query', 'cursor'], 'Input should be a next_cursor of this list in the same order', 'value_error');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw refuse();
  const [column, order, value, id] = parsed as unknown[];
  if (column !== key.column || order !== key.order) throw refuse();
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) throw refuse();
  const valueOk =
    (value === null && key.nullable === true) ||
    (valueType === 'number' ? typeof value === 'number' && Number.isSafeInteger(value) : typeof value === 'string' && value.length <= 255);
  if (!valueOk) throw refuse();
  return { value: value as After['value'], id };
}

/**
 * How a page at `skip` is read, given the list's total: from the start (skipping `skip` keys in
 * the order's index), or, past the middle, from the end in the reverse order (skipping what lies
 * after the page), so the last page costs what the first does. Null: the page is past the end.
 */
export function pagePlan(
  skip: number,
  limit: number,
  total: { count: number; exact: boolean },
): { reverse: false; skip: number; limit: number } | { reverse: true; skip: number; limit: number } | null {
  if (!total.exact) return { reverse: false, skip, limit };
  if (skip >= total.count) return null;
  const rows = Math.min(limit, total.count - skip);
  const fromEnd = total.count - skip - rows;
  return fromEnd < skip ? { reverse: true, skip: fromEnd, limit: rows } : { reverse: false, skip, limit };
}

/** How a list reads its rows: its total, a page at an offset in an order, a page after a cursor's row. */
export interface PageReads<Row, Sort extends { order: 'asc' | 'desc' }> {
  total: () => Promise<{ count: number; exact: boolean }>;
  pageAt: (sort: Sort, skip: number, limit: number) => Promise<Row[]>;
  pageAfter: (after: After, limit: number) => Promise<Row[]>;
}

/**
 * A list's page and total: after the cursor's row when there is one (a seek), else at `skip`, read
 * from whichever end is nearer (see pagePlan); and the row the next page starts after, when this
 * page is full.
 */
export async function readPage<Row, Sort extends { order: 'asc' | 'desc' }>(
  reads: PageReads<Row, Sort>,
  sort: Sort,
  skip: number,
  limit: number,
  after: After | undefined,
): Promise<{ rows: Row[]; total: { count: number; exact: boolean }; last: Row | undefined }> {
  let rows: Row[];
  let total: { count: number; exact: boolean };
  if (after) {
    [rows, total] = await Promise.all([reads.pageAfter(after, limit), reads.total()]);
  } else {
    total = await reads.total();
    const plan = pagePlan(skip, limit, total);
    if (!plan) rows = [];
    else if (!plan.reverse) rows = await reads.pageAt(sort, plan.skip, plan.limit);
    else rows = (await reads.pageAt({ ...sort, order: sort.order === 'asc' ? 'desc' : 'asc' }, plan.skip, plan.limit)).reverse();
  }
  return { rows, total, last: rows.length === limit ? rows[rows.length - 1] : undefined };
}

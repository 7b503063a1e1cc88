import { readdir } from 'node:fs/promises'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'

/**
 * Rows written so far on the app's SQLite connection: inserts, updates and deletes, including
 * those of triggers and of transactions rolled back. A request that leaves it unchanged wrote
 * nothing at all. (SQLite only: the app keeps one connection, so it sees every write.)
 */
export async function rowsWritten(app: FastifyInstance): Promise<number> {
  const { rows } = await sql<{ n: number }>`select total_changes() as n`.execute(app.db)
  return Number(rows[0]!.n)
}

/** Every file below a folder (none when it does not exist). */
export async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true })
    return entries.filter((entry) => entry.isFile()).map((entry) => `${entry.parentPath}/${entry.name}`)
  } catch {
    return []
  }
}

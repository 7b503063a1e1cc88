import type { ColumnType, SqlBool } from 'kysely'

/**
 * Booleans come back as true/false from PostgreSQL and as 1/0 from SQLite, so reads are SqlBool
 * and the repositories turn them into real booleans.
 */
type Flag = ColumnType<SqlBool, boolean, boolean>

/**
 * Timestamps are ISO 8601 UTC strings with milliseconds ("2026-11-22T08:15:00.123Z") made in
 * code. Stored as text they read back identically from both dialects, and their text order is
 * their time order, which the "newest first" lists rely on.
 */
type Timestamp = string

export interface UsersTable {
  id: string
  email: string
  hashed_password: string
  full_name: string | null
  is_active: Flag
  is_superuser: Flag
  created_at: Timestamp
  /** Reset tokens issued before this instant are refused (they are single-use). */
  password_changed_at: Timestamp
}

export interface ItemsTable {
  id: string
  title: string
  description: string | null
  owner_id: string
  created_at: Timestamp
}

export interface Database {
  users: UsersTable
  items: ItemsTable
}

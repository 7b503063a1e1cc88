import {
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  PostgresDialect,
  sql,
  type DatabaseIntrospector,
  type DatabaseMetadataOptions,
  type Kysely,
  type PostgresDialectConfig,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';

interface ColumnRow {
  schema: string;
  table: string;
  table_type: string;
  column: string | null;
  type: string | null;
  type_schema: string | null;
  not_null: boolean | null;
  has_default: boolean | null;
  auto_incrementing: boolean | null;
  column_description: string | null;
}

/**
 * Kysely's PostgreSQL dialect, with an introspector limited to the application's own schema
 * (DATABASE_SCHEMA, or the connection's current schema). Kysely's own introspector lists every schema of the database, and looks
 * each one up again by name while it does: in a database shared with others (other apps, preview
 * environments, tests running side by side), a schema dropped meanwhile fails the query with
 * "schema … does not exist". The migrator uses the introspector to find its bookkeeping tables,
 * so that failure stopped the server from starting. Only our schema is looked at here, by oid.
 */
export class OwnSchemaPostgresDialect extends PostgresDialect {
  constructor(
    private readonly schema: string | null,
    config: PostgresDialectConfig,
  ) {
    super(config);
  }

  override createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db, this.schema);
  }
}

class OwnSchemaIntrospector implements DatabaseIntrospector {
  constructor(
    private readonly db: Kysely<any>,
    private readonly schema: string | null,
  ) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{
      name: string;
    }>`select nspname as name from pg_catalog.pg_namespace where nspname = ${this.#schemaName()}`.execute(this.db);
    return rows;
  }

  async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select ns.nspname as schema, c.relname as table, c.relkind as table_type,
             a.attname as column, typ.typname as type, typns.nspname as type_schema,
             a.attnotnull as not_null, a.atthasdef as has_default,
             (a.attidentity <> '' or coalesce(pg_catalog.pg_get_expr(d.adbin, d.adrelid), '') like 'nextval(%') as auto_incrementing,
             pg_catalog.col_description(c.oid, a.attnum) as column_description
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
      left join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      left join pg_catalog.pg_type typ on typ.oid = a.atttypid
      left join pg_catalog.pg_namespace typns on typns.oid = typ.typnamespace
      left join pg_catalog.pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
      where ns.nspname = ${this.#schemaName()} and c.relkind in ('r', 'v', 'p')
      order by c.relname, a.attnum`.execute(this.db);
    const internal = new Set([DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE]);
    const tables = new Map<string, TableMetadata>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && internal.has(row.table)) continue;
      let table = tables.get(row.table);
      if (!table) tables.set(row.table, (table = { name: row.table, schema: row.schema, isView: row.table_type === 'v', columns: [] }));
      if (row.column === null) continue;
      (table.columns as unknown[]).push({
        name: row.column,
        dataType: row.type!,
        dataTypeSchema: row.type_schema ?? undefined,
        isNullable: !row.not_null,
        hasDefaultValue: Boolean(row.has_default),
        isAutoIncrementing: Boolean(row.auto_incrementing),
        comment: row.column_description ?? undefined,
      });
    }
    return [...tables.values()];
  }

  async getMetadata(options?: DatabaseMetadataOptions) {
    return { tables: await this.getTables(options) };
  }

  /** A parameter: our schema's name, or the connection's current schema when none is set. */
  #schemaName() {
    return this.schema ?? sql`current_schema()`;
  }
}

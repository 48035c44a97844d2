// The tables the API exposes (schema public) with their columns and primary keys, read once at
// start as PostgREST reads its schema cache. It is what turns a URL into identifiers: anything
// not in it is refused before SQL is written.
import type { Sql } from '../database.ts';

export type TableInfo = { columns: Set<string>; primaryKey: string[] };
export type SchemaCache = Map<string, TableInfo>;

export async function loadSchemaCache(sql: Sql): Promise<SchemaCache> {
  const rows = await sql.query<{
    table_name: string;
    columns: string[];
    primary_key: string[] | null;
  }>(
    `select c.relname as table_name,
            array(select a.attname::text from pg_attribute a
                  where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                  order by a.attnum) as columns,
            (select array(select a.attname::text from unnest(i.indkey) with ordinality k(attnum, ord)
                          join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
                          order by k.ord)
             from pg_index i where i.indrelid = c.oid and i.indisprimary) as primary_key
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')`,
  );
  return new Map(
    rows.map((row) => [
      row.table_name,
      { columns: new Set(row.columns), primaryKey: row.primary_key ?? [] },
    ]),
  );
}

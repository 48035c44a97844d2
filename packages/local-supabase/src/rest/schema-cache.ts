// The tables and functions the API exposes (schema public), read once at start as PostgREST reads
// its schema cache. It is what turns a URL into identifiers: anything not in it is refused before
// SQL is written. Like PostgREST's, it does not see what is created later until it is reloaded.
import type { Sql } from '../database.ts';

export type TableInfo = { columns: Set<string>; primaryKey: string[] };

export type FunctionArg = {
  /** '' for an unnamed argument, which a JSON body cannot name. */
  name: string;
  /** As format_type writes it, for the column definition that converts the JSON value. */
  type: string;
  hasDefault: boolean;
  variadic: boolean;
};

export type FunctionInfo = {
  name: string;
  /** The input arguments (in, inout, variadic), in order. */
  args: FunctionArg[];
  returnsSet: boolean;
  /** A record (returns table, out parameters) counts as composite: it answers objects. */
  returns: 'scalar' | 'composite' | 'void';
  volatility: 'volatile' | 'stable' | 'immutable';
};

export type SchemaCache = {
  tables: Map<string, TableInfo>;
  /** By name; several when the function is overloaded. */
  functions: Map<string, FunctionInfo[]>;
};

export async function loadSchemaCache(sql: Sql): Promise<SchemaCache> {
  return { tables: await loadTables(sql), functions: await loadFunctions(sql) };
}

async function loadTables(sql: Sql): Promise<Map<string, TableInfo>> {
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

const VOLATILITY = { v: 'volatile', s: 'stable', i: 'immutable' } as const;

async function loadFunctions(sql: Sql): Promise<Map<string, FunctionInfo[]>> {
  // proallargtypes/proargmodes exist only when some argument is not a plain input; otherwise
  // proargtypes lists the inputs. Trigger functions, aggregates and procedures cannot be called
  // through /rpc, as in PostgREST.
  const rows = await sql.query<{
    name: string;
    args: { name: string; type: string; mode: string }[];
    defaults: number;
    returns_set: boolean;
    returns: FunctionInfo['returns'];
    volatility: keyof typeof VOLATILITY;
  }>(
    `select p.proname::text as name,
            (select coalesce(json_agg(json_build_object(
                      'name', coalesce(p.proargnames[a.ord], ''),
                      'type', format_type(a.type, null),
                      'mode', coalesce(p.proargmodes[a.ord], 'i')) order by a.ord), '[]')
             from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality a(type, ord)
            ) as args,
            p.pronargdefaults::integer as defaults,
            p.proretset as returns_set,
            case when p.prorettype = 'void'::regtype then 'void'
                 when t.typtype = 'c' or p.prorettype = 'record'::regtype then 'composite'
                 else 'scalar' end as returns,
            p.provolatile::text as volatility
     from pg_proc p
     join pg_namespace n on n.oid = p.pronamespace
     join pg_type t on t.oid = p.prorettype
     where n.nspname = 'public' and p.prokind = 'f'
       and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)
     order by p.proname, p.oid`,
  );
  const functions = new Map<string, FunctionInfo[]>();
  for (const row of rows) {
    const inputs = row.args.filter(
      (arg) => arg.mode === 'i' || arg.mode === 'b' || arg.mode === 'v',
    );
    const info: FunctionInfo = {
      name: row.name,
      // The defaults belong to the last inputs.
      args: inputs.map((arg, index) => ({
        name: arg.name,
        type: arg.type,
        hasDefault: index >= inputs.length - row.defaults,
        variadic: arg.mode === 'v',
      })),
      returnsSet: row.returns_set,
      returns: row.returns,
      volatility: VOLATILITY[row.volatility],
    };
    functions.set(row.name, [...(functions.get(row.name) ?? []), info]);
  }
  return functions;
}

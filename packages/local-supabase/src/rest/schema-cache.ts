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
  /** Per API role, the settings of `alter role … set` that each of its requests applies. */
  roleSettings: Map<string, [name: string, value: string][]>;
};

/** The roles a request can become (routes.ts refuses any other). */
export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;

export async function loadSchemaCache(sql: Sql): Promise<SchemaCache> {
  return {
    tables: await loadTables(sql),
    functions: await loadFunctions(sql),
    roleSettings: await loadRoleSettings(sql),
  };
}

/**
 * PostgREST's impersonated role settings (PostgREST 11+, docs: References → Transactions): the
 * settings of `alter role <api role> set name = value` for the parameters a role may set itself
 * (context `user`), which it applies to every request made as that role with
 * `set_config(name, value, true)`, since SET ROLE alone does not apply them. Supabase's statement
 * timeouts (anon 3 s, authenticated 8 s) take effect through this.
 *
 * PostgREST reads pg_roles.rolconfig, the settings for every database; this also reads those for
 * this database only (`alter role … in database … set`), which override them as they do at
 * login, so that a test can give a role a setting in its own database of a shared server.
 * default_transaction_isolation is left out: PostgREST turns it into the transaction's isolation
 * level, which is not supported here.
 */
async function loadRoleSettings(sql: Sql): Promise<SchemaCache['roleSettings']> {
  const rows = await sql.query<{ role: string; name: string; value: string }>(
    `select distinct on (r.rolname, setting.name) r.rolname as role, setting.name, setting.value
     from pg_db_role_setting s
     join pg_roles r on r.oid = s.setrole
     cross join lateral unnest(s.setconfig) as config(entry)
     cross join lateral (select split_part(config.entry, '=', 1) as name,
                                substr(config.entry, strpos(config.entry, '=') + 1) as value) setting
     join pg_settings p on p.name = setting.name and p.context = 'user'
     where r.rolname = any($1::text[])
       and s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
       and setting.name <> 'default_transaction_isolation'
     order by r.rolname, setting.name, s.setdatabase desc`,
    [[...API_ROLES]],
  );
  const settings: SchemaCache['roleSettings'] = new Map();
  for (const { role, name, value } of rows) {
    settings.set(role, [...(settings.get(role) ?? []), [name, value]]);
  }
  return settings;
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

// The text of src/database.ts, read from a migrated database's catalog: the `public` schema in the
// shape `supabase gen types typescript` writes (postgres-meta's typegen), so that a project's
// own generated file could replace it line for line. The Supabase CLI is not needed: the local
// backend's migrations on PGlite or PostgreSQL are the schema (docs/decisions/0081).
//
// What Supabase's generator does, and this too: tables, views and columns sorted by name; a column
// with a default, an identity or null allowed is optional on Insert; every column optional on
// Update; a generated column is `never` on both; uuid, text, dates and times are strings, integers
// and numerics numbers, json and jsonb `Json`, arrays `T[]`; a function's arguments with a default
// are optional; trigger functions are left out; a function returning a table's row (or a set of
// them) returns that row's columns (or an array of them); a function without arguments takes
// `never`. Only foreign keys between two tables of `public` are listed as relationships.
import { format } from 'prettier';

/** Anything that answers SQL: the local backend's Database on PGlite or PostgreSQL. */
export type Catalog = {
  query<T extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
};

type TypeRef = { type: string; kind: string; element: string | null };

type Column = TypeRef & {
  relation: string;
  name: string;
  nullable: boolean;
  has_default: boolean;
  identity: string;
  generated: string;
};

type Relation = { name: string; kind: string };

type ForeignKey = {
  relation: string;
  name: string;
  columns: string[];
  referenced_relation: string;
  referenced_columns: string[];
  one_to_one: boolean;
};

type FunctionRow = {
  id: string;
  name: string;
  returns_set: boolean;
  defaults: number;
  return_type: string;
  return_kind: string;
  return_element: string | null;
  return_relation: string | null;
};

type Argument = TypeRef & { function_id: string; position: number; name: string; mode: string };

const TYPE_REF = `t.typname as type, t.typtype::text as kind,
  (select e.typname from pg_type e where e.oid = t.typelem and t.typcategory = 'A') as element`;

/** Code-point order, the same on every engine and machine (the catalog's collation is not). */
const byName = <T extends { name: string }>(a: T, b: T) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : 0;

/** The generated file's text, formatted as the repository's prettier writes it. */
export async function generateDatabaseTypes(db: Catalog): Promise<string> {
  const relations = (
    await db.query<Relation>(
      `select c.relname as name, c.relkind::text as kind
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'c')`,
    )
  ).sort(byName);
  const columns = (
    await db.query<Column>(
      `select c.relname as relation, a.attname as name, not a.attnotnull as nullable,
         a.atthasdef as has_default, a.attidentity::text as identity,
         a.attgenerated::text as generated, ${TYPE_REF}
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       join pg_type t on t.oid = a.atttypid
       where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'c')`,
    )
  ).sort(byName);
  const foreignKeys = (
    await db.query<ForeignKey>(
      `select c.relname as relation, k.conname as name,
         array(select a.attname::text from unnest(k.conkey) with ordinality u(attnum, i)
               join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.attnum
               order by u.i) as columns,
         r.relname as referenced_relation,
         array(select a.attname::text from unnest(k.confkey) with ordinality u(attnum, i)
               join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.attnum
               order by u.i) as referenced_columns,
         exists (select 1 from pg_constraint u
                 where u.conrelid = k.conrelid and u.contype in ('p', 'u')
                   and u.conkey::int2[] @> k.conkey::int2[]
                   and u.conkey::int2[] <@ k.conkey::int2[]) as one_to_one
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_class r on r.oid = k.confrelid
       join pg_namespace rn on rn.oid = r.relnamespace
       where k.contype = 'f' and n.nspname = 'public' and rn.nspname = 'public'`,
    )
  ).sort((a, b) => byName(a, b) || (a.referenced_relation < b.referenced_relation ? -1 : 1));
  const functions = (
    await db.query<FunctionRow>(
      `select p.oid::text as id, p.proname as name, p.proretset as returns_set,
         p.pronargdefaults::int as defaults,
         t.typname as return_type, t.typtype::text as return_kind,
         (select e.typname from pg_type e where e.oid = t.typelem and t.typcategory = 'A')
           as return_element,
         (select r.relname from pg_class r where r.oid = t.typrelid) as return_relation
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type t on t.oid = p.prorettype
       where n.nspname = 'public' and p.prokind = 'f' and t.typname <> 'trigger'`,
    )
  ).sort((a, b) => byName(a, b) || (a.id < b.id ? -1 : 1));
  const args = await db.query<Argument>(
    `select p.oid::text as function_id, i as position,
       coalesce(p.proargnames[i], '') as name,
       coalesce(p.proargmodes[i], 'i')::text as mode, ${TYPE_REF}
     from pg_proc p
     join pg_namespace n on n.oid = p.pronamespace
     cross join lateral generate_series(1, coalesce(array_length(p.proallargtypes, 1), p.pronargs)) i
     join pg_type t on t.oid = coalesce(p.proallargtypes[i], p.proargtypes[i - 1])
     where n.nspname = 'public' and p.prokind = 'f'`,
  );
  const enums = await db.query<{ name: string; label: string }>(
    `select t.typname as name, e.enumlabel as label
     from pg_type t join pg_namespace n on n.oid = t.typnamespace
     join pg_enum e on e.enumtypid = t.oid
     where n.nspname = 'public' order by t.typname, e.enumsortorder`,
  );

  const columnsOf = (relation: string) => columns.filter((column) => column.relation === relation);
  const enumNames = [...new Set(enums.map((e) => e.name))].sort();
  const tsType = (ref: TypeRef): string => {
    if (ref.element !== null) {
      const element = tsType({ type: ref.element, kind: 'b', element: null });
      return element.includes('|') || element.includes('"') ? `(${element})[]` : `${element}[]`;
    }
    if (ref.kind === 'e') return `Database["public"]["Enums"]["${ref.type}"]`;
    return TYPES[ref.type] ?? 'unknown';
  };
  const nullable = (type: string, isNullable: boolean) => (isNullable ? `${type} | null` : type);
  const rowOf = (relation: string) =>
    columnsOf(relation).map((c) => `${c.name}: ${nullable(tsType(c), c.nullable)}`);

  const tableText = (relation: Relation): string => {
    const own = columnsOf(relation.name);
    const insert = own.map((c) =>
      c.generated !== '' || c.identity === 'a'
        ? `${c.name}?: never`
        : `${c.name}${c.nullable || c.has_default || c.identity !== '' ? '?' : ''}: ${nullable(tsType(c), c.nullable)}`,
    );
    const update = own.map((c) =>
      c.generated !== '' || c.identity === 'a'
        ? `${c.name}?: never`
        : `${c.name}?: ${nullable(tsType(c), c.nullable)}`,
    );
    return `${relation.name}: {
      Row: { ${rowOf(relation.name).join('\n')} }
      Insert: { ${insert.join('\n')} }
      Update: { ${update.join('\n')} }
      Relationships: ${relationshipsOf(relation.name)}
    }`;
  };
  const relationshipsOf = (relation: string): string => {
    const keys = foreignKeys.filter((key) => key.relation === relation);
    if (keys.length === 0) return '[]';
    const quoted = (names: string[]) => `[${names.map((name) => `"${name}"`).join(', ')}]`;
    return `[${keys
      .map(
        (key) => `{
          foreignKeyName: "${key.name}"
          columns: ${quoted(key.columns)}
          isOneToOne: ${key.one_to_one}
          referencedRelation: "${key.referenced_relation}"
          referencedColumns: ${quoted(key.referenced_columns)}
        },`,
      )
      .join('\n')}]`;
  };
  const viewText = (relation: Relation): string =>
    `${relation.name}: {
      Row: { ${rowOf(relation.name).join('\n')} }
      Relationships: ${relationshipsOf(relation.name)}
    }`;
  const functionText = (fn: FunctionRow): string => {
    const own = args
      .filter((arg) => arg.function_id === fn.id)
      .sort((a, b) => a.position - b.position);
    const inputs = own.filter((arg) => ['i', 'b', 'v'].includes(arg.mode));
    const outputs = own.filter((arg) => ['o', 'b', 't'].includes(arg.mode));
    const firstDefault = inputs.length - fn.defaults;
    const argsText =
      inputs.length === 0
        ? 'never'
        : `{ ${inputs.map((arg, i) => `${arg.name}${i >= firstDefault ? '?' : ''}: ${tsType(arg)}`).join('\n')} }`;
    let returns: string;
    if (outputs.length > 0) {
      returns = `{ ${outputs.map((arg) => `${arg.name}: ${tsType(arg)}`).join('\n')} }`;
    } else if (fn.return_kind === 'c' && fn.return_relation !== null) {
      returns = `{ ${rowOf(fn.return_relation).join('\n')} }`;
    } else {
      returns = tsType({ type: fn.return_type, kind: fn.return_kind, element: fn.return_element });
    }
    if (fn.returns_set) returns = `${returns}[]`;
    return `{ Args: ${argsText}\nReturns: ${returns} }`;
  };
  const functionsByName = new Map<string, FunctionRow[]>();
  for (const fn of functions)
    functionsByName.set(fn.name, [...(functionsByName.get(fn.name) ?? []), fn]);

  const section = (entries: string[]) =>
    entries.length === 0 ? '{ [_ in never]: never }' : `{ ${entries.join('\n')} }`;
  // A composite type's fields are all nullable, as Supabase's generator writes them.
  const compositeText = (relation: Relation): string =>
    `${relation.name}: { ${columnsOf(relation.name)
      .map((c) => `${c.name}: ${tsType(c)} | null`)
      .join('\n')} }`;
  const text = `// Generated by \`pnpm db:types\` (scripts/database-types.ts) from supabase/migrations, in the
// shape \`supabase gen types typescript\` writes. Do not edit: change a migration and run it again.
export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  public: {
    Tables: ${section(relations.filter((r) => r.kind === 'r' || r.kind === 'p').map(tableText))}
    Views: ${section(relations.filter((r) => r.kind === 'v' || r.kind === 'm').map(viewText))}
    Functions: ${section(
      [...functionsByName].map(
        ([name, overloads]) => `${name}: ${overloads.map(functionText).join(' | ')}`,
      ),
    )}
    Enums: ${section(
      enumNames.map(
        (name) =>
          `${name}: ${enums
            .filter((e) => e.name === name)
            .map((e) => `"${e.label}"`)
            .join(' | ')}`,
      ),
    )}
    CompositeTypes: ${section(relations.filter((r) => r.kind === 'c').map(compositeText))}
  }
}
${HELPERS}
export const Constants = {
  public: {
    Enums: { ${enumNames
      .map(
        (name) =>
          `${name}: [${enums
            .filter((e) => e.name === name)
            .map((e) => `"${e.label}"`)
            .join(', ')}],`,
      )
      .join('\n')} },
  },
} as const
`;
  // The repository's prettier settings (.prettierrc), so that `prettier --check .` passes.
  return format(text, { parser: 'typescript', singleQuote: true, printWidth: 100 });
}

/** Postgres types as postgres-meta's typegen names them in TypeScript. */
const TYPES: Record<string, string> = {
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
  bytea: 'string',
  bpchar: 'string',
  varchar: 'string',
  date: 'string',
  text: 'string',
  citext: 'string',
  time: 'string',
  timetz: 'string',
  timestamp: 'string',
  timestamptz: 'string',
  uuid: 'string',
  vector: 'string',
  interval: 'string',
  json: 'Json',
  jsonb: 'Json',
  void: 'undefined',
  record: 'Record<string, unknown>',
};

// The helper types Supabase's generator writes after the schema, as it writes them.
const HELPERS = `
type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never
`;

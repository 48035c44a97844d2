// SQL for each PostgREST request, from parsed and checked parts. Identifiers have passed the
// schema cache or the identifier pattern and are quoted; every value is a bind parameter.
import type { Filter, OrderTerm, ReadQuery } from './query.ts';
import type { FunctionInfo } from './schema-cache.ts';

export const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

type Built = { text: string; params: unknown[] };

function whereClause(table: string, filters: Filter[], params: unknown[]): string {
  if (filters.length === 0) return '';
  const conditions = filters.map((filter) => {
    const column = `${quote(table)}.${quote(filter.column)}`;
    let condition: string;
    if (filter.operator === 'is') {
      condition = `${column} is ${String(filter.value).toLowerCase()}`;
    } else if (filter.operator === 'in') {
      const values = filter.value as string[];
      const placeholders = values.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      condition = placeholders.length ? `${column} in (${placeholders.join(', ')})` : 'false';
    } else {
      params.push(filter.value);
      const symbol = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' }[
        filter.operator
      ];
      condition = `${column} ${symbol} $${params.length}`;
    }
    return filter.negated ? `not (${condition})` : condition;
  });
  return ` where ${conditions.join(' and ')}`;
}

function columnList(table: string, columns: string[] | '*'): string {
  return columns === '*'
    ? `${quote(table)}.*`
    : columns.map((c) => `${quote(table)}.${quote(c)}`).join(', ');
}

/**
 * ORDER BY as PostgREST 12 writes it (orderF and pgFmtOrderTerm in Query/SqlFragment.hs): each
 * column qualified by the table, so an unknown one is Postgres's 42703 "column t.x does not exist".
 */
function orderClause(table: string, order: OrderTerm[]): string {
  if (order.length === 0) return '';
  const terms = order.map(
    (term) =>
      `${quote(table)}.${quote(term.column)}${term.direction ? ` ${term.direction}` : ''}${
        term.nulls ? ` nulls ${term.nulls}` : ''
      }`,
  );
  return ` order by ${terms.join(', ')}`;
}

export function selectSql(table: string, query: ReadQuery): Built {
  const params: unknown[] = [];
  const where = whereClause(table, query.filters, params);
  const order = orderClause(table, query.order);
  const limit = query.limit === undefined ? '' : ` limit ${query.limit}`;
  const offset = query.offset === undefined ? '' : ` offset ${query.offset}`;
  // json_agg keeps the order in which the subquery yields the rows, as PostgREST's own
  // json_agg(_postgrest_t) over its ordered subquery does.
  return {
    text: `select coalesce(json_agg(_r), '[]')::text as body, count(*)::integer as rows
           from (select ${columnList(table, query.columns)} from public.${quote(table)}${where}${order}${limit}${offset}) _r`,
    params,
  };
}

/**
 * The JSON of a written row in RETURNING: the whole row, or only the columns of `?select=` (as
 * PostgREST answers `return=representation`), named as the table names them.
 */
function returnedRow(table: string, columns: string[] | '*'): string {
  return columns === '*'
    ? `row_to_json(${quote(table)})::text`
    : `(select row_to_json(_returned) from (select ${columnList(table, columns)}) _returned)::text`;
}

export type WriteOptions = {
  columns: string[];
  /** The columns of `?select=` to answer with; all of them by default. */
  returning?: string[] | '*';
  onConflict: string[] | undefined;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | undefined;
};

/**
 * INSERT, or INSERT … ON CONFLICT for an upsert; $1 is the JSON array of rows.
 *
 * Objects without keys (`{}`, `[{}, {}]`) are rows of default values, one per object: PostgREST
 * 12 (mutatePlanToQuery's Insert in Query/QueryBuilder.hs, fromJsonBodyF in SqlFragment.hs) then
 * writes `INSERT INTO t SELECT FROM …` with no column list, and an upsert of them does nothing on
 * conflict, there being no column to merge.
 */
export function insertSql(table: string, rows: unknown[], options: WriteOptions): Built {
  const columns = options.columns.map(quote).join(', ');
  let conflict = '';
  if (options.resolution && options.onConflict) {
    const target = options.onConflict.map(quote).join(', ');
    conflict =
      options.resolution === 'ignore-duplicates' || options.columns.length === 0
        ? ` on conflict (${target}) do nothing`
        : ` on conflict (${target}) do update set ${options.columns
            .map((column) => `${quote(column)} = excluded.${quote(column)}`)
            .join(', ')}`;
  }
  const source =
    options.columns.length === 0
      ? `select from json_array_elements($1::json) _defaults`
      : `(${columns}) select ${columns} from json_populate_recordset(null::public.${quote(table)}, $1::json)`;
  return {
    text: `insert into public.${quote(table)} ${source}${conflict}
           returning (${quote(table)}.xmax = 0) as inserted, ${returnedRow(table, options.returning ?? '*')} as row`,
    params: [JSON.stringify(rows)],
  };
}

/** UPDATE of the filtered rows with the body's columns; $1 is the JSON object. */
export function updateSql(
  table: string,
  body: Record<string, unknown>,
  columns: string[],
  filters: Filter[],
  returning: string[] | '*' = '*',
): Built {
  const params: unknown[] = [JSON.stringify(body)];
  const list = columns.map(quote).join(', ');
  return {
    text: `update public.${quote(table)} set (${list}) = (select ${list} from json_populate_record(null::public.${quote(table)}, $1::json))${whereClause(table, filters, params)}
           returning ${returnedRow(table, returning)} as row`,
    params,
  };
}

export function deleteSql(
  table: string,
  filters: Filter[],
  returning: string[] | '*' = '*',
): Built {
  const params: unknown[] = [];
  return {
    text: `delete from public.${quote(table)}${whereClause(table, filters, params)} returning ${returnedRow(table, returning)} as row`,
    params,
  };
}

/**
 * A call of a function from the schema cache, with named arguments. As PostgREST does, $1 is the
 * JSON body and json_to_record converts each given value to its argument's type (the catalog's
 * own names, from format_type), so a JSON array becomes a Postgres array and an object a jsonb,
 * which casting one text parameter per argument would not do. Omitted arguments take their
 * defaults. `body` is the answer: an array of rows (or values) for a set, else the one value.
 */
export function rpcSql(fn: FunctionInfo, args: Record<string, unknown>): Built {
  const given = fn.args.filter((arg) => Object.hasOwn(args, arg.name));
  const named = given.map(
    (arg) => `${arg.variadic ? 'variadic ' : ''}${quote(arg.name)} => _args.${quote(arg.name)}`,
  );
  const call = `public.${quote(fn.name)}(${named.join(', ')}) _call`;
  const from = given.length
    ? `json_to_record($1::json) as _args(${given.map((arg) => `${quote(arg.name)} ${arg.type}`).join(', ')}), ${call}`
    : call;
  // A scalar result is the column _call; a composite is the whole row, _call.* (even when one of
  // its columns happens to be called _call).
  const value = fn.returns === 'scalar' ? '_call' : '_call.*';
  const body =
    fn.returns === 'void'
      ? 'null::text'
      : fn.returnsSet
        ? `coalesce(json_agg(${value}), '[]')::text`
        : `(json_agg(${value}) -> 0)::text`;
  return {
    text: `select ${body} as body, count(*)::integer as rows from ${from}`,
    params: given.length ? [JSON.stringify(args)] : [],
  };
}

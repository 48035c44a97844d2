// The subset of PostgREST's URL grammar the app uses, parsed into plain values: a column list
// in `select`, `column=operator.value` filters, `order`, `on_conflict`, `columns`, `limit`,
// `offset`. Names that are not identifiers are refused here; whether the table has them is left
// to Postgres, which answers 42703 as it does behind PostgREST.
import { RestErrors } from './errors.ts';

export type Operator = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'is' | 'in';
export type Filter = {
  column: string;
  operator: Operator;
  value: string | string[];
  negated: boolean;
};

export type OrderTerm = {
  column: string;
  /** Absent: Postgres's default, ascending. */
  direction?: 'asc' | 'desc';
  /** Absent: Postgres's default, nulls last ascending and first descending. */
  nulls?: 'first' | 'last';
};

export type ReadQuery = {
  columns: string[] | '*';
  filters: Filter[];
  order: OrderTerm[];
  limit: number | undefined;
  offset: number | undefined;
};

// `apikey` is the gateway's (server.ts): Supabase's API gateway takes the key from the query
// string and hides it from PostgREST, so it is never a filter and never echoed (issue 30).
const RESERVED = new Set([
  'select',
  'order',
  'limit',
  'offset',
  'on_conflict',
  'columns',
  'apikey',
]);
const OPERATORS = new Set<string>(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'is', 'in']);
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

export function parseSelect(raw: string | undefined): string[] | '*' {
  const text = (raw ?? '*').replace(/\s+/g, '');
  if (text === '*' || text === '') return '*';
  const columns = text.split(',');
  const seen = new Set<string>();
  let at = 0;
  for (const column of columns) {
    if (!IDENTIFIER.test(column)) throw RestErrors.parse('select parameter', `(${text})`);
    // PostgREST 12 would answer the column as many times as it is named, in every row (its
    // issue #2529, "error out when the select spec results in two columns with the same name",
    // is open): one GET of 15 KB naming a column 950 times answered 190 MB (issue 41). Refused
    // here in PostgREST's parse error shape, at the second mention.
    if (seen.has(column)) {
      throw RestErrors.parse(
        `select parameter (${text})`,
        `"${column}" is selected twice: select each column once`,
        at + 1,
      );
    }
    seen.add(column);
    at += column.length + 1;
  }
  return columns;
}

export function parseFilter(column: string, raw: string): Filter {
  let rest = raw;
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const operator = dot === -1 ? '' : rest.slice(0, dot);
  const value = dot === -1 ? '' : rest.slice(dot + 1);
  if (!OPERATORS.has(operator) || !IDENTIFIER.test(column)) {
    throw RestErrors.parse(
      `filter (${raw})`,
      `unexpected "${operator || raw}" expecting an operator such as eq or in`,
    );
  }
  if (operator === 'is' && !['null', 'true', 'false', 'unknown'].includes(value.toLowerCase())) {
    throw RestErrors.parse(`filter (${raw})`, 'is. takes null, true, false or unknown');
  }
  if (operator === 'in') {
    if (!value.startsWith('(') || !value.endsWith(')')) {
      throw RestErrors.parse(
        `filter (${raw})`,
        'in. takes a list in parentheses, such as in.(1,2)',
      );
    }
    return { column, operator: 'in', value: splitList(value.slice(1, -1)), negated };
  }
  return { column, operator: operator as Operator, value, negated };
}

/** `a,"b,c",d` → ['a', 'b,c', 'd']: PostgREST's list syntax with double-quoted items. */
function splitList(text: string): string[] {
  if (text === '') return [];
  const items: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '"') quoted = !quoted;
    else if (char === '\\' && quoted && i + 1 < text.length) current += text[++i];
    else if (char === ',' && !quoted) {
      items.push(current);
      current = '';
    } else current += char;
  }
  items.push(current);
  return items;
}

/**
 * `order=col`, `col.asc`, `col.desc.nullsfirst`, `a.desc,b.nullslast`: PostgREST 12's `order`
 * (docs.postgrest.org/en/v12/references/api/tables_views.html#ordering, and pOrder in
 * src/PostgREST/ApiRequest/QueryParams.hs, whose errors are PGRST100 with the position in the
 * message and what was expected in the details). supabase-js writes it for
 * `.order('col', { ascending: false, nullsFirst: true })`. Only columns of the table itself: the
 * JSON paths (`col->key`) and embedded tables (`table(col)`) PostgREST also orders by are refused
 * with a 400 that says so, as this backend has neither.
 */
export function parseOrder(raw: string): OrderTerm[] {
  const fail = (at: number, details: string): never => {
    throw RestErrors.parse(`order (${raw})`, details, at + 1);
  };
  const terms: OrderTerm[] = [];
  let at = 0;
  for (;;) {
    while (raw[at] === ' ') at++;
    const column = /^[A-Za-z_][A-Za-z0-9_]*/.exec(raw.slice(at))?.[0];
    if (!column) {
      return fail(
        at,
        `unexpected ${at < raw.length ? `"${raw[at]}"` : 'end of input'} expecting field name`,
      );
    }
    const term: OrderTerm = { column };
    at += column.length;
    if (raw.startsWith('->', at) || raw[at] === '(') {
      return fail(
        at,
        'the local backend orders by columns of the table only: JSON paths (->) and embedded tables are not supported',
      );
    }
    const word = () => /^[A-Za-z0-9_]*/.exec(raw.slice(at + 1))![0];
    if (raw[at] === '.' && (word() === 'asc' || word() === 'desc')) {
      term.direction = word() as 'asc' | 'desc';
      at += 1 + term.direction.length;
    }
    if (raw[at] === '.' && (word() === 'nullsfirst' || word() === 'nullslast')) {
      term.nulls = word() === 'nullsfirst' ? 'first' : 'last';
      at += 1 + word().length;
    } else if (raw[at] === '.') {
      const expected = term.direction
        ? '"nullsfirst" or "nullslast"'
        : '"asc", "desc", "nullsfirst" or "nullslast"';
      const found = word() || raw[at + 1];
      return fail(
        at + 1,
        `unexpected ${found ? `"${found}"` : 'end of input'} expecting ${expected}`,
      );
    }
    while (raw[at] === ' ') at++;
    terms.push(term);
    if (at === raw.length) return terms;
    if (raw[at] !== ',') return fail(at, `unexpected "${raw[at]}" expecting "," or end of input`);
    at++;
  }
}

function parseCount(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw))
    throw RestErrors.parse(`${name} parameter`, `(${raw}) is not a whole number`);
  return Number(raw);
}

export function parseReadQuery(params: URLSearchParams): ReadQuery {
  const filters: Filter[] = [];
  for (const [key, value] of params) {
    if (!RESERVED.has(key)) filters.push(parseFilter(key, value));
  }
  // Every `order` is parsed (a malformed one is refused on writes too, as PostgREST parses the
  // whole query string); the last one is the one applied.
  const orders = params.getAll('order').map(parseOrder);
  return {
    columns: parseSelect(params.get('select') ?? undefined),
    filters,
    order: orders.at(-1) ?? [],
    limit: parseCount('limit', params.get('limit') ?? undefined),
    offset: parseCount('offset', params.get('offset') ?? undefined),
  };
}

/** `on_conflict=a,b` and `columns="a","b"` → ['a', 'b']. */
export function parseColumnList(raw: string, what: string): string[] {
  const columns = raw.split(',').map((column) => column.trim().replace(/^"(.*)"$/, '$1'));
  for (const column of columns) {
    if (!IDENTIFIER.test(column)) throw RestErrors.parse(`${what} parameter`, `(${raw})`);
  }
  return columns;
}

export type Preferences = {
  resolution: 'merge-duplicates' | 'ignore-duplicates' | undefined;
  return: 'minimal' | 'representation' | 'headers-only';
};

/** The Prefer header; unknown or repeated preferences are ignored, as PostgREST does by default. */
export function parsePrefer(header: string | undefined): Preferences {
  const prefs: Preferences = { resolution: undefined, return: 'minimal' };
  for (const part of (header ?? '').split(',')) {
    const [key, value] = part.trim().split('=');
    if (key === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates'))
      prefs.resolution = value;
    if (
      key === 'return' &&
      (value === 'minimal' || value === 'representation' || value === 'headers-only')
    ) {
      prefs.return = value;
    }
  }
  return prefs;
}

import { describe, expect, it } from 'vitest';
import type { FunctionInfo } from './schema-cache.ts';
import { deleteSql, insertSql, rpcSql, selectSql, updateSql } from './sql.ts';

const base: FunctionInfo = {
  name: 'add_them',
  args: [
    { name: 'a', type: 'integer', hasDefault: false, variadic: false },
    { name: 'b', type: 'integer', hasDefault: true, variadic: false },
  ],
  returnsSet: false,
  returns: 'scalar',
  volatility: 'immutable',
};

const squash = (text: string) => text.replace(/\s+/g, ' ');

describe('SQL of a function call', () => {
  it('names the given arguments, typed by json_to_record from the one JSON parameter', () => {
    const body = { a: "1'; drop table x; --", b: 2 };
    const { text, params } = rpcSql(base, body);
    expect(squash(text)).toBe(
      `select (json_agg(_call) -> 0)::text as body, count(*)::integer as rows from json_to_record($1::json) as _args("a" integer, "b" integer), public."add_them"("a" => _args."a", "b" => _args."b") _call`,
    );
    expect(params).toEqual([JSON.stringify(body)]);
  });

  it('leaves omitted arguments to their defaults, and needs no parameter without arguments', () => {
    expect(squash(rpcSql(base, { a: 1 }).text)).toContain(
      `json_to_record($1::json) as _args("a" integer), public."add_them"("a" => _args."a") _call`,
    );
    expect(rpcSql({ ...base, args: [] }, {})).toEqual({
      text: `select (json_agg(_call) -> 0)::text as body, count(*)::integer as rows from public."add_them"() _call`,
      params: [],
    });
  });

  it('aggregates sets into an array, composites as whole rows, and selects nothing for void', () => {
    const none = { ...base, args: [] };
    expect(rpcSql({ ...none, returnsSet: true }, {}).text).toMatch(
      /^select coalesce\(json_agg\(_call\), '\[\]'\)::text as body/,
    );
    expect(rpcSql({ ...none, returnsSet: true, returns: 'composite' }, {}).text).toMatch(
      /^select coalesce\(json_agg\(_call\.\*\), '\[\]'\)::text as body/,
    );
    expect(rpcSql({ ...none, returns: 'composite' }, {}).text).toMatch(
      /^select \(json_agg\(_call\.\*\) -> 0\)::text as body/,
    );
    expect(rpcSql({ ...none, returns: 'void' }, {}).text).toMatch(/^select null::text as body/);
  });

  it('quotes identifiers and passes a variadic argument with VARIADIC', () => {
    const fn: FunctionInfo = {
      ...base,
      name: 'we"ird',
      args: [{ name: 'xs', type: 'integer[]', hasDefault: false, variadic: true }],
    };
    expect(rpcSql(fn, { xs: [1, 2] }).text).toContain(
      `public."we""ird"(variadic "xs" => _args."xs") _call`,
    );
  });
});

describe('SQL of a write', () => {
  const filters = [{ column: 'id', operator: 'eq' as const, value: 'x', negated: false }];

  it('returns the whole row by default', () => {
    const insert = insertSql('classes', [{ name: 'Turma' }], {
      columns: ['name'],
      onConflict: undefined,
      resolution: undefined,
    });
    expect(squash(insert.text)).toMatch(
      /returning \("classes"\.xmax = 0\) as inserted, row_to_json\("classes"\)::text as row$/,
    );
    expect(squash(updateSql('classes', { name: 'T' }, ['name'], filters).text)).toMatch(
      /returning row_to_json\("classes"\)::text as row$/,
    );
    expect(deleteSql('classes', filters, '*').text).toMatch(
      /returning row_to_json\("classes"\)::text as row$/,
    );
  });

  // PostgREST answers return=representation with the columns of ?select= only
  // (supabase-js: .insert(…).select('id'), .delete().select('user_id')).
  it('returns only the columns of ?select=, in their order', () => {
    const only = `(select row_to_json(_returned) from (select "classes"."join_code", "classes"."id") _returned)::text as row`;
    const insert = insertSql('classes', [{ name: 'Turma' }], {
      columns: ['name'],
      onConflict: undefined,
      resolution: undefined,
      returning: ['join_code', 'id'],
    });
    expect(squash(insert.text)).toContain(`returning ("classes".xmax = 0) as inserted, ${only}`);
    expect(
      squash(updateSql('classes', { name: 'T' }, ['name'], filters, ['join_code', 'id']).text),
    ).toContain(`returning ${only}`);
    const remove = deleteSql('classes', filters, ['join_code', 'id']);
    expect(remove.text).toContain(`returning ${only}`);
    expect(remove.params).toEqual(['x']);
  });

  // PostgREST 12 inserts a row of defaults for each object without keys: INSERT … SELECT FROM,
  // with no column list; an upsert of them has nothing to merge and does nothing on conflict.
  it('inserts rows of default values for {} and [{}, {}]', () => {
    const insert = insertSql('notes', [{}, {}], {
      columns: [],
      onConflict: ['id'],
      resolution: 'merge-duplicates',
    });
    expect(squash(insert.text)).toMatch(
      /^insert into public\."notes" select from json_array_elements\(\$1::json\) _defaults on conflict \("id"\) do nothing returning /,
    );
    expect(insert.params).toEqual(['[{},{}]']);
  });
});

describe('SQL of a read', () => {
  const query = { columns: '*' as const, filters: [], limit: 2, offset: 1 };

  it('orders by qualified columns before limit and offset, as PostgREST', () => {
    const { text } = selectSql('notes', {
      ...query,
      order: [
        { column: 'rank', direction: 'desc', nulls: 'first' },
        { column: 'note' },
        { column: 'id', nulls: 'last' },
      ],
    });
    expect(squash(text)).toContain(
      `from public."notes" order by "notes"."rank" desc nulls first, "notes"."note", "notes"."id" nulls last limit 2 offset 1) _r`,
    );
    expect(squash(selectSql('notes', { ...query, order: [] }).text)).toContain(
      `from public."notes" limit 2 offset 1) _r`,
    );
  });
});

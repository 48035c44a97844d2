import { describe, expect, it } from 'vitest';
import type { FunctionInfo } from './schema-cache.ts';
import { rpcSql } from './sql.ts';

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

import { describe, expect, it } from 'vitest';
import {
  parseColumnList,
  parseFilter,
  parseOrder,
  parsePrefer,
  parseReadQuery,
  parseSelect,
} from './query.ts';

describe('PostgREST URL grammar', () => {
  it('reads select lists and refuses anything but column names', () => {
    expect(parseSelect(undefined)).toBe('*');
    expect(parseSelect('id, user_id')).toEqual(['id', 'user_id']);
    expect(() => parseSelect('id;drop table x')).toThrow(/failed to parse select parameter/);
    expect(() => parseSelect('profile(*)')).toThrow(/failed to parse select parameter/);
    // A column named twice (issue 41: 950 times answered 190 MB), at its second mention.
    expect(() => parseSelect('id,user_id,id')).toThrow(
      '"failed to parse select parameter (id,user_id,id)" (line 1, column 12)',
    );
  });

  it('reads filters, keeping the value as data', () => {
    expect(parseFilter('user_id', "eq.x'; drop table t; --")).toEqual({
      column: 'user_id',
      operator: 'eq',
      value: "x'; drop table t; --",
      negated: false,
    });
    expect(parseFilter('n', 'not.in.(1,"a,b",3)')).toEqual({
      column: 'n',
      operator: 'in',
      value: ['1', 'a,b', '3'],
      negated: true,
    });
    expect(parseFilter('n', 'is.null')).toMatchObject({ operator: 'is', value: 'null' });
    expect(() => parseFilter('n', 'like.x')).toThrow(/failed to parse filter/);
    expect(() => parseFilter('n', 'is.maybe')).toThrow(/failed to parse filter/);
    expect(() => parseFilter('bad column', 'eq.1')).toThrow(/failed to parse filter/);
  });

  it('separates reserved parameters from filters', () => {
    const query = parseReadQuery(
      new URLSearchParams('select=*&user_id=eq.1&limit=5&offset=10&on_conflict=a&apikey=k.e.y'),
    );
    expect(query).toEqual({
      columns: '*',
      filters: [{ column: 'user_id', operator: 'eq', value: '1', negated: false }],
      order: [],
      limit: 5,
      offset: 10,
    });
    expect(() => parseReadQuery(new URLSearchParams('limit=all'))).toThrow(
      /failed to parse limit parameter/,
    );
  });

  it("reads PostgREST's order: columns, directions, nulls first or last, several terms", () => {
    expect(parseOrder('age')).toEqual([{ column: 'age' }]);
    expect(parseOrder('age.asc')).toEqual([{ column: 'age', direction: 'asc' }]);
    expect(parseOrder('age.desc')).toEqual([{ column: 'age', direction: 'desc' }]);
    expect(parseOrder('age.nullsfirst')).toEqual([{ column: 'age', nulls: 'first' }]);
    expect(parseOrder('age.desc.nullslast,height.asc,name')).toEqual([
      { column: 'age', direction: 'desc', nulls: 'last' },
      { column: 'height', direction: 'asc' },
      { column: 'name' },
    ]);
    // supabase-js: .order('rank', { ascending: false, nullsFirst: true }).order('note')
    expect(parseReadQuery(new URLSearchParams('order=rank.desc.nullsfirst,note')).order).toEqual([
      { column: 'rank', direction: 'desc', nulls: 'first' },
      { column: 'note' },
    ]);
    expect(parseReadQuery(new URLSearchParams('select=*')).order).toEqual([]);
  });

  it('refuses a malformed order as PostgREST does: PGRST100 with the position', () => {
    const refusal = (raw: string) => {
      try {
        parseOrder(raw);
      } catch (error) {
        return (error as { status: number; body: unknown }).body;
      }
      throw new Error(`${raw} was accepted`);
    };
    expect(refusal('id.ac')).toEqual({
      code: 'PGRST100',
      message: '"failed to parse order (id.ac)" (line 1, column 4)',
      details: 'unexpected "ac" expecting "asc", "desc", "nullsfirst" or "nullslast"',
      hint: null,
    });
    expect(refusal('id.asc.desc')).toMatchObject({
      message: '"failed to parse order (id.asc.desc)" (line 1, column 8)',
      details: 'unexpected "desc" expecting "nullsfirst" or "nullslast"',
    });
    expect(refusal('')).toMatchObject({ details: 'unexpected end of input expecting field name' });
    expect(refusal('id,')).toMatchObject({
      details: 'unexpected end of input expecting field name',
    });
    expect(refusal('id;drop table x')).toMatchObject({
      details: 'unexpected ";" expecting "," or end of input',
    });
    expect(refusal('id.nullsfirst.desc')).toMatchObject({ code: 'PGRST100' });
    // What PostgREST orders by and this backend does not have: refused, saying so.
    expect(refusal('data->key')).toMatchObject({ details: expect.stringMatching(/local backend/) });
    expect(refusal('clients(name)')).toMatchObject({
      details: expect.stringMatching(/local backend/),
    });
    // On writes too: the whole query string is parsed.
    expect(() => parseReadQuery(new URLSearchParams('order=id.up'))).toThrow(
      /failed to parse order/,
    );
  });

  it('reads column lists and Prefer', () => {
    expect(parseColumnList('"user_id","selected_category"', 'columns')).toEqual([
      'user_id',
      'selected_category',
    ]);
    expect(parseColumnList('user_id,selected_category', 'on_conflict')).toEqual([
      'user_id',
      'selected_category',
    ]);
    expect(parsePrefer('resolution=merge-duplicates, return=representation')).toEqual({
      resolution: 'merge-duplicates',
      return: 'representation',
    });
    expect(parsePrefer(undefined)).toEqual({ resolution: undefined, return: 'minimal' });
  });
});

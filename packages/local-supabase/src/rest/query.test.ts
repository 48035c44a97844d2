import { describe, expect, it } from 'vitest';
import { parseColumnList, parseFilter, parsePrefer, parseReadQuery, parseSelect } from './query.ts';

describe('PostgREST URL grammar', () => {
  it('reads select lists and refuses anything but column names', () => {
    expect(parseSelect(undefined)).toBe('*');
    expect(parseSelect('id, user_id')).toEqual(['id', 'user_id']);
    expect(() => parseSelect('id;drop table x')).toThrow(/failed to parse select parameter/);
    expect(() => parseSelect('profile(*)')).toThrow(/failed to parse select parameter/);
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
      new URLSearchParams('select=*&user_id=eq.1&limit=5&offset=10&on_conflict=a'),
    );
    expect(query).toEqual({
      columns: '*',
      filters: [{ column: 'user_id', operator: 'eq', value: '1', negated: false }],
      limit: 5,
      offset: 10,
    });
    expect(() => parseReadQuery(new URLSearchParams('limit=all'))).toThrow(
      /failed to parse limit parameter/,
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

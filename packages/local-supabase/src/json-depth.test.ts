import { describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from './json-depth.ts';

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('JSON nesting depth', () => {
  it('counts arrays and objects inside one another, up to the limit included', () => {
    expect(jsonNestsDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonNestsDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonNestsDeeperThan(nested(5000))).toBe(true);
    expect(jsonNestsDeeperThan('{"a":{"b":[1,{"c":2}]}}', 4)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":{"b":[1,{"c":2}]}}', 3)).toBe(true);
    // Siblings do not add up: depth, not count.
    expect(jsonNestsDeeperThan('[[1],[2],[3],[4]]', 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonNestsDeeperThan(JSON.stringify({ a: '[[[[{{{{' }), 1)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ a: 'say \\"[[[["' }), 1)).toBe(false);
    expect(jsonNestsDeeperThan(`{"a":"\\\\","b":[[1]]}`, 2)).toBe(true);
  });

  it('scans a million levels without recursion', () => {
    expect(jsonNestsDeeperThan(nested(1_000_000), 1_000_000)).toBe(false);
  });
});

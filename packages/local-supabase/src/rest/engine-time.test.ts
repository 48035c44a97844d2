// The fair share charges a write for its statements' CPU time only (docs/decisions/0038): what
// the thread does between them (other requests) is not the write's, and a failed statement
// still costs what it took. The CPU clock is a counter the test moves by hand.
import { expect, it } from 'vitest';
import type { Sql } from '../database.ts';
import { meteredSql } from './engine-time.ts';

function fakeEngine(cpu: { ms: number }, costs: Record<string, number>): Sql {
  return {
    query: async (text) => {
      cpu.ms += costs[text] ?? 0;
      if (text === 'fails') throw new Error('22023');
      return [];
    },
    exec: async (script) => {
      cpu.ms += costs[script] ?? 0;
    },
  };
}

it("adds each statement's CPU time, and nothing of what runs between them", async () => {
  const cpu = { ms: 1000 };
  const charged: number[] = [];
  const sql = meteredSql(
    fakeEngine(cpu, { 'select 1': 4, 'insert big row': 120, script: 7 }),
    (ms) => charged.push(ms),
    () => cpu.ms,
  );
  await sql.query('select 1');
  cpu.ms += 500; // another request served between the statements
  await sql.query('insert big row');
  await sql.exec('script');
  expect(charged).toEqual([4, 120, 7]);
});

it('a statement that fails is charged what it took, and the error reaches the caller', async () => {
  const cpu = { ms: 0 };
  const charged: number[] = [];
  const sql = meteredSql(
    fakeEngine(cpu, { fails: 30 }),
    (ms) => charged.push(ms),
    () => cpu.ms,
  );
  await expect(sql.query('fails')).rejects.toThrow('22023');
  expect(charged).toEqual([30]);
});

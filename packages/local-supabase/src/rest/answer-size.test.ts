import { PGlite } from '@electric-sql/pglite';
import { afterAll, expect, test } from 'vitest';
import { boundedAnswerSql, checkAnswerSize, type BoundedAnswer } from './answer-size.ts';

const db = await PGlite.create();
afterAll(() => db.close());

const answer = async (rows: number, max: number) =>
  (
    await db.query<BoundedAnswer>(
      boundedAnswerSql(
        `select coalesce(json_agg(_r), '[]')::text as body, count(*)::integer as rows
           from (select n, repeat('x', 10) as pad from generate_series(1, ${rows}) n) _r`,
        max,
      ),
    )
  ).rows[0];

test('the database hands the answer over within the bound, and only its size beyond it', async () => {
  const small = await answer(1, 100);
  expect(small).toMatchObject({ body: '[{"n":1,"pad":"xxxxxxxxxx"}]', rows: 1 });
  expect(() => checkAnswerSize(small, 100)).not.toThrow();

  const large = await answer(10, 100);
  expect(large?.body).toBeNull();
  expect(Number(large?.bytes)).toBeGreaterThan(100);
  expect(() => checkAnswerSize(large, 100)).toThrow(
    `The answer is ${Number(large?.bytes)} bytes; the local backend answers at most 100`,
  );
});

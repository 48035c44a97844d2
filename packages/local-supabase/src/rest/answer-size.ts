// Every answer's size is bounded (issue 41, item 3; docs/decisions/0038). One GET of 15 KB naming
// a column 950 times answered 190 MB and grew PGlite's memory from 548 MB to 2.0 GB. A select
// naming a column twice is now refused (query.ts); this is the bound on what is left: many rows of
// large columns. The database measures the answer it built and hands it over only when it is
// within the bound, so the server never copies, holds or sends a larger one.
import { RestErrors } from './errors.ts';

/**
 * 16 MiB: a class of 40 learners whose rows are all as large as the bounds of
 * supabase/migrations/…_bounded_progress.sql allow (126 KiB each) is 5 MiB; an ordinary class's
 * progress is well under 1 MiB.
 */
export const MAX_ANSWER_BYTES = 16 * 1024 * 1024;

/**
 * `query` (whose columns are `body` text and `rows`) with `body` handed over only within `max`
 * bytes, and `bytes`, its size.
 */
export function boundedAnswerSql(query: string, max = MAX_ANSWER_BYTES): string {
  return `select case when octet_length(_answer.body) <= ${Math.floor(max)} then _answer.body end as body,
                 octet_length(_answer.body)::bigint as bytes, _answer.rows
          from (${query}) _answer`;
}

export type BoundedAnswer = {
  body: string | null;
  bytes: string | number | bigint | null;
  rows: number;
};

/** Throws the refusal when the database measured an answer over `max` bytes. */
export function checkAnswerSize(answer: BoundedAnswer | undefined, max = MAX_ANSWER_BYTES): void {
  const bytes = Number(answer?.bytes ?? 0);
  if (bytes > max) throw RestErrors.answerTooLarge(bytes, max);
}

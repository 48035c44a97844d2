// docs/decisions/0055: a school adds its own scenarios after the shipped 100. A learner's answer
// to scenario 120, saved the way the app saves it (toRow), is stored and read back; the highest
// number the content allows (MAX_SCENARIO_NUMBER) is inside the database's bounds
// (supabase/migrations/…_bounded_progress.sql: numbers up to 10,000, 1,000 scenarios a row).
import { MAX_SCENARIO_NUMBER } from '@ths/content-model/stage';
import { describeEachEngine, useMigratedDatabase } from '@ths/local-supabase/testing/engines';
import { recordAnswer } from '@ths/training/answer';
import { emptyProgress } from '@ths/training/progress';
import { fromRow, toRow } from '@ths/training/row';
import { expect, test } from 'vitest';
import { as, newLearner, storedRow, upsert } from './database.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 11, 2, 10, minute)).toISOString();

describeEachEngine("user_progress: a school's own scenarios", (engine) => {
  const db = useMigratedDatabase(engine);

  test('a learner saves an answer to scenario 120 and reads it back, choice and review card included', async () => {
    const learner = await newLearner(db());
    const answered = recordAnswer(
      recordAnswer(emptyProgress(), { scenario: 1, correct: true, at: at(1) }),
      {
        scenario: 120,
        correct: false,
        at: at(2),
        choice: 'escolha-b',
      },
    );
    await as(db(), { learner }, (sql) => upsert(sql, toRow(answered, learner)));

    const row = await storedRow(db(), learner);
    expect(row.completed_scenarios).toEqual([1, 120]);
    expect(row.incorrect_scenarios).toEqual([120]);
    const stored = fromRow(row);
    expect(stored.results[120]).toMatchObject({
      firstCorrect: false,
      firstChoice: 'escolha-b',
      lastCorrect: false,
    });
    expect(stored.schedule[120]?.lastReview).toBe(at(2));
  });

  test(`every scenario up to ${MAX_SCENARIO_NUMBER}, the content's highest number, fits in one row`, async () => {
    const learner = await newLearner(db());
    let progress = emptyProgress();
    for (let scenario = 1; scenario <= MAX_SCENARIO_NUMBER; scenario += 1) {
      progress = recordAnswer(progress, { scenario, correct: true, at: at(scenario % 60) });
    }
    await as(db(), { learner }, (sql) => upsert(sql, toRow(progress, learner)));
    const row = await storedRow(db(), learner);
    expect(Object.keys(row.scenario_results as object)).toHaveLength(MAX_SCENARIO_NUMBER);
    expect(fromRow(row).results[MAX_SCENARIO_NUMBER]?.lastCorrect).toBe(true);
  });
});

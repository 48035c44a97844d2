// The regrouping of issue 29 on learners' saved data (docs/decisions/0043): rows and device copies
// built exactly as the app saved them before it (toRow, the device's `{ progress, unsent }`),
// with challenge marks under the old skill keys, read back by today's readers.
import { expect, test } from 'vitest';
import { recordAnswer } from './answer.ts';
import { markChallengeDone } from './challenges.ts';
import { mergeProgress } from './merge.ts';
import { parseProgress } from './progress-schema.ts';
import { fromRow, toRow } from './row.ts';
import { currentSkillKey, RENAMED_SKILL_KEYS, withCurrentSkillKeys } from './skill-renames.ts';
import { answerAll, at } from './test-helpers.ts';

const USER = '6f1c2a9e-3b7d-4c1e-9a55-0d4e8b2f7a10';
const overJson = <T>(value: T): unknown => JSON.parse(JSON.stringify(value));

/**
 * A learner of before the regrouping: scenarios 1, 12 and 70 answered (70 wrong), and four
 * challenges marked: "Expressar emoções" and "Falar dos sentimentos" (both now "Dizer o que
 * sente", the second marked first), "Pedir ajuda" (a key kept) and "Conhecer pessoas novas".
 */
function learnerBefore() {
  let progress = answerAll([1, 12]);
  progress = recordAnswer(progress, { scenario: 70, correct: false, at: at(5) });
  progress = markChallengeDone(progress, 'falar-dos-sentimentos', at(10));
  progress = markChallengeDone(progress, 'expressar-emocoes', at(20));
  progress = markChallengeDone(progress, 'pedir-ajuda', at(30));
  progress = markChallengeDone(progress, 'conhecer-pessoas-novas', at(40));
  return progress;
}

const TODAY = {
  'dizer-o-que-sente': at(10),
  'pedir-ajuda': at(30),
  'incluir-quem-esta-de-fora': at(40),
};

test('a stored row of before: every mark under its new skill, the earliest of two that merged, the rest unchanged', () => {
  const before = learnerBefore();
  const row = overJson(toRow(before, USER));
  expect((row as { challenges_done: object }).challenges_done).toEqual({
    'falar-dos-sentimentos': at(10),
    'expressar-emocoes': at(20),
    'pedir-ajuda': at(30),
    'conhecer-pessoas-novas': at(40),
  });

  const read = fromRow(row);
  expect(read.challengesDone).toEqual(TODAY);
  expect({ ...read, challengesDone: {} }).toEqual({ ...before, challengesDone: {} });
});

test('a device copy of before (the app keeps { progress, unsent }) reads the same way', () => {
  const stored = overJson({ progress: learnerBefore(), unsent: true }) as { progress: unknown };
  expect(parseProgress(stored.progress).challengesDone).toEqual(TODAY);
});

test('reading a migrated row again changes nothing, and the database’s union of old and new keys reads the same', () => {
  const once = fromRow(overJson(toRow(learnerBefore(), USER)));
  expect(fromRow(overJson(toRow(once, USER)))).toEqual(once);
  // After the first save of today's app, the trigger's union holds both (…_review_schedule.sql).
  const union = overJson({
    ...toRow(once, USER),
    challenges_done: { ...toRow(learnerBefore(), USER).challenges_done, ...TODAY },
  });
  expect(fromRow(union).challengesDone).toEqual(TODAY);
});

test('an offline copy of before merged with today’s row keeps every mark, each at its earliest', () => {
  const server = markChallengeDone(fromRow(null), 'dizer-o-que-sente', at(50));
  const device = parseProgress(overJson(learnerBefore()));
  expect(mergeProgress(device, server).challengesDone).toEqual(TODAY);
  expect(mergeProgress(server, device).challengesDone).toEqual(TODAY);
});

test('a key the table does not know is kept as it is', () => {
  expect(withCurrentSkillKeys({ 'habilidade-futura': at(1), tom: at(2) })).toEqual({
    'habilidade-futura': at(1),
    tom: at(2),
  });
  expect(currentSkillKey('habilidade-futura')).toBe('habilidade-futura');
});

test('the table: 88 old keys onto 27 skills; a key that is old and new maps to itself', () => {
  const targets = new Set(Object.values(RENAMED_SKILL_KEYS));
  expect(Object.keys(RENAMED_SKILL_KEYS)).toHaveLength(88);
  expect(targets.size).toBe(27);
  for (const target of targets) expect(currentSkillKey(target)).toBe(target);
});

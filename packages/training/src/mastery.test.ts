import { expect, test } from 'vitest';
import { recordAnswer } from './answer.ts';
import { scenarioStrength, skillMastery } from './mastery.ts';
import { emptyProgress, type Progress } from './progress.ts';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 21, 10, 0);
const day = (days: number) => new Date(T0 + days * DAY).toISOString();

// Skills as the content has them (docs/decisions/0043): "pedir-ajuda" is scenarios 9 (phase 1),
// 54 (phase 3) and 78 (phase 4); "esperar-a-vez" 3 (phase 1), 39 and 40 (phase 2); "limits"
// one scenario the learner has not met.
const SKILLS = {
  9: 'pedir-ajuda',
  54: 'pedir-ajuda',
  78: 'pedir-ajuda',
  3: 'esperar-a-vez',
  39: 'esperar-a-vez',
  40: 'esperar-a-vez',
  5: 'limits',
};

function answer(progress: Progress, scenario: number, correct: boolean, at: string): Progress {
  return recordAnswer(progress, { scenario, correct, at });
}

test('a skill not started is level 0, with its scenario count, no recall and no growth', () => {
  expect(skillMastery(emptyProgress(), SKILLS, day(0)).limits).toEqual({
    skillKey: 'limits',
    total: 1,
    answered: 0,
    firstTryRight: 0,
    flagged: 0,
    retrievability: null,
    growth: 0,
    level: 0,
  });
});

test('a scenario’s strength: nothing unanswered, a little when wrong, more when right, most when right again days later', () => {
  expect(scenarioStrength(emptyProgress(), 9, day(0))).toBe(0);
  const wrong = answer(emptyProgress(), 9, false, day(0));
  expect(scenarioStrength(wrong, 9, day(0))).toBe(0.1);
  const right = answer(emptyProgress(), 9, true, day(0));
  const once = scenarioStrength(right, 9, day(0));
  expect(once).toBeGreaterThan(0.6);
  expect(once).toBeLessThan(0.7);
  const again = answer(right, 9, true, day(3));
  expect(scenarioStrength(again, 9, day(3))).toBeGreaterThan(0.95);
});

test('one answer is only the start of a skill: practising (1), right or wrong', () => {
  const wrong = answer(emptyProgress(), 9, false, day(0));
  expect(skillMastery(wrong, SKILLS, day(0))['pedir-ajuda']).toMatchObject({
    answered: 1,
    flagged: 1,
    retrievability: 1,
    level: 1,
  });
  const right = answer(emptyProgress(), 9, true, day(0));
  expect(skillMastery(right, SKILLS, day(0))['pedir-ajuda']).toMatchObject({
    answered: 1,
    level: 1,
  });
});

test('a skill grows across phases: phase 1, its review, phase 3, phase 4 and a review of all', () => {
  const levels: number[] = [];
  const growths: number[] = [];
  const look = (progress: Progress, at: string) => {
    const { level, growth } = skillMastery(progress, SKILLS, at)['pedir-ajuda']!;
    levels.push(level);
    growths.push(growth);
  };
  let progress = answer(emptyProgress(), 9, true, day(0)); // phase 1
  look(progress, day(0));
  progress = answer(progress, 9, true, day(3)); // its spaced review
  look(progress, day(3));
  progress = answer(progress, 54, true, day(10)); // phase 3
  look(progress, day(10));
  progress = answer(progress, 78, true, day(20)); // phase 4
  look(progress, day(20));
  for (const scenario of [54, 78]) progress = answer(progress, scenario, true, day(24));
  look(progress, day(24));
  expect(levels).toEqual([1, 1, 2, 2, 3]);
  for (let index = 1; index < growths.length; index += 1) {
    expect(growths[index]).toBeGreaterThan(growths[index - 1]!);
  }
});

test('left for months, a strong skill fades back; a year after one answer each it is practising again', () => {
  let progress = emptyProgress();
  for (const at of [day(0), day(3)]) {
    for (const scenario of [3, 39, 40]) progress = answer(progress, scenario, true, at);
  }
  const strong = skillMastery(progress, SKILLS, day(4))['esperar-a-vez']!;
  expect(strong.level).toBe(3);
  expect(strong.retrievability).toBeGreaterThan(0.9);
  const later = skillMastery(progress, SKILLS, day(120))['esperar-a-vez']!;
  expect(later.retrievability).toBeLessThan(0.9);
  expect(later.level).toBe(2);

  let once = emptyProgress();
  for (const scenario of [3, 39, 40]) once = answer(once, scenario, true, day(0));
  expect(skillMastery(once, SKILLS, day(0))['esperar-a-vez']!.level).toBe(2);
  const forgotten = skillMastery(once, SKILLS, day(365))['esperar-a-vez']!;
  expect(forgotten.retrievability).toBeLessThan(0.7);
  expect(forgotten.level).toBe(1);
});

test("a 'Revisar' flag holds a strong skill back until it is answered right again", () => {
  let progress = emptyProgress();
  for (const at of [day(0), day(3)]) {
    for (const scenario of [3, 39, 40]) progress = answer(progress, scenario, true, at);
  }
  progress = answer(progress, 40, false, day(4));
  const held = skillMastery(progress, SKILLS, day(4))['esperar-a-vez']!;
  expect(held).toMatchObject({ flagged: 1, firstTryRight: 3, level: 2 });
  progress = answer(progress, 40, true, day(5));
  const fixed = skillMastery(progress, SKILLS, day(5))['esperar-a-vez']!;
  expect(fixed.flagged).toBe(0);
  expect(fixed.growth).toBeGreaterThan(held.growth);
});

test('only the skills in the map are reported, each once', () => {
  const mastery = skillMastery(emptyProgress(), SKILLS, day(0));
  expect(Object.keys(mastery).sort()).toEqual(['esperar-a-vez', 'limits', 'pedir-ajuda']);
  expect(skillMastery(emptyProgress(), {}, day(0))).toEqual({});
});

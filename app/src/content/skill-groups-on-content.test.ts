// @vitest-environment node
// The engine's rule (packages/training) on the real content bundle; the engine's own tests use a
// small made-up set.
import { recordAnswer } from '@ths/training/answer';
import { markChallengeDone } from '@ths/training/challenges';
import { emptyProgress } from '@ths/training/progress';
import { expect, test } from 'vitest';
import { bundle } from './generated/pt-BR.ts';
import { skillGroups } from '@ths/training/skill-groups';
import { RENAMED_SKILL_KEYS } from '@ths/training/skill-renames';
import '../testing/register-fsrs.ts';

const now = '2026-11-25T10:00:00.000Z';

test('five CASEL groups in the framework order, every skill of the content in one of them', () => {
  const groups = skillGroups(bundle, emptyProgress(), now);
  expect(groups.map((group) => group.casel)).toEqual([
    'self-awareness',
    'self-management',
    'social-awareness',
    'relationship-skills',
    'responsible-decision-making',
  ]);
  const keys = groups.flatMap((group) => group.notStarted.map((item) => item.key));
  expect(keys.sort()).toEqual(bundle.skills.map((skill) => skill.key).sort());
  expect(groups.every((group) => group.started.length === 0)).toBe(true);
  // The BNCC competences of the group's skills, the most frequent first.
  expect(groups.find((group) => group.casel === 'relationship-skills')?.bncc).toEqual([9, 4, 7]);
  expect(groups.find((group) => group.casel === 'responsible-decision-making')?.bncc).toEqual([
    10, 5,
  ]);
});

test('every skill is practised by at least 3 scenarios in at least 2 phases', () => {
  expect(bundle.skills.length).toBeGreaterThanOrEqual(20);
  expect(bundle.skills.length).toBeLessThanOrEqual(30);
  for (const skill of bundle.skills) {
    const scenarios = bundle.scenarios.filter((scenario) => scenario.skillKey === skill.key);
    expect(scenarios.length, skill.key).toBeGreaterThanOrEqual(3);
    expect(new Set(scenarios.map((scenario) => scenario.stage)).size, skill.key).toBeGreaterThan(1);
  }
});

test('every skill key learners saved before the regrouping names a skill of today’s content', () => {
  const keys = new Set(bundle.skills.map((skill) => skill.key));
  for (const [old, current] of Object.entries(RENAMED_SKILL_KEYS)) {
    expect(keys.has(current), `${old} → ${current}`).toBe(true);
  }
  // And every skill of today is where some old skill went: no skill lost its learners' marks.
  expect(new Set(Object.values(RENAMED_SKILL_KEYS))).toEqual(keys);
});

test('an answered skill is started, with its level and its challenge mark', () => {
  const scenario = bundle.scenarios.find((s) => s.number === 1)!;
  const progress = markChallengeDone(
    recordAnswer(emptyProgress(), { scenario: 1, correct: false, at: now }),
    scenario.skillKey,
    now,
  );
  const group = skillGroups(bundle, progress, now).find((g) =>
    g.started.some((item) => item.key === scenario.skillKey),
  );
  const skill = bundle.skills.find((candidate) => candidate.key === scenario.skillKey)!;
  expect(group?.started).toEqual([
    {
      key: scenario.skillKey,
      name: scenario.skill,
      description: skill.description,
      steps: skill.steps,
      level: 1,
      challengeDoneAt: now,
    },
  ]);
});

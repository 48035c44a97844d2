// @vitest-environment node
// The engine's rule (packages/training) on the real content bundle; the engine's own tests use a
// small made-up set.
import { recordAnswer } from '@ths/training/answer';
import { markChallengeDone } from '@ths/training/challenges';
import { emptyProgress } from '@ths/training/progress';
import { expect, test } from 'vitest';
import { bundle } from './generated/pt-BR.ts';
import { skillGroups } from '@ths/training/skill-groups';
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
  expect(groups.find((group) => group.casel === 'relationship-skills')?.bncc).toEqual([9]);
  expect(groups.find((group) => group.casel === 'responsible-decision-making')?.bncc[0]).toBe(10);
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
  expect(group?.started).toEqual([
    { key: scenario.skillKey, name: scenario.skill, level: 1, challengeDoneAt: now },
  ]);
});

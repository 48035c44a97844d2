// Builders shared by the tests: a scenario set numbered like the real one, device times, answers.
import type { Skill } from '@ths/content-model/bundle-schema';
import { stageForNumber } from '@ths/content-model/stage';
import { recordAnswer } from './answer.ts';
import { emptyProgress, type Progress } from './progress.ts';
import type { ScenarioRef } from './phases.ts';

/** 2026-11-21 at 10:00 plus `minute` minutes, as the device writes it. */
export function at(minute: number): string {
  return new Date(Date.UTC(2026, 10, 21, 10, minute)).toISOString();
}

/** Scenarios 1 to `last` (or the given numbers), each in the stage its number puts it in. */
export function scenarioSet(last: number): ScenarioRef[];
export function scenarioSet(numbers: readonly number[]): ScenarioRef[];
export function scenarioSet(spec: number | readonly number[]): ScenarioRef[] {
  const numbers = typeof spec === 'number' ? range(1, spec) : spec;
  return numbers.map((number) => ({ number, stage: stageForNumber(number) }));
}

/** first, first + 1, …, last. */
export function range(first: number, last: number): number[] {
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => first + index);
}

/** Answers each scenario once, in order, one minute apart from `startMinute`. */
export function answerAll(
  numbers: readonly number[],
  correct = true,
  progress: Progress = emptyProgress(),
  startMinute = 0,
): Progress {
  return numbers.reduce(
    (state, scenario, index) =>
      recordAnswer(state, { scenario, correct, at: at(startMinute + index) }),
    progress,
  );
}

/** A seeded stand-in for Math.random (mulberry32), so a failing case can be repeated. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The time zone the week tests read the calendar in. */
export const SP = 'America/Sao_Paulo';

const skill = (key: string): Skill => ({
  key,
  name: `Skill ${key}`,
  description: `About ${key}.`,
  casel: 'relationship-skills',
  bncc: 9,
  steps: ['Pare', 'Respire', 'Diga como se sente'],
  challenge: `Try ${key} today.`,
});

/** Four skills a–d, each practised by one scenario (1–4), for the weekly challenge's rules. */
export const weekContent = {
  skills: ['a', 'b', 'c', 'd'].map(skill),
  scenarios: [
    { number: 1, skillKey: 'a' },
    { number: 2, skillKey: 'b' },
    { number: 3, skillKey: 'c' },
    { number: 4, skillKey: 'd' },
  ],
};

/** A right answer to `scenario` at the instant `at`. */
export const weekAnswer = (progress: Progress, scenario: number, at: string) =>
  recordAnswer(progress, { scenario, correct: true, at });

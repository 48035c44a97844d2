// @vitest-environment node
// A class session through the journey's step (docs/decisions/0072): 'Fazer a tarefa' on a skill
// plays what the work still needs in a row, as new scenarios, and ends on its closing card; no
// review is counted, so 'Mestre da Prática' stays for review.
import { assignmentScenarios, type Assignment } from '@ths/training/assignments';
import { recordAnswer } from '@ths/training/answer';
import { emptyProgress, isFlagged, type Progress } from '@ths/training/progress';
import { expect, test } from 'vitest';
import { bundle } from '../../../content/generated/pt-BR.ts';
import { sessionPosition } from './class-session.ts';
import { journeyStep, type JourneyEvent, type JourneyStep } from './journey-step.ts';
import type { JourneyView } from './journey-view.ts';
import '../../../testing/register-fsrs.ts';

// The skill of scenario 2: five scenarios over more than one phase (docs/decisions/0043).
const skillKey = bundle.scenarios.find((scenario) => scenario.number === 2)!.skillKey!;
const skill: Assignment = {
  id: 'task-1',
  kind: 'skill',
  target: skillKey,
  dueOn: '2026-12-04',
  createdAt: '2026-11-20T10:00:00Z',
};
const phaseWork: Assignment = { ...skill, id: 'task-2', kind: 'phase', target: '3' };
const numbers = assignmentScenarios(skill, bundle.scenarios);
const given = { phases: [3], scenarios: numbers };

const context = {
  scenarios: bundle.scenarios,
  achievements: bundle.achievements,
  now: '2026-11-25T10:00:00.000Z',
  deviceId: 'device-a',
  given,
  work: [skill, phaseWork],
};

const step = (view: JourneyView, progress: Progress, event: JourneyEvent): JourneyStep =>
  journeyStep({ view, progress, answering: null }, event, context);
const moves = (result: JourneyStep) =>
  result.effects.flatMap((effect) => (effect.type === 'go' ? [effect] : []));
const achievementNotices = (result: JourneyStep) =>
  result.effects.flatMap((effect) =>
    effect.type === 'notify' && effect.notice.kind === 'achievement' ? [effect.notice.id] : [],
  );

/** One answer in the session and the 'answered' after its delay: the step's two events. */
function answerIn(view: JourneyView, progress: Progress, correct: boolean) {
  const scenario = view.name === 'task' ? view.scenario : 0;
  const answering = step(view, progress, { type: 'answer', scenario, correct });
  const after = journeyStep(
    { view, progress: answering.progress, answering: answering.answering },
    { type: 'answered' },
    context,
  );
  return { answering, after };
}

test('the skill has five scenarios, the size the issue tried', () => {
  expect(numbers).toHaveLength(5);
});

test("'Fazer a tarefa' plays the skill's scenarios in a row, as new ones, to the closing card; no review is counted", () => {
  const start = step({ name: 'home' }, emptyProgress(), { type: 'do-class-work', task: 'task-1' });
  const [first, ...rest] = numbers;
  let view: JourneyView = { name: 'task', task: 'task-1', scenario: first!, next: rest };
  expect(moves(start)).toEqual([{ type: 'go', view, history: 'push' }]);
  expect(start.progress.reviewCounts).toEqual({});
  expect(
    sessionPosition(view as Extract<JourneyView, { name: 'task' }>, [skill], bundle.scenarios),
  ).toEqual({ position: 1, total: 5 });

  let progress = start.progress;
  const unlocked: string[] = [];
  for (const [index, scenario] of numbers.entries()) {
    // Two of the five wrong: review's achievement would have come at the third pick.
    const { answering, after } = answerIn(view, progress, index % 2 === 0);
    // The lesson's 500 ms, not review's 1500.
    expect(answering.effects).toContainEqual({
      type: 'later',
      ms: 500,
      event: { type: 'answered' },
    });
    unlocked.push(...achievementNotices(answering), ...achievementNotices(after));
    progress = after.progress;
    const done = numbers.slice(0, index + 1);
    const next: JourneyView =
      index < numbers.length - 1
        ? {
            name: 'task',
            task: 'task-1',
            scenario: numbers[index + 1]!,
            next: numbers.slice(index + 2),
            done,
          }
        : { name: 'task-end', task: 'task-1', done };
    // Each one takes the answered one's place: Back from the session is the home.
    expect(moves(after)).toEqual([{ type: 'go', view: next, history: 'replace' }]);
    expect(progress.results[scenario]).toBeDefined();
    view = next;
  }
  expect(progress.reviewCounts).toEqual({});
  expect(unlocked).not.toContain('practice_master');
  expect(progress.unlockedAchievements).not.toContain('practice_master');
  // First-try counting as in the lesson: the wrong ones are flagged and their first try kept.
  expect(isFlagged(progress, numbers[1]!)).toBe(true);
  expect(progress.results[numbers[1]!]).toMatchObject({ firstCorrect: false });
  // The closing card's address stays where it is.
  expect(moves(step(view, progress, { type: 'arrive' }))).toEqual([]);
});

test('left midway, the answers stay and the next session plays only what the work still needs', () => {
  const [first, second, ...rest] = numbers;
  const view: JourneyView = {
    name: 'task',
    task: 'task-1',
    scenario: first!,
    next: [second!, ...rest],
  };
  const answering = step(view, emptyProgress(), {
    type: 'answer',
    scenario: first!,
    correct: true,
  });
  // The home button during the delay: the answer is saved, nothing moves.
  const left = journeyStep(
    { view: { name: 'home' }, progress: answering.progress, answering: answering.answering },
    { type: 'answered' },
    context,
  );
  expect(moves(left)).toEqual([]);
  const again = step({ name: 'home' }, left.progress, { type: 'do-class-work', task: 'task-1' });
  const resumed: JourneyView = { name: 'task', task: 'task-1', scenario: second!, next: rest };
  expect(moves(again)).toEqual([{ type: 'go', view: resumed, history: 'push' }]);
  // It goes on counting: the second of five.
  expect(
    sessionPosition(resumed as Extract<JourneyView, { name: 'task' }>, [skill], bundle.scenarios),
  ).toEqual({ position: 2, total: 5 });
});

test('the scenarios still to review come back in the next session, still without counting a review', () => {
  const at = '2026-11-24T10:00:00.000Z';
  const progress = numbers.reduce(
    (state, scenario) => recordAnswer(state, { scenario, correct: scenario !== numbers[3], at }),
    emptyProgress(),
  );
  const start = step({ name: 'home' }, progress, { type: 'do-class-work', task: 'task-1' });
  expect(moves(start)).toEqual([
    {
      type: 'go',
      view: { name: 'task', task: 'task-1', scenario: numbers[3]!, next: [] },
      history: 'push',
    },
  ]);
  expect(start.progress.reviewCounts).toEqual({});
});

test("a phase's work opens the phase, as before", () => {
  const result = step({ name: 'home' }, emptyProgress(), { type: 'do-class-work', task: 'task-2' });
  expect(moves(result)).toEqual([
    { type: 'go', view: expect.objectContaining({ name: 'lesson', phase: 3 }), history: 'push' },
  ]);
});

test('an address of work the classes no longer have, or of a scenario not in it, or a card of nothing, is the home', () => {
  const home = [{ type: 'go', view: { name: 'home' }, history: 'replace' }];
  const arrive = (view: JourneyView) => moves(step(view, emptyProgress(), { type: 'arrive' }));
  expect(arrive({ name: 'task', task: 'gone', scenario: numbers[0]!, next: [] })).toEqual(home);
  expect(arrive({ name: 'task', task: 'task-1', scenario: 1, next: [] })).toEqual(home);
  expect(arrive({ name: 'task-end', task: 'task-1', done: [numbers[0]!] })).toEqual(home);
  expect(arrive({ name: 'task', task: 'task-1', scenario: numbers[0]!, next: [] })).toEqual([]);
});

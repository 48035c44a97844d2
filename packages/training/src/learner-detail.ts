// An educator's look at one learner and at one skill (issue 27, docs/decisions/0032): every
// scenario answered with how the first choice went and whether it was fixed later, the learner's
// skills, the challenges done, who in the class needs a skill, and who has not practised for a
// week. The numbers come from accuracySummary (through overallAccuracy), the function the
// learner's own screens read (docs/decisions/0022), so the educator never reads another figure
// than the learner.
import type { Scenario } from '@ths/content-model/bundle-schema';
import { overallAccuracy, type AccuracySummary } from './accuracy-summary.ts';
import { resultEntries, resultOf, type Progress, type ScenarioResult } from './progress.ts';
import { compareInstants, instantOf, isTimestamp } from './timestamps.ts';

type DetailScenario = Pick<Scenario, 'number' | 'stage' | 'skillKey'>;

/**
 * The summary of some of the learner's scenarios: overallAccuracy of the progress with only their
 * results, so the same rule as everywhere (accuracySummary under it). Through overallAccuracy,
 * which the class report already reads, because the app's first download shares this module and
 * each more function it hands to the educator's screens adds to it (docs/decisions/0015).
 */
function summaryOf(progress: Progress, numbers: readonly number[]): AccuracySummary {
  const results: Progress['results'] = {};
  for (const number of numbers) {
    const result = resultOf(progress, number);
    if (result !== undefined) results[number] = result;
  }
  return overallAccuracy({ ...progress, results });
}

/**
 * How one answered scenario went, from whether the first and the latest choice were right
 * (docs/decisions/0032); which choice was first is AnsweredScenario.firstChoice (0049):
 * - 'first-try': the first choice was the one that works best, and the latest is still right;
 * - 'corrected': the first choice was not, a later one was ("corrigida depois");
 * - 'to-review': the latest choice is not right (the learner's 'Revisar' list).
 */
export type AnswerOutcome = 'first-try' | 'corrected' | 'to-review';

/** The outcome of one result; see AnswerOutcome. */
export function answerOutcome(result: ScenarioResult): AnswerOutcome {
  if (!result.lastCorrect) return 'to-review';
  return result.firstCorrect ? 'first-try' : 'corrected';
}

export type AnsweredScenario = {
  number: number;
  skillKey: string;
  /** Whether the first choice was the right one, whatever came later. */
  firstCorrect: boolean;
  /**
   * The key of the choice picked first (docs/decisions/0049), or null when the progress does not
   * say: an answer saved before it was kept, or by an older app.
   */
  firstChoice: string | null;
  outcome: AnswerOutcome;
  firstAt: string;
  lastAt: string;
};

export type PhaseDetail = {
  phase: number;
  /** Scenarios of the phase in the content. */
  total: number;
  summary: AccuracySummary;
  /** The answered scenarios of the phase, by number. */
  answered: AnsweredScenario[];
};

/** Per phase of the content, the learner's answered scenarios and their summary. */
export function learnerPhases(
  scenarios: readonly DetailScenario[],
  progress: Progress,
): PhaseDetail[] {
  const phases = [...new Set(scenarios.map((scenario) => scenario.stage))].sort((a, b) => a - b);
  return phases.map((phase) => {
    const ofPhase = scenarios
      .filter((scenario) => scenario.stage === phase)
      .sort((a, b) => a.number - b.number);
    const answered = ofPhase.flatMap((scenario): AnsweredScenario[] => {
      const result = resultOf(progress, scenario.number);
      if (result === undefined) return [];
      return [
        {
          number: scenario.number,
          skillKey: scenario.skillKey,
          firstCorrect: result.firstCorrect,
          firstChoice: result.firstChoice ?? null,
          outcome: answerOutcome(result),
          firstAt: result.firstAt,
          lastAt: result.lastAt,
        },
      ];
    });
    return {
      phase,
      total: ofPhase.length,
      summary: summaryOf(
        progress,
        answered.map((item) => item.number),
      ),
      answered,
    };
  });
}

/**
 * The choice an answer picked first, found by its key in the scenario as the content has it now
 * (docs/decisions/0049): after an editor reorders or rewrites the choices it is still the same
 * choice. Undefined when the key is not known or the choice has left the content.
 */
export function firstChoiceOf<C extends { key?: string | undefined }>(
  scenario: { choices: readonly C[] } | undefined,
  answer: Pick<AnsweredScenario, 'firstChoice'>,
): C | undefined {
  if (answer.firstChoice === null || scenario === undefined) return undefined;
  return scenario.choices.find((choice) => choice.key === answer.firstChoice);
}

export type LearnerSkill = {
  skillKey: string;
  /** Scenarios of the skill in the content. */
  total: number;
  summary: AccuracySummary;
  /** When the learner marked its challenge done, or null. */
  challengeDoneAt: string | null;
};

/**
 * The skills the learner has answered at least one scenario of: the ones still to review first,
 * then those fixed later, then the rest, each group in the content's order of first scenario.
 */
export function learnerSkills(
  scenarios: readonly DetailScenario[],
  progress: Progress,
): LearnerSkill[] {
  const bySkill = new Map<string, DetailScenario[]>();
  for (const scenario of [...scenarios].sort((a, b) => a.number - b.number)) {
    bySkill.set(scenario.skillKey, [...(bySkill.get(scenario.skillKey) ?? []), scenario]);
  }
  const rank = (skill: LearnerSkill) =>
    skill.summary.toReview > 0 ? 0 : skill.summary.correctedLater > 0 ? 1 : 2;
  return [...bySkill]
    .map(([skillKey, ofSkill]) => ({
      skillKey,
      total: ofSkill.length,
      summary: summaryOf(
        progress,
        ofSkill.map((scenario) => scenario.number),
      ),
      challengeDoneAt: Object.hasOwn(progress.challengesDone, skillKey)
        ? (progress.challengesDone[skillKey] ?? null)
        : null,
    }))
    .filter((skill) => skill.summary.answered > 0)
    .map((skill, order) => ({ skill, order }))
    .sort((a, b) => rank(a.skill) - rank(b.skill) || a.order - b.order)
    .map(({ skill }) => skill);
}

export type ChallengeDone = { skillKey: string; at: string };

/** The challenges the learner marked done, the latest first. */
export function challengesDone(progress: Progress): ChallengeDone[] {
  return Object.entries(progress.challengesDone)
    .filter(([, at]) => isTimestamp(at))
    .map(([skillKey, at]) => ({ skillKey, at }))
    .sort((a, b) => compareInstants(b.at, a.at) || a.skillKey.localeCompare(b.skillKey));
}

/**
 * Where a learner is with a skill, for the skill's page:
 * - 'needs': a scenario of it is still to review (the latest choice was not right);
 * - 'corrected': every miss of it was fixed later;
 * - 'right': every scenario of it answered so far was right at the first try;
 * - 'not-started': no scenario of it answered.
 */
export type SkillStanding = 'needs' | 'corrected' | 'right' | 'not-started';

/** How one learner stands with one skill; see SkillStanding. */
export function skillStanding(
  scenarios: readonly Pick<Scenario, 'number' | 'skillKey'>[],
  skillKey: string,
  progress: Progress,
): SkillStanding {
  const summary = summaryOf(
    progress,
    scenarios.filter((scenario) => scenario.skillKey === skillKey).map((s) => s.number),
  );
  if (summary.answered === 0) return 'not-started';
  if (summary.toReview > 0) return 'needs';
  return summary.correctedLater > 0 ? 'corrected' : 'right';
}

/**
 * When the learner last practised: the latest answer or challenge mark their progress holds (the
 * device's times), or null before any. Times the reader would refuse are skipped.
 */
export function lastPracticeAt(progress: Progress): string | null {
  const times = [
    ...resultEntries(progress).map(([, result]) => result.lastAt),
    ...Object.values(progress.challengesDone),
  ].filter(isTimestamp);
  return times.reduce<string | null>(
    (latest, at) => (latest === null || compareInstants(at, latest) > 0 ? at : latest),
    null,
  );
}

/** "Sem praticar há 7 dias": a week without practice is when a teacher says a word. */
export const IDLE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a learner has gone IDLE_DAYS or more without practising at `now`: since their last
 * practice, or, if they never practised, since they joined the class (a learner who joined last
 * week and never started needs the same word). A time in the future (a device's clock ahead)
 * counts as now.
 */
export function isIdle(lastPractice: string | null, joinedAt: string, now: string): boolean {
  const since = lastPractice ?? joinedAt;
  return instantOf(now) - instantOf(since) >= IDLE_DAYS * DAY_MS;
}

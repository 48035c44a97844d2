// "Mover para outro número" (docs/decisions/0046-guard-rails-for-editors.md): what the dialog says
// about the number an educator types, before anything moves.
import { checkScenarioNumber, duplicateMessage } from '@ths/content-model/rules';
import { fixedStageOf, PHASE_COUNT } from '@ths/content-model/stage';

export type MoveTarget =
  { ok: true; number: number; stage: number } | { ok: false; problem: string | undefined };

/**
 * The phase the scenario has after the move: the one the new number fixes (1 to 100), or, for a
 * school's number (101 on, docs/decisions/0055), the phase it has now, which "Fase" can change.
 * A scenario without a phase yet takes the last one, as the specification's "81 and above".
 */
function stageAfterMove(target: number, currentStage: number | undefined) {
  return fixedStageOf(target) ?? currentStage ?? PHASE_COUNT;
}

/**
 * The target as typed, checked against the rules a scenario number keeps: a whole number from
 * 1 to 1000, not the one the scenario has, and not used by another scenario (drafts included).
 * `takenBy` is undefined while the lake has not answered; the problem is then undefined too,
 * and the move waits.
 */
export function checkMoveTarget(
  typed: string,
  current: unknown,
  takenBy: readonly string[] | undefined,
  currentStage?: number,
): MoveTarget {
  const trimmed = typed.trim();
  if (trimmed === '') return { ok: false, problem: undefined };
  const number = Number(trimmed);
  const invalid = checkScenarioNumber(number);
  if (invalid) return { ok: false, problem: invalid };
  if (number === current) {
    return { ok: false, problem: `O cenário já tem o número ${number}. Escolha outro número.` };
  }
  if (takenBy === undefined) return { ok: false, problem: undefined };
  if (takenBy.length > 0) {
    return { ok: false, problem: duplicateMessage('scenarioNumber', number, takenBy) };
  }
  return { ok: true, number, stage: stageAfterMove(number, currentStage) };
}

/** What the move does, in the words of the dialog; `from` and `to` are the phases. */
export function moveSummary(current: number, target: number, from: number, to: number): string {
  const phase =
    from === to ? `Continua na fase ${to}.` : `Sai da fase ${from} e passa para a fase ${to}.`;
  const school =
    fixedStageOf(target) === undefined
      ? ' Como cenário da escola (número acima de 100), ele aparece depois dos cenários do app, e a fase pode ser mudada no campo “Fase”.'
      : '';
  return `O cenário ${current} passa a ser o cenário ${target}. ${phase}${school}`;
}

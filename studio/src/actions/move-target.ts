// "Mover para outro número" (docs/decisions/0046-guard-rails-for-editors.md): what the dialog says
// about the number an educator types, before anything moves.
import { checkScenarioNumber, duplicateMessage } from '@ths/content-model/rules';
import { stageForNumber } from '@ths/content-model/stage';

export type MoveTarget =
  { ok: true; number: number; stage: number } | { ok: false; problem: string | undefined };

/**
 * The target as typed, checked against the rules a scenario number keeps: a whole number from
 * 1 to 100, not the one the scenario has, and not used by another scenario (drafts included).
 * `takenBy` is undefined while the lake has not answered; the problem is then undefined too,
 * and the move waits.
 */
export function checkMoveTarget(
  typed: string,
  current: unknown,
  takenBy: readonly string[] | undefined,
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
  return { ok: true, number, stage: stageForNumber(number) };
}

/** What the move does, in the words of the dialog. */
export function moveSummary(current: number, target: number): string {
  const from = stageForNumber(current);
  const to = stageForNumber(target);
  const phase =
    from === to ? `Continua na fase ${to}.` : `Sai da fase ${from} e passa para a fase ${to}.`;
  return `O cenário ${current} passa a ser o cenário ${target}. ${phase}`;
}

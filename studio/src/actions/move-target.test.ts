// @vitest-environment node
import { expect, test } from 'vitest';
import { checkMoveTarget, moveSummary } from './move-target.ts';

test('a free whole number from 1 to 100 is a target, with the phase that follows from it', () => {
  expect(checkMoveTarget('21', 20, [], 1)).toEqual({ ok: true, number: 21, stage: 2 });
  expect(checkMoveTarget(' 100 ', 99, [], 5)).toEqual({ ok: true, number: 100, stage: 5 });
});

// docs/decisions/0055: above 100 a scenario is the school's, and keeps the phase it has.
test('a free number above 100 is a target that keeps the scenario’s phase', () => {
  expect(checkMoveTarget('101', 12, [], 1)).toEqual({ ok: true, number: 101, stage: 1 });
  expect(checkMoveTarget('120', 105, [], 3)).toEqual({ ok: true, number: 120, stage: 3 });
  expect(checkMoveTarget('37', 105, [], 3)).toEqual({ ok: true, number: 37, stage: 2 });
  expect(checkMoveTarget('101', 12, [], undefined)).toEqual({ ok: true, number: 101, stage: 5 });
});

test('a number outside 1–1000, or not whole, is refused with the rule in Portuguese', () => {
  for (const typed of ['0', '1001', '12.5', '-3', 'doze']) {
    expect(checkMoveTarget(typed, 12, [])).toEqual({
      ok: false,
      problem:
        'O número do cenário deve ser um número inteiro de 1 a 1000 (de 1 a 100, os cenários do app; de 101 em diante, os que a escola cria).',
    });
  }
});

test('the number the scenario has already, or one another scenario uses, is refused', () => {
  expect(checkMoveTarget('12', 12, [])).toEqual({
    ok: false,
    problem: 'O cenário já tem o número 12. Escolha outro número.',
  });
  expect(checkMoveTarget('42', 12, ['scenario-42'])).toEqual({
    ok: false,
    problem:
      'Outro cenário já usa o número 42 (scenario-42). Cada número deve aparecer uma só vez.',
  });
});

test('nothing typed, or the lake not answered yet, is no target and no complaint', () => {
  expect(checkMoveTarget('', 12, [])).toEqual({ ok: false, problem: undefined });
  expect(checkMoveTarget('42', 12, undefined)).toEqual({ ok: false, problem: undefined });
});

test('the summary says whether the phase changes, and what a school number means', () => {
  expect(moveSummary(20, 21, 1, 2)).toBe(
    'O cenário 20 passa a ser o cenário 21. Sai da fase 1 e passa para a fase 2.',
  );
  expect(moveSummary(99, 100, 5, 5)).toBe(
    'O cenário 99 passa a ser o cenário 100. Continua na fase 5.',
  );
  expect(moveSummary(12, 101, 1, 1)).toBe(
    'O cenário 12 passa a ser o cenário 101. Continua na fase 1. Como cenário da escola (número acima de 100), ele aparece depois dos cenários do app, e a fase pode ser mudada no campo “Fase”.',
  );
});

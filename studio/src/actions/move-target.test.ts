// @vitest-environment node
import { expect, test } from 'vitest';
import { checkMoveTarget, moveSummary } from './move-target.ts';

test('a free whole number from 1 to 100 is a target, with the phase that follows from it', () => {
  expect(checkMoveTarget('21', 20, [])).toEqual({ ok: true, number: 21, stage: 2 });
  expect(checkMoveTarget(' 100 ', 99, [])).toEqual({ ok: true, number: 100, stage: 5 });
});

test('a number outside 1–100, or not whole, is refused with the rule in Portuguese', () => {
  for (const typed of ['0', '101', '12.5', '-3', 'doze']) {
    expect(checkMoveTarget(typed, 12, [])).toEqual({
      ok: false,
      problem: 'O número do cenário deve ser um número inteiro de 1 a 100.',
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

test('the summary says whether the phase changes', () => {
  expect(moveSummary(20, 21)).toBe(
    'O cenário 20 passa a ser o cenário 21. Sai da fase 1 e passa para a fase 2.',
  );
  expect(moveSummary(99, 100)).toBe('O cenário 99 passa a ser o cenário 100. Continua na fase 5.');
});

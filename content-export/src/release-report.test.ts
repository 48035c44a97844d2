// The failure report (decision 0057): which step failed and the end of what it printed.
import { expect, test } from 'vitest';
import { failedStepId, failureMessage, LOG_LINES, stepNames } from './release-report.ts';

test('the failing step is the one whose conclusion is failure, not a report allowed to fail', () => {
  expect(
    failedStepId({
      report: { outcome: 'failure', conclusion: 'success' },
      install: { outcome: 'success', conclusion: 'success' },
      tests: { outcome: 'failure', conclusion: 'failure' },
    }),
  ).toBe('tests');
  expect(failedStepId({ install: { outcome: 'success', conclusion: 'success' } })).toBeUndefined();
});

test('names come from the workflow file, by id', () => {
  const workflow =
    '    steps:\n      - name: Exportar\n        id: export\n        run: pnpm content\n';
  expect(stepNames(workflow)).toEqual(new Map([['export', 'Exportar']]));
});

test('the message names the step and keeps the last lines, without terminal colours', () => {
  const log = Array.from({ length: 40 }, (_, index) => `\u001b[31mlinha ${index}\u001b[39m`).join(
    '\n',
  );
  const message = failureMessage('Construir o app', log).split('\n');
  expect(message[0]).toBe('A etapa “Construir o app” falhou.');
  expect(message.slice(1)).toHaveLength(LOG_LINES);
  expect(message.at(-1)).toBe('linha 39');
});

test('a run stopped without a failing step says so', () => {
  expect(failureMessage(undefined, undefined)).toMatch(/interrompida/);
});

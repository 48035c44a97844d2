import { expect, test } from 'vitest';
import { loneQuestion, tallyQuestionCue } from './question-cue.ts';

const choices = (texts: string[], correct = 0) =>
  texts.map((text, index) => ({ text, isCorrect: index === correct }));

test('the lone question is found in the correct or a wrong choice; none or two ask, no cue', () => {
  expect(loneQuestion(choices(['Pergunto: “Posso ir?”', 'Saio.', 'Grito.']))).toBe('correct');
  expect(loneQuestion(choices(['Peço a vez.', 'Digo: “Por quê?”', 'Grito.']))).toBe('wrong');
  expect(loneQuestion(choices(['Peço a vez.', 'Saio.', 'Grito.']))).toBeUndefined();
  expect(
    loneQuestion(choices(['Pergunto: “Posso ir?”', 'Digo: “Por que eu?”', 'Grito.'])),
  ).toBeUndefined();
});

test('the share counts only scenarios with a lone question; exactly 50 % meets the target', () => {
  const correctAsks = { choices: choices(['Pergunto: “Posso?”', 'Saio.', 'Grito.']) };
  const wrongAsks = { choices: choices(['Peço a vez.', 'Digo: “Por quê?”', 'Grito.']) };
  const noQuestion = { choices: choices(['Peço a vez.', 'Saio.', 'Grito.']) };
  const even = tallyQuestionCue([correctAsks, wrongAsks, noQuestion]);
  expect(even).toEqual({
    scenarios: 3,
    loneQuestion: 2,
    correct: 1,
    percent: 50,
    aboveTarget: false,
  });
  const cue = tallyQuestionCue([correctAsks, correctAsks, wrongAsks, noQuestion]);
  expect(cue).toMatchObject({ loneQuestion: 3, correct: 2, aboveTarget: true });
  expect(cue.percent).toBeCloseTo(66.67, 1);
});

test('no lone question: no share and nothing flagged', () => {
  expect(tallyQuestionCue([{ choices: choices(['Peço.', 'Saio.', 'Grito.']) }])).toEqual({
    scenarios: 1,
    loneQuestion: 0,
    correct: 0,
    percent: null,
    aboveTarget: false,
  });
});

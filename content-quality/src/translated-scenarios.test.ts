import { expect, test } from 'vitest';
import { CHOICE_TEXT, READ_TEXT, translatedScenarios } from './translated-scenarios.ts';

const scenarios = [1, 2, 3, 4].map((number) => ({ _id: `scenario-${number}`, number }));
const missing = [
  { documentId: 'scenario-2', field: 'choices[1].text' },
  { documentId: 'scenario-3', field: 'choices[0].feedback' },
  { documentId: 'scenario-4', field: 'title' },
  { documentId: 'phase-1', field: 'description' },
];

test('choice measures keep the scenarios whose three choice texts are translated', () => {
  expect(translatedScenarios(scenarios, { missing }, CHOICE_TEXT)).toEqual(new Set([1, 3, 4]));
});

test('reading ease also needs the description and the feedbacks, but not the title', () => {
  expect(translatedScenarios(scenarios, { missing }, READ_TEXT)).toEqual(new Set([1, 4]));
});

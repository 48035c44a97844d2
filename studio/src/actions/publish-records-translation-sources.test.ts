import {
  translationStatusesOf,
  withAllTranslationSources,
} from '@ths/content-model/translation-sources';
import { expect, test } from 'vitest';
import { sourcesOnPublish } from './publish-records-translation-sources.ts';

const text = (pt: string, en?: string) => [
  { _key: 'p', _type: 'internationalizedArrayStringValue', language: 'pt-BR', value: pt },
  ...(en === undefined
    ? []
    : [{ _key: 'e', _type: 'internationalizedArrayStringValue', language: 'en', value: en }]),
];
const published = withAllTranslationSources({
  _id: 'scenario-12',
  _type: 'scenario',
  title: text('Pedir ajuda', 'Asking for help'),
  description: text('Você não entendeu a tarefa.', 'You did not understand the task.'),
});
const outdatedAfter = (draft: Record<string, unknown>) => {
  const sources = sourcesOnPublish(draft, published);
  const result = sources ? { ...draft, translationSources: sources } : draft;
  return translationStatusesOf(result, 'en')
    .filter((field) => field.status === 'outdated')
    .map((field) => field.label);
};

test('publishing a pt-BR change alone leaves its translation out of date', () => {
  const draft = { ...published, title: text('Pedir ajuda ao professor', 'Asking for help') };
  expect(sourcesOnPublish(draft, published)).toBeUndefined();
  expect(outdatedAfter(draft)).toEqual(['title']);
});

test('publishing a pt-BR change with its new translation records the new source', () => {
  const draft = {
    ...published,
    title: text('Pedir ajuda ao professor', 'Asking the teacher for help'),
  };
  expect(outdatedAfter(draft)).toEqual([]);
});

test('a translation added to a never-published document is recorded', () => {
  const draft = { _id: 'drafts.scenario-99', _type: 'scenario', title: text('Novo', 'New') };
  expect(sourcesOnPublish(draft, null)).toEqual([
    expect.objectContaining({ field: 'title', language: 'en' }),
  ]);
});

test('nothing changed in any translation: the records are left as they are', () => {
  expect(sourcesOnPublish({ ...published }, published)).toBeUndefined();
});

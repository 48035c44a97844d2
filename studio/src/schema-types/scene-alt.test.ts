import { expect, test } from 'vitest';
import { altWithDraft, languagesTheDraftWouldReplace } from './scene-alt.ts';

const draft = {
  'pt-BR': 'Na sala de aula, Hiro está com cara de preocupação.',
  en: 'In the classroom, Hiro looks worried.',
};
let counter = 0;
const newKey = () => `new${(counter += 1)}`;
const item = (language: string, value: string, key = language) => ({
  _key: key,
  _type: 'internationalizedArrayTextValue' as const,
  language,
  value,
});

test('an empty alt text gets the draft in every language', () => {
  counter = 0;
  expect(altWithDraft(undefined, draft, { replaceWritten: false, newKey })).toEqual({
    items: [item('pt-BR', draft['pt-BR'], 'new1'), item('en', draft.en, 'new2')],
    drafted: ['pt-BR', 'en'],
    kept: [],
  });
});

test('a text the author wrote is kept unless they allow replacing it', () => {
  const current = [item('pt-BR', 'Na sala, Hiro olha preocupado para o caderno.')];
  expect(languagesTheDraftWouldReplace(current, draft)).toEqual(['pt-BR']);
  const kept = altWithDraft(current, draft, { replaceWritten: false, newKey: () => 'k' });
  expect(kept.items).toEqual([current[0], item('en', draft.en, 'k')]);
  expect(kept).toMatchObject({ drafted: ['en'], kept: ['pt-BR'] });
  const replaced = altWithDraft(current, draft, { replaceWritten: true, newKey: () => 'k' });
  expect(replaced.items).toEqual([item('pt-BR', draft['pt-BR']), item('en', draft.en, 'k')]);
  expect(replaced.drafted).toEqual(['pt-BR', 'en']);
});

test('an empty text is filled without asking; a text equal to the draft is nothing to replace', () => {
  const current = [item('pt-BR', '  '), item('en', draft.en)];
  expect(languagesTheDraftWouldReplace(current, draft)).toEqual([]);
  expect(altWithDraft(current, draft, { replaceWritten: false, newKey }).items).toEqual([
    item('pt-BR', draft['pt-BR']),
    item('en', draft.en),
  ]);
});

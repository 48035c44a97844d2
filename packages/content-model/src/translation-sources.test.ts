import { expect, test } from 'vitest';
import {
  localizedFieldsOf,
  retranslatedFields,
  sourceHash,
  translationStatus,
  translationStatusesOf,
  withNewTranslationSources,
  withTranslationSources,
} from './translation-sources.ts';

const text = (pt: string, en?: string) => [
  { _key: 'p', _type: 'internationalizedArrayStringValue', language: 'pt-BR', value: pt },
  ...(en === undefined
    ? []
    : [{ _key: 'e', _type: 'internationalizedArrayStringValue', language: 'en', value: en }]),
];

const scenario = (feedbackPt: string, sources: unknown[] = []) => ({
  _id: 'scenario-12',
  _type: 'scenario',
  number: 12,
  title: text('Pedir ajuda', 'Asking for help'),
  choices: [
    { _key: 'c1', text: text('Peço ajuda', 'I ask'), feedback: text(feedbackPt, 'Well done') },
    { _key: 'c2', text: text('Fico quieto'), feedback: text('Tente falar', 'Try to speak') },
  ],
  translationSources: sources,
});

test('the hash names the pt-BR text: equal texts, equal hashes; spaces at the ends do not count', () => {
  expect(sourceHash('Muito bem')).toMatch(/^[0-9a-f]{8}$/);
  expect(sourceHash(' Muito bem ')).toBe(sourceHash('Muito bem'));
  expect(sourceHash('Muito bem!')).not.toBe(sourceHash('Muito bem'));
});

test('a translation is current while its pt-BR text is the one it was made from', () => {
  const values = text('Muito bem', 'Well done');
  expect(translationStatus(values, 'en', sourceHash('Muito bem'))).toBe('current');
  expect(translationStatus(values, 'en', sourceHash('Muito bem, você pediu'))).toBe('outdated');
  // Nothing says which pt-BR text it translates: it cannot be trusted to be current.
  expect(translationStatus(values, 'en', undefined)).toBe('outdated');
  expect(translationStatus(text('Muito bem', '  '), 'en', undefined)).toBe('missing');
  expect(translationStatus(values, 'pt-BR', undefined)).toBe('current');
});

test('every localized field is found, choices by key and by position', () => {
  expect(localizedFieldsOf(scenario('Boa')).map(({ path, label }) => [path, label])).toEqual([
    ['title', 'title'],
    ['choices[_key=="c1"].text', 'choices[0].text'],
    ['choices[_key=="c1"].feedback', 'choices[0].feedback'],
    ['choices[_key=="c2"].text', 'choices[1].text'],
    ['choices[_key=="c2"].feedback', 'choices[1].feedback'],
  ]);
});

test('a localized field inside an object (the scene’s alt text) is found by its dotted path', () => {
  const document = {
    ...scenario('Boa'),
    scene: { _type: 'scene', setting: 'classroom', alt: text('Na sala', 'In the classroom') },
  };
  expect(localizedFieldsOf(document).map(({ path, label }) => [path, label])).toContainEqual([
    'scene.alt',
    'scene.alt',
  ]);
  const stamped = {
    ...document,
    translationSources: withTranslationSources(document, 'en', ['scene.alt']),
  };
  expect(
    translationStatusesOf(stamped, 'en').find((field) => field.path === 'scene.alt')?.status,
  ).toBe('current');
  stamped.scene = { ...stamped.scene, alt: text('Na sala de aula', 'In the classroom') };
  expect(
    translationStatusesOf(stamped, 'en').find((field) => field.path === 'scene.alt')?.status,
  ).toBe('outdated');
});

test('stamping records today’s pt-BR; a later pt-BR change makes only that field out of date', () => {
  const fresh = scenario('Boa');
  const paths = localizedFieldsOf(fresh).map((field) => field.path);
  const stamped = { ...fresh, translationSources: withTranslationSources(fresh, 'en', paths) };
  expect(translationStatusesOf(stamped, 'en').map(({ label, status }) => [label, status])).toEqual([
    ['title', 'current'],
    ['choices[0].text', 'current'],
    ['choices[0].feedback', 'current'],
    ['choices[1].text', 'missing'],
    ['choices[1].feedback', 'current'],
  ]);

  const edited = scenario('Boa! Você pediu ajuda.', stamped.translationSources);
  const statuses = translationStatusesOf(edited, 'en');
  expect(statuses.filter((field) => field.status === 'outdated').map((f) => f.label)).toEqual([
    'choices[0].feedback',
  ]);

  // The translator updates it: its record now names the new pt-BR text, in the same place.
  const updated = withTranslationSources(edited, 'en', ['choices[_key=="c1"].feedback']);
  expect(updated.map((record) => record.field)).toEqual(
    stamped.translationSources.map((record) => record.field),
  );
  expect(
    translationStatusesOf({ ...edited, translationSources: updated }, 'en').some(
      (field) => field.status === 'outdated',
    ),
  ).toBe(false);
});

test('records of a deleted choice are dropped when the document is stamped again', () => {
  const fresh = scenario('Boa');
  const all = withTranslationSources(
    fresh,
    'en',
    localizedFieldsOf(fresh).map((f) => f.path),
  );
  const withoutSecond = { ...fresh, choices: [fresh.choices[0]!], translationSources: all };
  expect(withTranslationSources(withoutSecond, 'en', []).map((r) => r.field)).toEqual([
    'title',
    'choices[_key=="c1"].text',
    'choices[_key=="c1"].feedback',
  ]);
});

test('a publish stamps the translations whose text is new or changed, not the ones left alone', () => {
  const published = scenario('Boa');
  const draft = {
    ...scenario('Boa! Você pediu ajuda.'),
    title: text('Pedir ajuda', 'Asking for help!'),
  };
  draft.choices[1]!.text = text('Fico quieto', 'I stay quiet');
  expect(retranslatedFields(draft, published, 'en')).toEqual(['title', 'choices[_key=="c2"].text']);
  // Never published: every translation it has is new.
  expect(retranslatedFields(draft, null, 'en')).toHaveLength(5);
});

test('a field added later gets its record; the records already there are kept as they are', () => {
  const old = scenario('Boa');
  const recorded = { ...old, translationSources: withTranslationSources(old, 'en', ['title']) };
  // The title's pt-BR changes (its translation is now out of date), and a scene arrives.
  const edited = {
    ...recorded,
    title: text('Pedir ajuda à professora', 'Asking for help'),
    scene: { _type: 'scene', alt: text('Na sala', 'In the classroom') },
  };
  const stamped = withNewTranslationSources(edited);
  const status = (path: string) =>
    translationStatusesOf(stamped, 'en').find((field) => field.path === path)?.status;
  expect(status('scene.alt')).toBe('current');
  expect(status('title')).toBe('outdated');
  expect(status('choices[_key=="c1"].feedback')).toBe('current');
  expect(withNewTranslationSources(stamped).translationSources).toEqual(stamped.translationSources);
});

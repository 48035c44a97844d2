// The snapshot as it is once every scenario has its scene (issue 42): a scenario without one gets
// a classroom with a stand-in character, and each of its choices a reaction; a scenario that has a
// scene keeps it. Tests of rules across documents need it, since those rules only run once every
// document passes its own (dataset-schema.ts), and the committed snapshot gets its scenes apart
// (docs/decisions/0063).
import { sourceHash, translationSourceKey } from '@ths/content-model/translation-sources';
import type { SanityDocumentLike } from '../read-snapshot.ts';

export const STAND_IN_CHARACTER_ID = 'character-stand-in';

const standIn: SanityDocumentLike = {
  _id: STAND_IN_CHARACTER_ID,
  _type: 'character',
  name: 'Pessoa de teste',
  look: {
    _type: 'look',
    skin: 'tone3',
    hair: 'short1',
    hairColour: 'black',
    clothing: 'green',
    glasses: false,
    wheelchair: false,
    age: 'child',
  },
};

const standInScene = {
  _type: 'scene',
  setting: 'classroom',
  people: [
    {
      _key: 'p1',
      _type: 'scenePerson',
      character: { _type: 'reference', _ref: STAND_IN_CHARACTER_ID },
      feeling: 'calm',
    },
  ],
  alt: [
    {
      _key: 'pt',
      _type: 'internationalizedArrayTextValue',
      language: 'pt-BR',
      value: 'Na sala de aula, uma criança está com cara de calma.',
    },
    {
      _key: 'en',
      _type: 'internationalizedArrayTextValue',
      language: 'en',
      value: 'In the classroom, a child looks calm.',
    },
  ],
};

export function withScenes(documents: readonly SanityDocumentLike[]): SanityDocumentLike[] {
  let usesStandIn = false;
  const scened = documents.map((document) => {
    if (document._type !== 'scenario' || document.scene) return document;
    usesStandIn = true;
    const choices = Array.isArray(document.choices)
      ? (document.choices as Array<Record<string, unknown>>).map((choice) => ({
          reaction: choice.isCorrect ? 'happy' : 'sad',
          ...choice,
        }))
      : document.choices;
    // The stand-in scene's alt text is translated from today's pt-BR, like the rest.
    const translationSources = [
      ...((document.translationSources as unknown[] | undefined) ?? []),
      {
        _key: translationSourceKey('scene.alt', 'en'),
        _type: 'translationSource',
        field: 'scene.alt',
        language: 'en',
        source: sourceHash(standInScene.alt[0]!.value),
      },
    ];
    return { ...document, scene: structuredClone(standInScene), choices, translationSources };
  });
  return usesStandIn ? [...scened, standIn] : scened;
}

// Content that breaks one rule each, made from the real snapshot so that everything else about
// it is valid. `expected` is where both the Studio and the export must point.
import type { SanityDocumentLike } from '@ths/content-export/read-snapshot';
import { withScenes } from '@ths/content-export/testing/with-scenes';

export type BadFixture = {
  name: string;
  /** The fixture as an NDJSON file, made from the snapshot's documents. */
  ndjson: (documents: readonly SanityDocumentLike[]) => string;
  expected: { documentId: string; field: string; message: RegExp };
};

type Choice = { _key: string; isCorrect: boolean };
type Localized = Array<{ language: string; value: string }>;

const toNdjson = (documents: readonly SanityDocumentLike[]) =>
  documents.map((document) => JSON.stringify(document)).join('\n') + '\n';

/** The snapshot with one document changed. */
function changed(id: string, change: (document: SanityDocumentLike) => void) {
  return (documents: readonly SanityDocumentLike[]) => {
    const copy = structuredClone(documents) as SanityDocumentLike[];
    const document = copy.find((candidate) => candidate._id === id);
    if (!document) throw new Error(`The snapshot has no document ${id}`);
    change(document);
    return toNdjson(copy);
  };
}

/**
 * The snapshot with a school's scenario 101 (docs/decisions/0055) made from scenario-100, changed
 * by `change`, and the perfectionist achievement saying 101 in both languages.
 */
function withScenario101(change: (document: SanityDocumentLike) => void) {
  return (documents: readonly SanityDocumentLike[]) => {
    const copy = structuredClone(documents) as SanityDocumentLike[];
    const added = structuredClone(copy.find((document) => document._id === 'scenario-100'));
    if (!added) throw new Error('The snapshot has no document scenario-100');
    Object.assign(added, { _id: 'scenario-101', number: 101, stage: 1 });
    change(added);
    const perfectionist = copy.find((document) => document._id === 'achievement-perfectionist');
    for (const item of (perfectionist?.description ?? []) as Localized) {
      item.value = item.value.replace('100', '101');
    }
    return toNdjson([...copy, added]);
  };
}

/** A look every part of which is on the lists (packages/content-model/src/scene.ts). */
const look = (overrides: Record<string, unknown> = {}) => ({
  _type: 'look',
  skin: 'tone4',
  hair: 'longCurly',
  hairColour: 'darkBrown',
  clothing: 'coral',
  glasses: false,
  wheelchair: false,
  age: 'child',
  ...overrides,
});

/** A scene person who appears once, drawn from a look. */
const oneOff = (overrides: Record<string, unknown> = {}) => ({
  _key: 'fixture-person',
  _type: 'scenePerson',
  name: 'Carla',
  look: look(),
  feeling: 'calm',
  ...overrides,
});

const altText = (ptBR: string, en?: string) => [
  { _key: 'pt', _type: 'internationalizedArrayTextValue', language: 'pt-BR', value: ptBR },
  ...(en === undefined
    ? []
    : [{ _key: 'en', _type: 'internationalizedArrayTextValue', language: 'en', value: en }]),
];

/** A valid scene with `people`, in the classroom, with its alt text in both languages. */
const fixtureScene = (people: unknown[] = [oneOff()], overrides: Record<string, unknown> = {}) => ({
  _type: 'scene',
  setting: 'classroom',
  people,
  alt: altText(
    'Na sala de aula, Carla está com cara de calma.',
    'In the classroom, Carla looks calm.',
  ),
  ...overrides,
});

/**
 * The snapshot with every scenario's scene (withScenes adds a stand-in where one is missing) and
 * one document changed: the rules across documents only run once every document passes its own.
 */
function scened(id: string, change: (document: SanityDocumentLike) => void) {
  return (documents: readonly SanityDocumentLike[]) => changed(id, change)(withScenes(documents));
}

/** The snapshot with scenes, and one more character, valid but for what `change` breaks. */
function withCharacter(id: string, change: (document: SanityDocumentLike) => void) {
  return (documents: readonly SanityDocumentLike[]) => {
    const character: SanityDocumentLike = {
      _id: id,
      _type: 'character',
      name: 'Personagem de teste',
      role: 'alguém que só os testes conhecem',
      look: look(),
    };
    change(character);
    return toNdjson([...withScenes(documents), character]);
  };
}

/** The rules of scenes and of the cast (docs/decisions/0063). */
const SCENE_FIXTURES: BadFixture[] = [
  {
    name: 'scenario without a scene',
    ndjson: scened('scenario-6', (scenario) => delete scenario.scene),
    expected: {
      documentId: 'scenario-6',
      field: 'scene',
      message: /O cenário 6 não tem cena\. Em “Cena”, escolha o lugar/,
    },
  },
  {
    name: 'scene without its alt text in English',
    ndjson: scened('scenario-6', (scenario) => {
      scenario.scene = fixtureScene([oneOff()], {
        alt: altText('Na sala de aula, Carla está com cara de calma.'),
      });
    }),
    expected: {
      documentId: 'scenario-6',
      field: 'scene.alt',
      message: /Falta o texto alternativo em en \(English\)/,
    },
  },
  {
    name: 'scene in a place that is not on the list',
    ndjson: scened('scenario-6', (scenario) => {
      scenario.scene = fixtureScene([oneOff()], { setting: 'moon' });
    }),
    expected: {
      documentId: 'scenario-6',
      field: 'scene.setting',
      message: /O lugar "moon" não está na lista/,
    },
  },
  {
    name: 'scene with five people',
    ndjson: scened('scenario-6', (scenario) => {
      scenario.scene = fixtureScene(
        Array.from({ length: 5 }, (_, index) => oneOff({ _key: `person-${index}` })),
      );
    }),
    expected: {
      documentId: 'scenario-6',
      field: 'scene.people',
      message: /A cena tem 5 pessoas; o desenho mostra no máximo 4/,
    },
  },
  {
    name: 'scene person with both a character and a look',
    ndjson: scened('scenario-6', (scenario) => {
      scenario.scene = fixtureScene([
        oneOff({ character: { _type: 'reference', _ref: 'character-stand-in' } }),
      ]);
    }),
    expected: {
      documentId: 'scenario-6',
      field: 'scene.people[0]',
      message: /Esta pessoa tem um personagem e também uma aparência própria/,
    },
  },
  {
    name: 'scene person referencing a character that does not exist',
    ndjson: scened('scenario-6', (scenario) => {
      scenario.scene = fixtureScene([
        {
          _key: 'gone',
          _type: 'scenePerson',
          character: { _type: 'reference', _ref: 'character-gone' },
          feeling: 'sad',
        },
      ]);
    }),
    expected: {
      documentId: 'scenario-6',
      field: 'scene.people[0].character',
      message: /O cenário 6 mostra o personagem character-gone, que não existe/,
    },
  },
  {
    name: 'scene person referencing a character that is only a draft',
    ndjson: (documents) => {
      const character = {
        _id: 'drafts.character-new',
        _type: 'character',
        name: 'Personagem novo',
        look: look(),
      };
      const withDraft = scened('scenario-6', (scenario) => {
        scenario.scene = fixtureScene([
          {
            _key: 'new',
            _type: 'scenePerson',
            character: { _type: 'reference', _ref: 'character-new', _weak: true },
            feeling: 'sad',
          },
        ]);
      })(documents);
      return `${withDraft}${JSON.stringify(character)}\n`;
    },
    expected: {
      documentId: 'scenario-6',
      field: 'scene.people[0].character',
      message: /O cenário 6 mostra o personagem character-new, que ainda não foi publicado/,
    },
  },
  {
    name: 'scene person with a feeling that is not on the list',
    ndjson: scened('scenario-6', (scenario) => {
      scenario.scene = fixtureScene([oneOff({ feeling: 'bored' })]);
    }),
    expected: {
      documentId: 'scenario-6',
      field: 'scene.people[0].feeling',
      message: /O sentimento "bored" não está na lista/,
    },
  },
  {
    name: 'one-off person with a hair style that is not on the list',
    ndjson: scened('scenario-6', (scenario) => {
      scenario.scene = fixtureScene([oneOff({ look: look({ hair: 'mohawk' }) })]);
    }),
    expected: {
      documentId: 'scenario-6',
      field: 'scene.people[0].look.hair',
      message: /“Cabelo”: "mohawk" não está na lista/,
    },
  },
  {
    name: 'choice without a reaction',
    ndjson: scened('scenario-6', (scenario) => {
      delete (scenario.choices as Array<Record<string, unknown>>)[1]!.reaction;
    }),
    expected: {
      documentId: 'scenario-6',
      field: 'choices[1].reaction',
      message: /Escolha, em “Como a primeira pessoa da cena fica depois desta escolha”/,
    },
  },
  {
    name: 'character without a name',
    ndjson: withCharacter('character-fixture', (character) => delete character.name),
    expected: {
      documentId: 'character-fixture',
      field: 'name',
      message: /Escreva o nome do personagem/,
    },
  },
  {
    name: 'character without a look',
    ndjson: withCharacter('character-fixture', (character) => delete character.look),
    expected: {
      documentId: 'character-fixture',
      field: 'look',
      message: /Escolha a aparência do personagem em “Aparência”/,
    },
  },
  {
    name: 'character without “Usa óculos”',
    ndjson: withCharacter('character-fixture', (character) => {
      delete (character.look as Record<string, unknown>).glasses;
    }),
    expected: {
      documentId: 'character-fixture',
      field: 'look.glasses',
      message: /Marque ou desmarque “Usa óculos”/,
    },
  },
  {
    name: 'child character with a beard',
    ndjson: withCharacter('character-fixture', (character) => {
      character.look = look({ facialHair: 'beard' });
    }),
    expected: {
      documentId: 'character-fixture',
      field: 'look.facialHair',
      message: /Barba ou bigode só para adultos/,
    },
  },
  {
    name: 'two characters with one name',
    ndjson: (documents) => {
      const twin = (id: string) => ({
        _id: id,
        _type: 'character',
        name: 'Nome repetido',
        look: look(),
      });
      return toNdjson([
        ...withScenes(documents),
        twin('character-twin-a'),
        twin('character-twin-b'),
      ]);
    },
    expected: {
      documentId: 'character-twin-a',
      field: 'name',
      message: /Outro personagem já se chama “Nome repetido” \(character-twin-b\)/,
    },
  },
];

export const BAD_FIXTURES: BadFixture[] = [
  {
    name: "a school's scenario 101 without a phase",
    ndjson: withScenario101((scenario) => delete scenario.stage),
    expected: {
      documentId: 'scenario-101',
      field: 'stage',
      message:
        /O cenário 101 é um cenário da escola \(número acima de 100\): escolha a fase dele, de 1 a 5 \(agora: \(vazia\)\)/,
    },
  },
  {
    name: "a school's scenario 101 in phase 6",
    ndjson: withScenario101((scenario) => (scenario.stage = 6)),
    expected: {
      documentId: 'scenario-101',
      field: 'stage',
      message: /O cenário 101 é um cenário da escola .* de 1 a 5 \(agora: 6\)/,
    },
  },
  {
    name: "'todos os 100 cenários' with a school's scenario 101",
    ndjson: (documents) => {
      const copy = structuredClone(documents) as SanityDocumentLike[];
      const added = structuredClone(copy.find((document) => document._id === 'scenario-100'))!;
      Object.assign(added, { _id: 'scenario-101', number: 101, stage: 5 });
      const perfect = copy.find((document) => document._id === 'achievement-perfectionist')!;
      (perfect.description as { language: string; value: string }[])[0]!.value =
        'Acerte de primeira todos os 100 cenários.';
      return toNdjson([...copy, added]);
    },
    expected: {
      documentId: 'achievement-perfectionist',
      field: 'description[pt-BR]',
      message: /A descrição diz “100”, mas há 101 cenários publicados, e esta conquista pede todos/,
    },
  },
  {
    name: 'two correct choices',
    ndjson: changed('scenario-3', (scenario) => {
      const choices = scenario.choices as Choice[];
      choices.forEach((choice, index) => (choice.isCorrect = index < 2));
    }),
    expected: {
      documentId: 'scenario-3',
      field: 'choices',
      message: /Marque exatamente uma escolha como correta \(agora há 2\)/,
    },
  },
  {
    name: 'four choices',
    ndjson: changed('scenario-4', (scenario) => {
      const choices = scenario.choices as Choice[];
      choices.push({ ...structuredClone(choices[1]!), _key: 'fourth-choice', isCorrect: false });
    }),
    expected: {
      documentId: 'scenario-4',
      field: 'choices',
      message: /exatamente 3 escolhas \(agora há 4\)/,
    },
  },
  {
    name: 'missing pt-BR title',
    ndjson: changed('scenario-5', (scenario) => {
      scenario.title = [
        {
          _key: 'only-en',
          _type: 'internationalizedArrayStringValue',
          language: 'en',
          value: 'A title',
        },
      ];
    }),
    expected: {
      documentId: 'scenario-5',
      field: 'title',
      message: /Escreva este texto em Português \(Brasil\)/,
    },
  },
  {
    name: 'duplicate number',
    ndjson: changed('scenario-7', (scenario) => (scenario.number = 6)),
    expected: {
      documentId: 'scenario-7',
      field: 'number',
      message: /Outro cenário já usa o número 6 \(scenario-6\)/,
    },
  },
  {
    name: 'stage mismatch',
    ndjson: changed('scenario-8', (scenario) => (scenario.stage = 2)),
    expected: {
      documentId: 'scenario-8',
      field: 'stage',
      message: /O cenário 8 pertence à fase 1, não à fase 2/,
    },
  },
  {
    name: 'unknown achievement type',
    ndjson: changed('achievement-first-steps', (achievement) => (achievement.type = 'daily_login')),
    expected: {
      documentId: 'achievement-first-steps',
      field: 'type',
      message: /Tipo desconhecido: "daily_login"/,
    },
  },
  {
    name: 'text too long for a young reader',
    ndjson: changed('scenario-10', (scenario) => {
      (scenario.description as Localized)[0]!.value = 'Era uma vez. '.repeat(50);
    }),
    expected: {
      documentId: 'scenario-10',
      field: 'description[pt-BR]',
      message: /Texto longo demais para leitores jovens: \d+ caracteres, o máximo é 500/,
    },
  },
  {
    name: 'scenario without a skill reference',
    ndjson: changed('scenario-11', (scenario) => {
      delete scenario.skill;
    }),
    expected: {
      documentId: 'scenario-11',
      field: 'skill',
      message:
        /O cenário 11 não tem habilidade\. Escolha em “Habilidade” a habilidade que ele pratica/,
    },
  },
  {
    // The Studio once let a draft skill stand for the published one: the scenario published
    // without a word, and the export stopped.
    name: 'scenario referencing a skill that is only a draft',
    ndjson: (documents) => {
      const copy = structuredClone(documents) as SanityDocumentLike[];
      const scenario = copy.find((document) => document._id === 'scenario-11')!;
      scenario.skill = { _type: 'reference', _ref: 'skill-esperar-na-fila' };
      return toNdjson([...copy, newSkill(copy, 'drafts.skill-esperar-na-fila')]);
    },
    expected: {
      documentId: 'scenario-11',
      field: 'skill',
      message:
        /A habilidade escolhida \(skill-esperar-na-fila\) não está publicada\. Existe apenas o rascunho drafts\.skill-esperar-na-fila: publique-o no Studio\./,
    },
  },
  {
    name: 'skill practised by fewer than 3 scenarios',
    ndjson: changed('scenario-9', (scenario) => {
      scenario.skill = { _type: 'reference', _ref: 'skill-manter-a-calma' };
    }),
    expected: {
      documentId: 'skill-pedir-ajuda',
      field: 'name',
      message:
        /A habilidade “Pedir ajuda” é praticada por 2 cenários \(scenario-54, scenario-78\); ela precisa de pelo menos 3, de pelo menos 2 fases/,
    },
  },
  {
    name: 'skill practised in one phase only',
    ndjson: (documents) => {
      const copy = structuredClone(documents) as SanityDocumentLike[];
      const moved = (id: string, skill: string) =>
        (copy.find((document) => document._id === id)!.skill = {
          _type: 'reference',
          _ref: skill,
        });
      // "Esperar a vez" had 3 (phase 1) and 39, 40 (phase 2); now 38, 39 and 40.
      moved('scenario-3', 'skill-dar-e-ouvir-opinioes');
      moved('scenario-38', 'skill-esperar-a-vez');
      return toNdjson(copy);
    },
    expected: {
      documentId: 'skill-esperar-a-vez',
      field: 'name',
      message:
        /Os 3 cenários da habilidade “Esperar a vez” \(scenario-38, scenario-39, scenario-40\) são todos da fase 2; ela precisa de cenários em pelo menos 2 fases/,
    },
  },
  {
    name: 'skill without its challenge in pt-BR',
    ndjson: changed('skill-pedir-ajuda', (skill) => {
      skill.challenge = (skill.challenge as Localized).filter((item) => item.language !== 'pt-BR');
    }),
    expected: {
      documentId: 'skill-pedir-ajuda',
      field: 'challenge',
      message: /Escreva o desafio da semana em Português \(Brasil\)/,
    },
  },
  {
    name: 'skill with two steps',
    ndjson: changed('skill-pedir-ajuda', (skill) => {
      skill.steps = (skill.steps as unknown[]).slice(0, 2);
    }),
    expected: {
      documentId: 'skill-pedir-ajuda',
      field: 'steps',
      message: /Uma habilidade tem de 3 a 4 passos \(agora há 2\)/,
    },
  },
  {
    name: 'skill step longer than 40 characters in English',
    ndjson: changed('skill-pedir-ajuda', (skill) => {
      const second = (skill.steps as Array<{ text: Localized }>)[1]!;
      second.text.find((item) => item.language === 'en')!.value =
        'Choose the grown-up or the classmate you will ask';
    }),
    expected: {
      documentId: 'skill-pedir-ajuda',
      field: 'steps[1].text[en]',
      message: /Texto longo demais para leitores jovens: 49 caracteres, o máximo é 40/,
    },
  },
  {
    name: 'skill without the reason for its BNCC competence',
    ndjson: changed('skill-pedir-ajuda', (skill) => {
      delete skill.bnccReason;
    }),
    expected: {
      documentId: 'skill-pedir-ajuda',
      field: 'bnccReason',
      message: /Escreva em uma linha por que esta competência da BNCC combina com a habilidade/,
    },
  },
  {
    name: 'skill no scenario practises',
    ndjson: (documents) => toNdjson([...documents, newSkill(documents, 'skill-esperar-na-fila')]),
    expected: {
      documentId: 'skill-esperar-na-fila',
      field: 'name',
      message: /Nenhum cenário pratica a habilidade “Esperar na fila”; ela precisa de pelo menos 3/,
    },
  },
  {
    name: 'unknown CASEL competence',
    ndjson: changed('skill-pedir-ajuda', (skill) => (skill.casel = 'empathy')),
    expected: {
      documentId: 'skill-pedir-ajuda',
      field: 'casel',
      message: /Competência CASEL desconhecida: "empathy"/,
    },
  },
  {
    name: 'challenge with a word the content rules forbid',
    ndjson: changed('skill-pedir-ajuda', (skill) => {
      (skill.challenge as Localized).find((item) => item.language === 'en')!.value =
        'This week, when a task gets hard, ask for help instead of getting it wrong alone.';
    }),
    expected: {
      documentId: 'skill-pedir-ajuda',
      field: 'challenge[en]',
      message: /“wrong” é uma palavra que a gente não usa com o aluno/,
    },
  },
  {
    // Issue 38: shaming feedback could be published.
    name: 'feedback with a word the content rules forbid',
    ndjson: changed('scenario-13', (scenario) => {
      const choices = scenario.choices as Array<{ feedback: Localized }>;
      choices[1]!.feedback.find((item) => item.language === 'pt-BR')!.value =
        'Isso foi errado e feio. Da próxima vez, pense antes de agir.';
    }),
    expected: {
      documentId: 'scenario-13',
      field: 'choices[1].feedback[pt-BR]',
      message: /“errado” e “feio” são palavras que a gente não usa com o aluno/,
    },
  },
  {
    name: 'scenario number that is not a whole number',
    ndjson: changed('scenario-14', (scenario) => (scenario.number = 14.5)),
    expected: {
      documentId: 'scenario-14',
      field: 'number',
      message: /O número do cenário deve ser um número inteiro de 1 a 100/,
    },
  },
  {
    name: 'choice without “é a escolha correta”',
    ndjson: changed('scenario-15', (scenario) => {
      const choices = scenario.choices as Array<Partial<Choice>>;
      const wrong = choices.find((choice) => choice.isCorrect === false)!;
      delete wrong.isCorrect;
    }),
    expected: {
      documentId: 'scenario-15',
      field: 'choices[0].isCorrect',
      message: /Diga se esta escolha é a correta/,
    },
  },
  {
    name: 'phase number out of range',
    ndjson: changed('phase-5', (phase) => (phase.number = 6)),
    expected: {
      documentId: 'phase-5',
      field: 'number',
      message: /O número da fase deve ser um número inteiro de 1 a 5/,
    },
  },
  {
    name: 'duplicate phase number',
    ndjson: changed('phase-2', (phase) => (phase.number = 1)),
    expected: {
      documentId: 'phase-2',
      field: 'number',
      message: /Outra fase já usa o número 1 \(phase-1\)/,
    },
  },
  {
    name: 'achievement id not in the house format',
    ndjson: changed('achievement-three-days', (achievement) => (achievement.id = 'Three Days')),
    expected: {
      documentId: 'achievement-three-days',
      field: 'id',
      message: /Use só letras minúsculas sem acento, números e sublinhado/,
    },
  },
  {
    name: 'duplicate achievement id',
    ndjson: changed('achievement-ten-days', (achievement) => (achievement.id = 'three_days')),
    expected: {
      documentId: 'achievement-ten-days',
      field: 'id',
      message: /Outra conquista já usa o id "three_days" \(achievement-three-days\)/,
    },
  },
  {
    name: 'achievement icon that is not one emoji',
    ndjson: changed('achievement-good-memory', (achievement) => (achievement.icon = 'cérebro')),
    expected: {
      documentId: 'achievement-good-memory',
      field: 'icon',
      message: /Use um único emoji como ícone/,
    },
  },
  {
    name: 'achievement requirement of zero',
    ndjson: changed('achievement-halfway-hero', (achievement) => (achievement.requirement = 0)),
    expected: {
      documentId: 'achievement-halfway-hero',
      field: 'requirement',
      message: /O requisito deve ser um número inteiro maior que zero/,
    },
  },
  {
    name: '“Fase concluída” for a phase that does not exist',
    ndjson: changed('achievement-phase-5-done', (achievement) => (achievement.requirement = 6)),
    expected: {
      documentId: 'achievement-phase-5-done',
      field: 'requirement',
      message: /Em “Fase concluída”, o requisito é o número da fase: de 1 a 5/,
    },
  },
  {
    name: 'skill key not in the house format',
    ndjson: changed('skill-falar-a-verdade', (skill) => {
      skill.key = { _type: 'slug', current: 'Falar a Verdade' };
    }),
    expected: {
      documentId: 'skill-falar-a-verdade',
      field: 'key',
      message: /A chave "Falar a Verdade" não serve/,
    },
  },
  {
    name: 'duplicate skill key',
    ndjson: changed('skill-falar-a-verdade', (skill) => {
      skill.key = { _type: 'slug', current: 'pedir-ajuda' };
    }),
    expected: {
      documentId: 'skill-falar-a-verdade',
      field: 'key',
      message: /Outra habilidade já usa a chave "pedir-ajuda" \(skill-pedir-ajuda\)/,
    },
  },
  {
    name: 'skill without its name in pt-BR',
    ndjson: changed('skill-falar-a-verdade', (skill) => {
      skill.name = (skill.name as Localized).filter((item) => item.language !== 'pt-BR');
    }),
    expected: {
      documentId: 'skill-falar-a-verdade',
      field: 'name',
      message: /Escreva o nome da habilidade em Português \(Brasil\)/,
    },
  },
  {
    name: 'skill with the same name as another',
    ndjson: changed('skill-falar-a-verdade', (skill) => {
      (skill.name as Localized).find((item) => item.language === 'pt-BR')!.value = 'Pedir ajuda';
    }),
    expected: {
      documentId: 'skill-falar-a-verdade',
      field: 'name',
      message: /Outra habilidade já tem o nome “Pedir ajuda” \(skill-pedir-ajuda\)/,
    },
  },
  {
    name: 'skill without its description in pt-BR',
    ndjson: changed('skill-falar-a-verdade', (skill) => {
      skill.description = (skill.description as Localized).filter(
        (item) => item.language !== 'pt-BR',
      );
    }),
    expected: {
      documentId: 'skill-falar-a-verdade',
      field: 'description',
      message: /Escreva em Português \(Brasil\), numa frase curta/,
    },
  },
  {
    name: 'unknown BNCC competence',
    ndjson: changed('skill-falar-a-verdade', (skill) => (skill.bncc = 11)),
    expected: {
      documentId: 'skill-falar-a-verdade',
      field: 'bncc',
      message: /Competência da BNCC desconhecida: "11"/,
    },
  },
  ...SCENE_FIXTURES,
];

/** A valid skill 'Esperar na fila' under `id`, made from skill-pedir-ajuda. */
function newSkill(documents: readonly SanityDocumentLike[], id: string): SanityDocumentLike {
  const skill = structuredClone(documents.find((document) => document._id === 'skill-pedir-ajuda'));
  if (!skill) throw new Error('The snapshot has no document skill-pedir-ajuda');
  return Object.assign(skill, {
    _id: id,
    name: [
      {
        _key: 'f1',
        _type: 'internationalizedArrayStringValue',
        language: 'pt-BR',
        value: 'Esperar na fila',
      },
      { _key: 'f2', _type: 'internationalizedArrayStringValue', language: 'en', value: 'Queueing' },
    ],
    key: { _type: 'slug', current: 'esperar-na-fila' },
  });
}

/**
 * A published skill that only scenario drafts practise (10, 21 and 66: phases 1, 2 and 4; the
 * skills they leave keep 4 scenarios each). The Studio counts the drafts, so the skill can be
 * published before them; the export reads what is published and names the drafts to publish.
 */
export const SKILL_PRACTISED_BY_DRAFTS_FIXTURE = (documents: readonly SanityDocumentLike[]) => {
  const drafts = ['scenario-10', 'scenario-21', 'scenario-66'].map((id) => {
    const draft = structuredClone(documents.find((document) => document._id === id));
    if (!draft) throw new Error(`The snapshot has no document ${id}`);
    return Object.assign(draft, {
      _id: `drafts.${id}`,
      skill: { _type: 'reference', _ref: 'skill-esperar-na-fila' },
    });
  });
  return toNdjson([...documents, newSkill(documents, 'skill-esperar-na-fila'), ...drafts]);
};

/** A scenario that exists only as a draft: not an error in the Studio, a gap for the export. */
export const DRAFT_ONLY_FIXTURE = changed('scenario-9', (scenario) => {
  scenario._id = 'drafts.scenario-9';
});

/** Line 11 stops in the middle of a document. */
export function malformedLineFixture(documents: readonly SanityDocumentLike[]): string {
  const lines = toNdjson(documents).split('\n');
  lines.splice(10, 0, '{"_id": "scenario-21", "_type": "scenario", "number": 21,');
  return lines.join('\n');
}

/** A draft of skill-pedir-ajuda whose key was made again ('Gerar' after a rename). */
export const CHANGED_KEY_FIXTURE = (documents: readonly SanityDocumentLike[]) => {
  const draft = structuredClone(documents.find((document) => document._id === 'skill-pedir-ajuda'));
  if (!draft) throw new Error('The snapshot has no document skill-pedir-ajuda');
  Object.assign(draft, {
    _id: 'drafts.skill-pedir-ajuda',
    key: { _type: 'slug', current: 'pedir-ajuda-a-alguem' },
  });
  return toNdjson([...documents, draft]);
};

// Content that breaks one rule each, made from the real snapshot so that everything else about
// it is valid. `expected` is where both the Studio and the export must point.
import type { SanityDocumentLike } from '@ths/content-export/read-snapshot';

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

export const BAD_FIXTURES: BadFixture[] = [
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
    name: 'scenario skill with no skill document',
    ndjson: changed('scenario-11', (scenario) => {
      (scenario.skill as Localized).find((item) => item.language === 'pt-BR')!.value =
        'Habilidade sem documento';
    }),
    expected: {
      documentId: 'scenario-11',
      field: 'skill[pt-BR]',
      message: /Nenhuma habilidade tem o nome “Habilidade sem documento”. Crie-a em Habilidades/,
    },
  },
  {
    // The Studio once let a draft skill stand for the published one: the scenario published
    // without a word, and the export stopped.
    name: 'scenario skill whose document is only a draft',
    ndjson: (documents) => {
      const copy = structuredClone(documents) as SanityDocumentLike[];
      const scenario = copy.find((document) => document._id === 'scenario-11')!;
      (scenario.skill as Localized).find((item) => item.language === 'pt-BR')!.value =
        'Esperar na fila';
      return toNdjson([...copy, newSkill(copy, 'drafts.skill-esperar-na-fila')]);
    },
    expected: {
      documentId: 'scenario-11',
      field: 'skill[pt-BR]',
      message:
        /Nenhuma habilidade tem o nome “Esperar na fila”.*Existe apenas o rascunho drafts\.skill-esperar-na-fila: publique-o no Studio\./,
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
      message: /O desafio usa “wrong”/,
    },
  },
];

/** A valid skill 'Esperar na fila' under `id`, made from skill-pedir-ajuda. */
function newSkill(documents: readonly SanityDocumentLike[], id: string): SanityDocumentLike {
  const skill = structuredClone(documents.find((document) => document._id === 'skill-pedir-ajuda'));
  if (!skill) throw new Error('The snapshot has no document skill-pedir-ajuda');
  return Object.assign(skill, {
    _id: id,
    name: 'Esperar na fila',
    key: { _type: 'slug', current: 'esperar-na-fila' },
  });
}

/** A skill document whose name no scenario uses: a warning in the Studio, an error at export. */
export const UNUSED_SKILL_FIXTURE = (documents: readonly SanityDocumentLike[]) =>
  toNdjson([...documents, newSkill(documents, 'skill-esperar-na-fila')]);

/**
 * A published skill that only a scenario's draft uses (scenario-11's draft names it; the
 * published scenario-11 does not): to the export, no scenario uses it.
 */
export const SKILL_USED_BY_DRAFT_FIXTURE = (documents: readonly SanityDocumentLike[]) => {
  const draft = structuredClone(documents.find((document) => document._id === 'scenario-11'));
  if (!draft) throw new Error('The snapshot has no document scenario-11');
  draft._id = 'drafts.scenario-11';
  (draft.skill as Localized).find((item) => item.language === 'pt-BR')!.value = 'Esperar na fila';
  return toNdjson([...documents, newSkill(documents, 'skill-esperar-na-fila'), draft]);
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

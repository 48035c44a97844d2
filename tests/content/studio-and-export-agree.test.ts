import { parseSnapshot, readSnapshot } from '@ths/content-export/read-snapshot';
import { outdatedTranslations } from '@ths/studio/outdated-translations';
import { validateDocuments } from '@ths/studio/validate-offline';
import { readFileSync } from 'node:fs';
import type { SanityDocument } from 'sanity';
import { expect, test } from 'vitest';
import {
  BAD_FIXTURES,
  CHANGED_KEY_FIXTURE,
  DRAFT_ONLY_FIXTURE,
  SKILL_PRACTISED_BY_DRAFTS_FIXTURE,
  malformedLineFixture,
} from './bad-fixtures.ts';
import { SNAPSHOT_FILE, runExport } from './run-export.ts';

const snapshot = await readSnapshot(SNAPSHOT_FILE);
// The markers of the documents named, each validated against all of them as the Studio does
// (the others' own markers are the first test's).
const studioIssues = (ndjson: string, of: readonly string[]) =>
  validateDocuments(parseSnapshot(ndjson, 'fixture.ndjson') as SanityDocument[], of);

test('the Studio finds no error in the committed snapshot, and only the writing warnings its texts earn', async () => {
  const issues = await validateDocuments(snapshot as SanityDocument[]);
  expect(issues.filter((issue) => issue.level !== 'warning')).toEqual([]);
  // A forbidden word only advised (decision 0058): a wrong choice that says it, and English
  // "wrong" stating a fact. No feedback outside 2–4 sentences, no situation without its closing
  // question, no answer cue: the snapshot meets the content rules (docs/content/README.md).
  expect(issues.map(({ documentId, path }) => `${documentId} › ${path}`).sort()).toEqual([
    'achievement-learning-from-mistakes › description[en]', // "that you got wrong before"
    'scenario-12 › choices[2].feedback[en]', // "your dad may think he did something wrong"
    'scenario-4 › choices[2].text[en]', // the mistake: "Wooden houses look ugly."
    'scenario-4 › choices[2].text[pt-BR]', // "Casa de madeira fica feia."
    'scenario-78 › description[en]', // "the same fractions question wrong three times"
  ]);
  for (const { message } of issues) {
    expect(message).toMatch(/^“(wrong|ugly|feia)” é uma palavra que a gente não usa com o aluno/);
  }
});

test('the export accepts the committed snapshot and writes per locale the bundle, its index and its phases', async () => {
  const run = await runExport(readFileSync(SNAPSHOT_FILE, 'utf8'));
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  const pieces = (locale: string) => [
    `${locale}.index.ts`,
    ...[1, 2, 3, 4, 5].map((phase) => `${locale}.phase-${phase}.ts`),
    `${locale}.ts`,
  ];
  expect(run.written.sort()).toEqual([...pieces('en'), ...pieces('pt-BR')].sort());
});

test.each(BAD_FIXTURES)(
  '$name: the Studio and the export point at the same field',
  async (fixture) => {
    const ndjson = fixture.ndjson(snapshot);
    const { documentId, field, message } = fixture.expected;

    expect(await studioIssues(ndjson, [documentId])).toContainEqual({
      documentId,
      path: field,
      level: 'error',
      message: expect.stringMatching(message),
    });

    const run = await runExport(ndjson);
    expect(run.status).toBe(1);
    expect(run.written).toEqual([]);
    expect(run.stderr).toContain('nenhum arquivo foi escrito');
    const line = run.stderr.split('\n').find((text) => text.includes(`${documentId} › ${field}:`));
    expect(line, run.stderr).toMatch(message);
  },
);

test('the writing rules that only advise: the Studio warns under the field, the export writes the bundles', async () => {
  const documents = structuredClone(snapshot) as Array<Record<string, unknown>>;
  type Texts = Array<{ language: string; value: string }>;
  const ptBR = (items: unknown) => (items as Texts).find((item) => item.language === 'pt-BR')!;
  const scenario16 = documents.find((document) => document._id === 'scenario-16')!;
  ptBR(scenario16.description).value =
    'Você está no ônibus com sua mãe. Uma senhora entra carregando duas sacolas pesadas.';
  const choices = scenario16.choices as Array<{ text: Texts; feedback: Texts }>;
  ptBR(choices[0]!.text).value = 'Levanto com firmeza e pergunto: “A senhora quer sentar?”';
  ptBR(choices[1]!.feedback).value =
    'Você quis esperar. Ela se cansa. As sacolas pesam. O ônibus balança. Ela pode cair. Pergunte se ela quer sentar.';
  const ndjson = documents.map((document) => JSON.stringify(document)).join('\n');

  const issues = await studioIssues(ndjson, ['scenario-16']);
  expect(issues).toHaveLength(3);
  expect(issues).toEqual(
    expect.arrayContaining([
      {
        documentId: 'scenario-16',
        path: 'description[pt-BR]',
        level: 'warning',
        message: expect.stringMatching(/^A situação termina sem pergunta/),
      },
      {
        documentId: 'scenario-16',
        path: 'choices',
        level: 'warning',
        message: expect.stringMatching(/^Em português, a escolha correta diz “com firmeza”/),
      },
      {
        documentId: 'scenario-16',
        path: 'choices[1].feedback[pt-BR]',
        level: 'warning',
        message: expect.stringMatching(/^O retorno tem 6 frases; o combinado é de 2 a 4/),
      },
    ]),
  );

  const run = await runExport(ndjson);
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
});

test('a scenario that exists only as a draft: the Studio warns, the export stops and names the draft', async () => {
  const ndjson = DRAFT_ONLY_FIXTURE(snapshot);

  expect(await studioIssues(ndjson, ['drafts.scenario-9'])).toContainEqual({
    documentId: 'drafts.scenario-9',
    path: '',
    level: 'warning',
    message: expect.stringContaining('ainda não foi publicado'),
  });

  const run = await runExport(ndjson);
  expect(run.status).toBe(1);
  expect(run.written).toEqual([]);
  expect(run.stderr).toMatch(
    /drafts\.scenario-9 › number: Falta o cenário 9 publicado: .* Existe apenas o rascunho drafts\.scenario-9: publique-o no Studio\./,
  );
});

test('a skill only scenario drafts practise: the Studio counts them (the skill can be published first), the export stops and names the drafts', async () => {
  const ndjson = SKILL_PRACTISED_BY_DRAFTS_FIXTURE(snapshot);

  expect(await studioIssues(ndjson, ['skill-esperar-na-fila'])).toEqual([]);

  const run = await runExport(ndjson);
  expect(run.status).toBe(1);
  expect(run.written).toEqual([]);
  expect(run.stderr).toMatch(
    /skill-esperar-na-fila › name: Nenhum cenário pratica a habilidade “Esperar na fila”.* Os rascunhos drafts\.scenario-10, drafts\.scenario-21, drafts\.scenario-66 também a praticam: publique-os no Studio\./,
  );
});

test('a skill key changed after publishing: the Studio warns that learners lose their marks', async () => {
  const issues = await studioIssues(CHANGED_KEY_FIXTURE(snapshot), ['drafts.skill-pedir-ajuda']);
  expect(issues).toEqual([
    {
      documentId: 'drafts.skill-pedir-ajuda',
      path: 'key',
      level: 'warning',
      message:
        'A chave publicada é “pedir-ajuda”. Publicar com “pedir-ajuda-a-alguem” faz os alunos perderem as marcas de “Desafio da semana” desta habilidade: volte para “pedir-ajuda”.',
    },
  ]);
});

test('a malformed NDJSON line: neither side reads past it, and the export names the line', async () => {
  const ndjson = malformedLineFixture(snapshot);

  expect(() => parseSnapshot(ndjson, 'fixture.ndjson')).toThrow(
    /fixture\.ndjson, linha 11: não é um JSON válido/,
  );

  const run = await runExport(ndjson);
  expect(run.status).toBe(1);
  expect(run.written).toEqual([]);
  expect(run.stderr).toMatch(/snapshot\.ndjson, linha 11: não é um JSON válido/);
});

test('an unknown option stops the export with its usage and writes nothing', async () => {
  const run = await runExport(readFileSync(SNAPSHOT_FILE, 'utf8'), ['--locale', 'fr']);
  expect(run.status).toBe(1);
  expect(run.written).toEqual([]);
  expect(run.stderr).toMatch(
    /Uso: content-export \[--snapshot <arquivo\.ndjson>\] \[--out <pasta>\]/,
  );
});

test('a pt-BR text changed after its translation: the Studio’s “Tradução desatualizada” and the export’s report name the same field', async () => {
  const documents = snapshot.map((document) => structuredClone(document)) as Array<
    Record<string, unknown> & {
      _id: string;
      choices?: Array<{ feedback: Array<{ language: string; value: string }> }>;
    }
  >;
  expect(outdatedTranslations(documents, 'en')).toEqual([]);
  const scenario12 = documents.find((document) => document._id === 'scenario-12')!;
  const feedback = scenario12.choices![1]!.feedback.find((item) => item.language === 'pt-BR')!;
  feedback.value = `${feedback.value} Tente outra vez com calma.`;

  expect(outdatedTranslations(documents, 'en')).toEqual([
    { documentId: 'scenario-12', type: 'scenario', fields: ['choices[1].feedback'] },
  ]);
  const run = await runExport(documents.map((document) => JSON.stringify(document)).join('\n'));
  expect(run.status).toBe(0);
  const total = Number(/Tradução en: \d+ de (\d+) textos/.exec(run.stdout)?.[1]);
  expect(run.stdout).toContain(`Tradução en: ${total - 1} de ${total} textos (99%).`);
  expect(run.stdout).toContain('Tradução desatualizada em en: 1,');
  expect(run.stdout).toContain('  scenario-12: choices[1].feedback');
});

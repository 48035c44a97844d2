import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { parseSnapshot, type SanityDocumentLike } from './read-snapshot.ts';
import { applyChange, issuesAddedBy, releaseIssues } from './release-check.ts';
import { withScenes } from './testing/with-scenes.ts';

const SNAPSHOT = fileURLToPath(new URL('../../studio/dataset/production.ndjson', import.meta.url));
const documents = parseSnapshot(readFileSync(SNAPSHOT, 'utf8'), SNAPSHOT);
const byId = (id: string) => documents.find((document) => document._id === id)!;

test('the committed content releases as it is', async () => {
  expect(await releaseIssues(documents)).toEqual([]);
});

test('deleting a scenario in the middle leaves a number the export refuses to skip', async () => {
  expect(await issuesAddedBy(documents, { kind: 'delete', id: 'scenario-42' })).toEqual([
    {
      documentId: '(cenários)',
      field: 'number',
      message: expect.stringContaining('Falta o cenário 42 publicado'),
    },
  ]);
});

test('deleting the last scenario of a skill with 3 leaves the skill short', async () => {
  expect(await issuesAddedBy(documents, { kind: 'delete', id: 'scenario-100' })).toEqual([
    {
      documentId: 'skill-incluir-quem-esta-de-fora',
      field: 'name',
      message: expect.stringContaining('é praticada por 2 cenários (scenario-1, scenario-19)'),
    },
  ]);
});

test('unpublishing is judged like deleting: the published document is gone, its draft stays', async () => {
  const withDraft = [...documents, { ...byId('scenario-42'), _id: 'drafts.scenario-42' }];
  expect(
    applyChange(withDraft, { kind: 'unpublish', id: 'scenario-42' }).map(({ _id }) => _id),
  ).toContain('drafts.scenario-42');
  const issues = await issuesAddedBy(withDraft, { kind: 'unpublish', id: 'scenario-42' });
  expect(issues.map(({ message }) => message)).toEqual([
    expect.stringMatching(
      /Falta o cenário 42 publicado.*Existe apenas o rascunho drafts\.scenario-42/,
    ),
  ]);
});

test('publishing a draft that moves a scenario away from a skill with 3 is refused; an ordinary edit is not', async () => {
  const scenario = byId('scenario-100');
  const otherSkill = byId('scenario-42').skill;
  const moved: SanityDocumentLike = { ...scenario, _id: 'drafts.scenario-100', skill: otherSkill };
  expect(
    (await issuesAddedBy([...documents, moved], { kind: 'publish', draft: moved })).map(
      ({ documentId }) => documentId,
    ),
  ).toEqual(['skill-incluir-quem-esta-de-fora']);

  const retitled: SanityDocumentLike = { ...scenario, _id: 'drafts.scenario-100' };
  expect(
    await issuesAddedBy([...documents, retitled], { kind: 'publish', draft: retitled }),
  ).toEqual([]);
});

test('what was already wrong is not the action’s doing', async () => {
  const broken = applyChange(documents, { kind: 'delete', id: 'scenario-42' });
  expect(await releaseIssues(broken)).toHaveLength(1);
  const messages = (await issuesAddedBy(broken, { kind: 'delete', id: 'scenario-41' })).map(
    ({ message }) => message,
  );
  expect(messages).toContainEqual(expect.stringContaining('Falta o cenário 41 publicado'));
  expect(messages).not.toContainEqual(expect.stringContaining('Falta o cenário 42'));
});

// docs/decisions/0063: a scene draws its characters from their documents; without one, the
// export could not draw the scene, so "Excluir" is refused and says which scenario uses it.
test(
  'deleting a character a scenario shows is refused, naming the scenario and the person',
  { timeout: 30_000 },
  async () => {
    const scened = withScenes(documents);
    const scenario = scened.find(
      (document) =>
        document._type === 'scenario' &&
        (document.scene as { people?: { character?: unknown }[] } | undefined)?.people?.[0]
          ?.character,
    )!;
    const id = (scenario.scene as { people: { character: { _ref: string } }[] }).people[0]!
      .character._ref;
    expect(await releaseIssues(scened)).toEqual([]);
    expect(await issuesAddedBy(scened, { kind: 'delete', id })).toContainEqual({
      documentId: scenario._id,
      field: 'scene.people[0].character',
      message: expect.stringMatching(
        new RegExp(`^O cenário ${scenario.number} mostra o personagem ${id}, que não existe`),
      ),
    });
    // Unpublished with its draft kept, it is named as a draft to publish.
    const withDraft = [
      ...scened,
      { ...scened.find((document) => document._id === id)!, _id: `drafts.${id}` },
    ];
    expect(await issuesAddedBy(withDraft, { kind: 'unpublish', id })).toContainEqual({
      documentId: scenario._id,
      field: 'scene.people[0].character',
      message: expect.stringMatching(
        new RegExp(
          `^O cenário ${scenario.number} mostra o personagem ${id}, que ainda não foi publicado`,
        ),
      ),
    });
  },
);

// @vitest-environment node
import { expect, test } from 'vitest';
import { deleteVerdict } from './delete-consequences.ts';

const text = (value: string) => [{ _key: 'pt', language: 'pt-BR', value }];
const skill = { _id: 'skill-pedir-ajuda', _type: 'skill', name: text('Pedir ajuda') };
const scenario = (number: number, id = `scenario-${number}`) => ({
  _id: id,
  _type: 'scenario',
  number,
  title: text(`Cena ${number}`),
  skill: { _type: 'reference', _ref: skill._id },
});
const documents = [skill, scenario(9), scenario(54), scenario(78), scenario(101)];

test('a deletion the release accepts says what leaves the app, that answers stay, and what the skill keeps', () => {
  expect(deleteVerdict(documents, 'scenario-101', [])).toEqual({
    allowed: true,
    header: 'Excluir o cenário 101 “Cena 101”?',
    lines: [
      'O cenário 101 “Cena 101” sai do app de todos os alunos na próxima atualização.',
      'Quem já respondeu este cenário não perde nada: as respostas e o progresso continuam salvos.',
      'A habilidade “Pedir ajuda” fica com 3 cenários.',
      'Isto não pode ser desfeito.',
    ],
    reasons: [],
  });
});

test('a deletion the export would refuse is not allowed, with the export’s reasons', () => {
  const reason = 'Falta o cenário 54 publicado: os cenários vão de 1 a 100 sem pular números.';
  expect(
    deleteVerdict(documents, 'drafts.scenario-54', [
      { documentId: '(cenários)', field: 'number', message: reason },
    ]),
  ).toEqual({
    allowed: false,
    header: 'Não dá para excluir o cenário 54 “Cena 54” agora',
    lines: [expect.stringContaining('a exportação recusaria o conteúdo')],
    reasons: [reason],
  });
});

test('a draft never published: nobody saw it', () => {
  const draft = { ...scenario(102, 'drafts.abc'), title: [] };
  const verdict = deleteVerdict([...documents, draft], 'abc', []);
  expect(verdict).toEqual({
    allowed: true,
    header: 'Excluir este rascunho?',
    lines: [
      'Este rascunho nunca foi publicado: nenhum aluno o viu.',
      'O rascunho e tudo o que foi escrito nele serão apagados. Isto não pode ser desfeito.',
    ],
    reasons: [],
  });
});

// docs/decisions/0063: a character a scene shows cannot go; the export's reason names the scenario.
test('a character a scenario shows is not deleted, and the reason says which scenario', () => {
  const hiro = { _id: 'character-hiro', _type: 'character', name: 'Hiro' };
  const reason =
    'O cenário 9 mostra o personagem character-hiro, que não existe (foi excluído?). Escolha outro em “Personagem”, ou crie-o de novo em Personagens.';
  expect(
    deleteVerdict([...documents, hiro], 'character-hiro', [
      { documentId: 'scenario-9', field: 'scene.people[0].character', message: reason },
    ]),
  ).toEqual({
    allowed: false,
    header: 'Não dá para excluir o personagem “Hiro” agora',
    lines: [expect.stringContaining('a exportação recusaria o conteúdo')],
    reasons: [reason],
  });
  expect(deleteVerdict([...documents, hiro], 'character-hiro', []).header).toBe(
    'Excluir o personagem “Hiro”?',
  );
});

import { expect, test } from 'vitest';
import { figureHits, findFigures, quotedSpans } from './figure-hits.ts';
import { FIGURES } from './idioms-pt.ts';

const names = (text: string) => findFigures(text).map(({ figure }) => figure.name);

test('the list holds at least 40 idioms and some irony markers', () => {
  expect(
    FIGURES.filter((figure) => figure.kind === 'expressão idiomática').length,
  ).toBeGreaterThanOrEqual(40);
  expect(FIGURES.some((figure) => figure.kind === 'ironia')).toBe(true);
});

test.each([
  ['Ontem eu pisei na bola com a Ana.', 'pisar na bola'],
  ['O Pedro PISOU NA BOLA de novo.', 'pisar na bola'],
  ['Só depois caiu a ficha.', 'cair a ficha'],
  ['Aí a ficha caiu!', 'cair a ficha'],
  ['Ela está dando um gelo na Bia.', 'dar um gelo'],
  ['Ele deu um fora na Júlia.', 'dar um fora'],
  ['O Caio levou um fora.', 'dar um fora'],
  ['Eu engoli sapo a semana toda.', 'engolir sapo'],
  ['Ele pagou o maior mico na festa.', 'pagar mico'],
  ['Relaxa, tô de boa.', 'ficar de boa'],
  ['Os dois ficaram de cara quando viram.', 'ficar de cara'],
  ['Ele me deixou na mão.', 'ficar na mão'],
  ['Você levou um bolo do Pedro?', 'dar bolo'],
  ['Ela fica falando pelos cotovelos.', 'falar pelos cotovelos'],
  ['Ele abriu o jogo com a mãe.', 'abrir o jogo'],
  ['Que ótimo… mais uma prova.', 'elogio com reticências ou "hein"'],
  ['Muito bonito, hein? Que legal, hein.', 'elogio com reticências ou "hein"'],
  ['Eu adoro matemática. Só que não.', 'só que não'],
  ['“Até parece!”, disse o Léo.', 'até parece'],
])('%s → %s', (text, figure) => {
  expect(names(text)).toContain(figure);
});

test.each([
  'A bola caiu na piscina e o Pedro pisou na grama.',
  'Você leva um bolo de chocolate para a festa.',
  'A mãe deu o bolo para a vovó.',
  'Ele abriu o jogo no tablet e começou a jogar.',
  'Ele abriu o jogo online.',
  'Eu queria ir, só que não posso.',
  'Até parece que vai chover.',
  'Ela ficou com o lápis na mão dela.',
  'O filme é muito engraçado e a casa tem um jardim bonito.',
  'Que legal, Raíssa! Você pulou muito alto.',
  'O vento faz a vela do barco andar.',
])('literal or unrelated text has no figure: %s', (text) => {
  expect(names(text)).toEqual([]);
});

test('figures are found in reading order with the words as written', () => {
  expect(
    findFigures('Ele deu um gelo nela e depois pisou na bola.').map(({ text }) => text),
  ).toEqual(['deu um gelo', 'pisou na bola']);
});

test('quoted spans: curly, straight and angle quotes', () => {
  expect(quotedSpans('Ele disse “oi”, depois "tchau" e «até logo».')).toEqual([
    'oi',
    'tchau',
    'até logo',
  ]);
});

const scenario = (description: string, feedbacks: [string, string, string]) => ({
  number: 41,
  stage: 3,
  title: 'O trabalho em grupo',
  description,
  choices: feedbacks.map((feedback, index) => ({
    text: `Escolha ${index + 1}`,
    isCorrect: index === 0,
    reaction: 'calm' as const,
    feedback,
  })),
});

test('a figure is explained when a feedback of the scenario quotes it, in any conjugation', () => {
  const hits = figureHits([
    scenario('O Léo diz que você pisou na bola com o grupo. O que você faz?', [
      'Boa escolha! Ouvir primeiro ajuda.',
      'Quando alguém diz “pisar na bola”, quer dizer que a pessoa errou. Perguntar ajuda.',
      'Dá para entender. Mas pisar na bola é só errar.',
    ]),
  ]);
  expect(hits).toEqual([
    {
      scenario: 41,
      stage: 3,
      field: 'description',
      figure: 'pisar na bola',
      kind: 'expressão idiomática',
      text: 'pisou na bola',
      explainedIn: ['choices[1].feedback'],
    },
    expect.objectContaining({
      field: 'choices[1].feedback',
      text: 'pisar na bola',
      explainedIn: ['choices[1].feedback'],
    }),
    // Mentioned without quotes: not an explanation by itself, but the scenario's quote covers it.
    expect.objectContaining({ field: 'choices[2].feedback', explainedIn: ['choices[1].feedback'] }),
  ]);
});

test('a figure the feedback never quotes is unexplained; another scenario’s quote does not count', () => {
  const hits = figureHits([
    scenario('A Bia diz: “Que ótimo… outra prova.” O que você faz?', [
      'Você percebeu que ela estava chateada. Perguntar ajuda.',
      'Dá para entender. Mas ela estava chateada.',
      'Talvez você tenha achado que ela gostou. Mas não gostou.',
    ]),
    {
      ...scenario('Nada aqui.', [
        'Sem ironia. Tudo bem.',
        'Ok. Certo.',
        'Quando alguém diz “que ótimo…” com voz cansada, é ironia. Entendeu?',
      ]),
      number: 42,
    },
  ]);
  expect(hits.filter((hit) => hit.scenario === 41)).toEqual([
    expect.objectContaining({
      field: 'description',
      kind: 'ironia',
      text: 'Que ótimo…',
      explainedIn: [],
    }),
  ]);
});

test('ice handed over is not the cold shoulder', () => {
  expect(names('Ela dá o gelo para a mãe.')).toEqual([]);
  expect(names('Ela deu um gelo no irmão.')).toEqual(['dar um gelo']);
});

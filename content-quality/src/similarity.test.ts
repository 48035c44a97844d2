import { expect, test } from 'vitest';
import {
  cosine,
  NEAR_DUPLICATE_THRESHOLD,
  scoredPairs,
  terms,
  tfidfVectors,
} from './similarity.ts';

const KAUE =
  'O colega novo na sala\nHoje chegou um aluno novo na sua sala. O nome dele é Kauê. No recreio, ele está sentado em um banco, comendo o lanche sem conversar com ninguém. Você tem vontade de conhecer o Kauê. O que você faz?';
const KAUE_COPY =
  'O colega novo na turma\nHoje chegou um aluno novo na sua turma. O nome dele é Bruno. No intervalo, ele está sentado em um banco, comendo o lanche sem conversar com ninguém. Você tem vontade de conhecer o Bruno. O que você faz?';
const SWIMMING_1 =
  'A explicação na aula de natação\nNa aula de natação, o professor Thiago está explicando como bater as pernas na água. Para você, olhar nos olhos das pessoas é difícil e incômodo. O que você faz?';
const SWIMMING_2 =
  'A dica na aula de natação\nNa aula de natação, você termina uma volta na piscina. A professora diz: “Seus braços estão entrando muito dobrados na água.” O que você faz?';

test('terms are lower-cased content words with accents, then the bigrams of neighbours', () => {
  expect(terms('O Pé de Feijão e a Água')).toEqual([
    'pé',
    'feijão',
    'água',
    'pé feijão',
    'feijão água',
  ]);
});

test('identical texts score 1, even in a corpus of two', () => {
  const [a, b] = tfidfVectors([KAUE, KAUE]);
  expect(cosine(a!, b!)).toBeCloseTo(1, 12);
  const vectors = tfidfVectors([KAUE, SWIMMING_1, KAUE]);
  expect(cosine(vectors[0]!, vectors[2]!)).toBeCloseTo(1, 12);
});

test('texts with no content word in common score 0, whatever function words they share', () => {
  const [a, b] = tfidfVectors(['O gato está na casa de você.', 'A bola está na escola de você.']);
  expect(cosine(a!, b!)).toBe(0);
});

test('a text of function words only compares as 0, not NaN', () => {
  const [a, b] = tfidfVectors(['o que você faz', 'o que você faz']);
  expect(cosine(a!, b!)).toBe(0);
});

test('a copy with the names changed is flagged; scenarios that share a setting are not', () => {
  const pairs = scoredPairs([KAUE, SWIMMING_1, SWIMMING_2, KAUE_COPY]);
  expect(pairs[0]).toMatchObject({ first: 0, second: 3 });
  expect(pairs[0]!.score).toBeGreaterThan(NEAR_DUPLICATE_THRESHOLD);
  const swimming = pairs.find((pair) => pair.first === 1 && pair.second === 2)!;
  expect(swimming.score).toBeGreaterThan(0);
  expect(swimming.score).toBeLessThan(NEAR_DUPLICATE_THRESHOLD);
});

test('every pair appears once, most similar first', () => {
  const pairs = scoredPairs(['a escola', 'a escola nova', 'o parque', 'o parque verde']);
  expect(pairs).toHaveLength(6);
  expect(pairs.map((pair) => pair.score)).toEqual(
    [...pairs.map((pair) => pair.score)].sort((a, b) => b - a),
  );
});

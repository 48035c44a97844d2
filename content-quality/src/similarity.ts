// How alike two scenarios read: cosine similarity of TF-IDF vectors over word unigrams and
// bigrams. Words are lower-cased with their accents kept ("pé" is not "pe") and Portuguese
// function words are dropped first, so a bigram like "aula natação" spans "aula de natação".
import { STOPWORDS_PT } from './stopwords-pt.ts';
import { splitWords } from '@ths/content-model/text-units';

/**
 * Scores above this flag a likely near-duplicate. Measured on the 100-scenario snapshot: the
 * closest real pairs only share a setting or a situation ("O colega novo na sala" × "O aluno
 * novo do 6º ano" 0.26, the two "jogo online" scenarios 0.22; 99 % of the 4,950 pairs are under
 * 0.1), while scenario 1 copied with another name and two setting words changed ("sala" →
 * "turma", "recreio" → "intervalo") scores 0.54 against the original. 0.4 sits in the middle
 * of that gap. A full paraphrase (same situation, new wording) scores only about 0.15: word
 * overlap cannot see it, so the report catches copies, not retold scenarios.
 */
export const NEAR_DUPLICATE_THRESHOLD = 0.4;

/** Unigrams and bigrams of the content words of a text. */
export function terms(text: string): string[] {
  const words = splitWords(text.toLowerCase()).filter((word) => !STOPWORDS_PT.has(word));
  const bigrams = words.slice(1).map((word, index) => `${words[index]} ${word}`);
  return [...words, ...bigrams];
}

export type TermVector = ReadonlyMap<string, number>;

/**
 * One vector per document: raw term counts times smoothed inverse document frequency,
 * ln((1 + n) / (1 + df)) + 1, as scikit-learn does. The smoothing keeps a term that every
 * document has at a small weight instead of zero, so that two identical documents still compare
 * as 1 in a corpus of two.
 */
export function tfidfVectors(documents: readonly string[]): TermVector[] {
  const counts = documents.map((document) => {
    const tally = new Map<string, number>();
    for (const term of terms(document)) tally.set(term, (tally.get(term) ?? 0) + 1);
    return tally;
  });
  const documentFrequency = new Map<string, number>();
  for (const tally of counts) {
    for (const term of tally.keys()) {
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    }
  }
  const n = documents.length;
  return counts.map(
    (tally) =>
      new Map(
        [...tally].map(([term, count]) => [
          term,
          count * (Math.log((1 + n) / (1 + (documentFrequency.get(term) ?? 0))) + 1),
        ]),
      ),
  );
}

/** Cosine of the angle between two vectors: 1 for the same direction, 0 with no shared term. */
export function cosine(a: TermVector, b: TermVector): number {
  let dot = 0;
  for (const [term, weight] of a) dot += weight * (b.get(term) ?? 0);
  const norm = (vector: TermVector) =>
    Math.sqrt([...vector.values()].reduce((sum, weight) => sum + weight * weight, 0));
  const denominator = norm(a) * norm(b);
  return denominator === 0 ? 0 : dot / denominator;
}

/** Two documents by index, `first` < `second`, and their similarity. */
export type ScoredPair = { first: number; second: number; score: number };

/** Every pair of documents, most similar first (ties keep document order). */
export function scoredPairs(documents: readonly string[]): ScoredPair[] {
  const vectors = tfidfVectors(documents);
  const pairs: ScoredPair[] = [];
  vectors.forEach((vector, first) => {
    for (let second = first + 1; second < vectors.length; second += 1) {
      pairs.push({ first, second, score: cosine(vector, vectors[second]!) });
    }
  });
  return pairs.sort((a, b) => b.score - a.score);
}

// The words around a weekly challenge in Brazilian Portuguese (challenge-words.ts says who reads
// them). A module of its own so the app's first download, in Portuguese, does not carry the
// English ones.
import type { ChallengeWords } from './challenge-words.ts';

export const CHALLENGE_WORDS_PT_BR = {
  title: 'Desafio da semana',
  optional: 'Se não quiser fazer, tudo bem.',
  skill: 'Habilidade: {{name}}',
  markDone: 'Fiz este desafio!',
} as const satisfies ChallengeWords;

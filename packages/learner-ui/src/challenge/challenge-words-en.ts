// The words around a weekly challenge in English (challenge-words.ts says who reads them).
import type { ChallengeWords } from './challenge-words.ts';

export const CHALLENGE_WORDS_EN = {
  title: 'Challenge of the week',
  optional: 'If you would rather not, that is fine.',
  skill: 'Skill: {{name}}',
  markDone: 'I did this challenge!',
} as const satisfies ChallengeWords;

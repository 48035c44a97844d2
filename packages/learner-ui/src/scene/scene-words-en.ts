// The words of a reaction in English (scene-words.ts says who reads them).
import type { SceneWords } from './scene-words.ts';

export const SCENE_WORDS_EN = {
  reactionNamed: 'How {{name}} feels: {{feeling}}',
  reactionUnnamed: 'How they feel: {{feeling}}',
  feelings: {
    calm: 'calm',
    happy: 'happy',
    sad: 'sad',
    worried: 'worried',
    angry: 'angry',
    surprised: 'surprised',
    embarrassed: 'embarrassed',
    scared: 'scared',
    confused: 'confused',
  },
} as const satisfies SceneWords;

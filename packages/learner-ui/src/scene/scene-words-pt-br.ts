// The words of a reaction in Brazilian Portuguese (scene-words.ts says who reads them).
import type { SceneWords } from './scene-words.ts';

export const SCENE_WORDS_PT_BR = {
  reactionNamed: 'O que {{name}} sente: {{feeling}}',
  reactionUnnamed: 'O que a pessoa sente: {{feeling}}',
  feelings: {
    calm: 'calma',
    happy: 'alegria',
    sad: 'tristeza',
    worried: 'preocupação',
    angry: 'raiva',
    surprised: 'surpresa',
    embarrassed: 'vergonha',
    scared: 'medo',
    confused: 'dúvida',
  },
} as const satisfies SceneWords;

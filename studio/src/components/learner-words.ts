// The app's own words around the content in the 'Como o aluno vê' previews, per language, so a
// preview in English reads as the English app does. The Studio may not import the app
// (eslint.config.js), so they are copied here under the app's own keys;
// tests/studio/learner-words-agree.test.ts fails as soon as one differs from the app's strings.
import type { Locale } from '@ths/content-model/locales';

type LearnerWords = {
  scenario: { correctTitle: string; learnTitle: string };
  challenges: { title: string; skill: string; markDone: string; optional: string };
};

export const LEARNER_WORDS: Record<Locale, LearnerWords> = {
  'pt-BR': {
    scenario: { correctTitle: 'Ótima escolha!', learnTitle: 'Vamos aprender juntos!' },
    challenges: {
      title: 'Desafio da semana',
      skill: 'Habilidade: {{name}}',
      markDone: 'Fiz este desafio!',
      optional: 'Se não quiser fazer, tudo bem.',
    },
  },
  en: {
    scenario: { correctTitle: 'Great choice!', learnTitle: 'Let’s learn together!' },
    challenges: {
      title: 'Challenge of the week',
      skill: 'Skill: {{name}}',
      markDone: 'I did this challenge!',
      optional: 'If you would rather not, that is fine.',
    },
  },
};

/** An app string with its {{placeholders}} filled, as i18next fills them. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

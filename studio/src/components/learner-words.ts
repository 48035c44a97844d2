// The app's own words around a skill's challenge in its 'Como o aluno vê' preview, per language, so
// a preview in English reads as the English app does. (A scenario's preview takes its words from
// packages/learner-ui, which the app's strings take them from too: docs/decisions/0052.) The Studio may not import the app
// (eslint.config.js), so they are copied here under the app's own keys;
// tests/studio/learner-words-agree.test.ts fails as soon as one differs from the app's strings.
import type { Locale } from '@ths/content-model/locales';

type LearnerWords = {
  challenges: { title: string; skill: string; markDone: string; optional: string };
};

export const LEARNER_WORDS: Record<Locale, LearnerWords> = {
  'pt-BR': {
    challenges: {
      title: 'Desafio da semana',
      skill: 'Habilidade: {{name}}',
      markDone: 'Fiz este desafio!',
      optional: 'Se não quiser fazer, tudo bem.',
    },
  },
  en: {
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

// The Studio's previews copy the app's words around the content (the Studio may not import the
// app); each copy must be the app's string, in every language, or a translator previews a text
// the learner never sees.
import { en } from '@ths/app/locales/en.ts';
import { ptBR, type Messages } from '@ths/app/locales/pt-BR.ts';
import { LEARNER_WORDS } from '@ths/studio/learner-words';
import { expect, test } from 'vitest';

const APP: Record<keyof typeof LEARNER_WORDS, Messages> = { 'pt-BR': ptBR, en };

const copies = Object.entries(LEARNER_WORDS).flatMap(([locale, sections]) =>
  Object.entries(sections).flatMap(([section, words]) =>
    Object.entries(words).map(([key, copy]) => ({ locale, path: `${section}.${key}`, copy })),
  ),
);

test.each(copies)('the Studio’s $locale $path is the app’s', ({ locale, path, copy }) => {
  const [section, key] = path.split('.') as [string, string];
  const app = APP[locale as keyof typeof APP] as Record<string, Record<string, string>>;
  expect(copy).toBe(app[section]?.[key]);
});

import type { ContentBundle } from '@ths/content-model/bundle-schema';
import type { Locale } from '@ths/content-model/locales';

/**
 * The content of one locale, from the bundle content-export wrote. Each locale is its own chunk,
 * so a learner downloads only the language they read.
 */
export async function loadContent(locale: Locale): Promise<ContentBundle> {
  switch (locale) {
    case 'pt-BR':
      return (await import('./generated/pt-BR.ts')).bundle;
    case 'en':
      return (await import('./generated/en.ts')).bundle;
  }
}

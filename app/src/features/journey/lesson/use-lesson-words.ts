import { isLocale, SOURCE_LOCALE } from '@ths/content-model/locales';
import { LESSON_WORDS, type LessonWords } from '@ths/learner-ui/lesson/lesson-words';
import { useTranslation } from 'react-i18next';

/**
 * The words around a scenario in the learner's language: the same table the app's strings take
 * them from (src/locales), handed to the shared drawing (docs/decisions/0052).
 */
export function useLessonWords(): LessonWords {
  const { i18n } = useTranslation();
  return LESSON_WORDS[isLocale(i18n.language) ? i18n.language : SOURCE_LOCALE];
}

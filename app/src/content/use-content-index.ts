// The content index of the learner's language, for any screen that draws content. Switching
// language keeps the screen (and where the learner is) while the other loads. The first load
// starts once the page has painted its title (docs/decisions/0007).
import type { QueryClient } from '@tanstack/react-query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isLocale, SOURCE_LOCALE, type Locale } from '@ths/content-model/locales';
import { useTranslation } from 'react-i18next';
import { usePainted } from '../lib/after-paint.ts';
import { contentIndexQueryOptions } from './content-queries.ts';

/** The learner's language, or the source language for one the content does not have. */
export function useContentLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : SOURCE_LOCALE;
}

export function useContentIndex() {
  const painted = usePainted();
  return useQuery({
    ...contentIndexQueryOptions(useContentLocale()),
    placeholderData: keepPreviousData,
    enabled: painted,
  });
}

/** Starts loading the content index ahead of the screen that will read it. */
export function prefetchContentIndex(client: QueryClient, locale: Locale): void {
  void client.prefetchQuery(contentIndexQueryOptions(locale));
}

import type { Locale } from '@ths/content-model/locales';
import { queryOptions } from '@tanstack/react-query';
import { loadContent } from './load-content.ts';

/** The scenarios, phases and achievements in `locale`: built into the app, loaded once. */
export const contentQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['content', locale],
    queryFn: () => loadContent(locale),
    staleTime: Infinity,
    gcTime: Infinity,
  });

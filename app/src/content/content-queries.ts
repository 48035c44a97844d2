import type { Locale } from '@ths/content-model/locales';
import { queryOptions } from '@tanstack/react-query';
import { loadContentIndex, loadedScenarios, loadScenarios } from './load-content.ts';

/** The phases, achievements and scenario numbers of `locale`: built into the app, loaded once. */
export const contentIndexQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['content', locale, 'index'],
    queryFn: () => loadContentIndex(locale),
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** The whole scenarios of `phases` in `locale` (a screen asks for the phases it shows). */
export const scenariosQueryOptions = (locale: Locale, phases: readonly number[]) =>
  queryOptions({
    queryKey: ['content', locale, 'scenarios', ...phases],
    queryFn: () => loadScenarios(locale, phases),
    // Phases already downloaded are drawn in the same render: no spinner, focus lands at once.
    initialData: () => loadedScenarios(locale, phases),
    staleTime: Infinity,
    gcTime: Infinity,
  });

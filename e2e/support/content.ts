// The content the app was built with (the bundles content-export writes), so a journey can pick
// the right or a wrong answer on purpose and compare the screen with the text.
import type { ContentBundle, Scenario } from '@ths/content-model/bundle-schema';
import { bundle as english } from '@ths/app/content/en.ts';
import { bundle as portuguese } from '@ths/app/content/pt-BR.ts';

export const CONTENT: Record<'pt-BR' | 'en', ContentBundle> = { 'pt-BR': portuguese, en: english };

export function scenariosOfPhase(phase: number, locale: 'pt-BR' | 'en' = 'pt-BR'): Scenario[] {
  return CONTENT[locale].scenarios.filter((scenario) => scenario.stage === phase);
}

export function scenarioByTitle(title: string, locale: 'pt-BR' | 'en' = 'pt-BR'): Scenario {
  const found = CONTENT[locale].scenarios.find((scenario) => scenario.title === title.trim());
  if (!found) throw new Error(`No ${locale} scenario is titled "${title}".`);
  return found;
}

export function scenarioByNumber(number: number, locale: 'pt-BR' | 'en' = 'pt-BR'): Scenario {
  const found = CONTENT[locale].scenarios.find((scenario) => scenario.number === number);
  if (!found) throw new Error(`No scenario number ${number}.`);
  return found;
}

/** How many achievements the content has: what 'Conquistas N/…' counts up to. */
export const ACHIEVEMENT_COUNT = portuguese.achievements.length;

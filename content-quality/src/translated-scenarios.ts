// A bundle in another locale carries the pt-BR text wherever a translation is missing. Measuring
// those scenarios again would only repeat the pt-BR figures under another name, so the
// per-locale measures keep to the scenarios whose measured fields are really translated.
import type { TranslationReport } from '@ths/content-export/to-bundle';

/** Fields of a choice's text: `choices[2].text`. */
export const CHOICE_TEXT = /^choices\[\d+\]\.text$/;
/** Every field the reading-ease measure reads: description, choice texts and feedbacks. */
export const READ_TEXT = /^(?:description|choices\[\d+\]\.(?:text|feedback))$/;

/** Numbers of the scenarios with none of the `measured` fields missing in the report's locale. */
export function translatedScenarios(
  scenarios: readonly { _id: string; number: number }[],
  report: Pick<TranslationReport, 'missing'>,
  measured: RegExp,
): Set<number> {
  const incomplete = new Set(
    report.missing.filter(({ field }) => measured.test(field)).map(({ documentId }) => documentId),
  );
  return new Set(scenarios.filter(({ _id }) => !incomplete.has(_id)).map(({ number }) => number));
}

/** Keys of the skills whose weekly challenge is written in the report's locale. */
export function translatedChallenges(
  skills: readonly { _id: string; key: string }[],
  report: Pick<TranslationReport, 'missing'>,
): Set<string> {
  const missing = new Set(
    report.missing.filter(({ field }) => field === 'challenge').map(({ documentId }) => documentId),
  );
  return new Set(skills.filter(({ _id }) => !missing.has(_id)).map(({ key }) => key));
}

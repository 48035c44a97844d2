import type { MissingTranslation, TranslationReport } from './to-bundle.ts';

/** One document a line: `  scenario-12: title, choices[0].feedback`, in first-seen order. */
function byDocument(texts: readonly MissingTranslation[]): string[] {
  const fieldsByDocument = new Map<string, string[]>();
  for (const { documentId, field } of texts) {
    fieldsByDocument.set(documentId, [...(fieldsByDocument.get(documentId) ?? []), field]);
  }
  return [...fieldsByDocument].map(([id, fields]) => `  ${id}: ${fields.join(', ')}`);
}

/**
 * `Tradução en: 24 de 224 textos (10%). Faltam 199, que aparecem em pt-BR:` and the missing
 * fields, then the out-of-date ones (docs/decisions/0035-translations-know-their-source.md), one
 * document a line. Only translations made from today's pt-BR text count as translated.
 */
export function formatTranslationReport(report: TranslationReport): string {
  const percent = report.total === 0 ? 100 : Math.floor((report.translated / report.total) * 100);
  const head = `Tradução ${report.locale}: ${report.translated} de ${report.total} textos (${percent}%)`;
  const lines: string[] = [];
  if (report.missing.length > 0) {
    lines.push(
      `${head}. Faltam ${report.missing.length}, que aparecem em pt-BR:`,
      ...byDocument(report.missing),
    );
  } else lines.push(report.outdated.length > 0 ? `${head}.` : head);
  if (report.outdated.length > 0) {
    lines.push(
      `Tradução desatualizada em ${report.locale}: ${report.outdated.length}, o texto em pt-BR mudou depois da tradução (o app mostra a tradução antiga até alguém atualizá-la no Studio, em 'Tradução desatualizada'):`,
      ...byDocument(report.outdated),
    );
  }
  return lines.join('\n');
}

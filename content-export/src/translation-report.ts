import type { TranslationReport } from './to-bundle.ts';

/** `Tradução en: 24 de 224 textos (11%). Faltam 200:` and the missing fields, one document a line. */
export function formatTranslationReport(report: TranslationReport): string {
  const percent = report.total === 0 ? 100 : Math.floor((report.translated / report.total) * 100);
  const head = `Tradução ${report.locale}: ${report.translated} de ${report.total} textos (${percent}%)`;
  if (report.missing.length === 0) return head;
  const fieldsByDocument = new Map<string, string[]>();
  for (const { documentId, field } of report.missing) {
    fieldsByDocument.set(documentId, [...(fieldsByDocument.get(documentId) ?? []), field]);
  }
  const lines = [...fieldsByDocument].map(([id, fields]) => `  ${id}: ${fields.join(', ')}`);
  return [`${head}. Faltam ${report.missing.length}, que aparecem em pt-BR:`, ...lines].join('\n');
}

import { isLocale } from '@ths/content-model/locales';
import type { z } from 'zod';
import { datasetSchema, type Dataset, type DatasetOptions } from './dataset-schema.ts';

/** One broken rule, named the way an educator finds it: document id, field path, message. */
export type ContentIssue = { documentId: string; field: string; message: string };

export class ContentValidationError extends Error {
  override name = 'ContentValidationError';
  readonly issues: readonly ContentIssue[];

  constructor(issues: readonly ContentIssue[]) {
    super(`O conteúdo tem ${issues.length} problema(s):\n${issues.map(formatIssue).join('\n')}`);
    this.issues = issues;
  }
}

export function formatIssue({ documentId, field, message }: ContentIssue): string {
  return `  ${documentId} › ${field}: ${message}`;
}

const COLLECTION_LABELS: Record<string, string> = {
  scenarios: '(cenários)',
  phases: '(fases)',
  achievements: '(conquistas)',
  skills: '(habilidades)',
  characters: '(personagens)',
  drafts: '(rascunhos)',
};

/** `['choices', 1, 'feedback', 'en']` → `choices[1].feedback[en]`. */
function fieldPath(segments: readonly PropertyKey[]): string {
  return segments.reduce<string>((path, segment) => {
    if (typeof segment === 'number') return `${path}[${segment}]`;
    const name = String(segment);
    if (isLocale(name)) return `${path}[${name}]`;
    return path === '' ? name : `${path}.${name}`;
  }, '');
}

function toContentIssue(issue: z.core.$ZodIssue, raw: unknown): ContentIssue {
  const [collection, index, ...rest] = issue.path;
  const params = (issue as { params?: { documentId?: string } }).params;
  const collectionName = String(collection ?? '');
  if (typeof index === 'number') {
    const documents = (raw as Record<string, unknown> | null)?.[collectionName];
    const document = Array.isArray(documents) ? (documents[index] as { _id?: unknown }) : undefined;
    const documentId =
      typeof document?._id === 'string' ? document._id : `${collectionName}[${index}]`;
    return { documentId, field: fieldPath(rest) || '(documento)', message: issue.message };
  }
  return {
    documentId: params?.documentId ?? COLLECTION_LABELS[collectionName] ?? '(conteúdo)',
    field: fieldPath(index === undefined ? rest : [index, ...rest]) || '(documentos)',
    message: issue.message,
  };
}

/** The query result, validated as a whole; throws ContentValidationError naming every problem. */
export function validateDataset(raw: unknown, options: DatasetOptions = {}): Dataset {
  const result = datasetSchema(options).safeParse(raw);
  if (result.success) return result.data;
  throw new ContentValidationError(result.error.issues.map((issue) => toContentIssue(issue, raw)));
}

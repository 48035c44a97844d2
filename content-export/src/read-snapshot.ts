// Reads a dataset snapshot in Sanity's export format: NDJSON, one document per line.
import { readFile } from 'node:fs/promises';

export type SanityDocumentLike = { _id: string; _type: string; [field: string]: unknown };

/** A snapshot line that is not a document; `line` counts from 1, as editors do. */
export class SnapshotError extends Error {
  override name = 'SnapshotError';
  readonly file: string;
  readonly line: number;

  constructor(file: string, line: number, problem: string) {
    super(`${file}, linha ${line}: ${problem}`);
    this.file = file;
    this.line = line;
  }
}

export function parseSnapshot(text: string, file: string): SanityDocumentLike[] {
  const documents: SanityDocumentLike[] = [];
  const lineOfId = new Map<string, number>();
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch (error) {
      throw new SnapshotError(
        file,
        index + 1,
        `não é um JSON válido (${(error as Error).message}). Cada linha deve ser um documento completo, como o Sanity exporta.`,
      );
    }
    const candidate = parsed as Partial<SanityDocumentLike> | null;
    if (
      typeof candidate !== 'object' ||
      candidate === null ||
      Array.isArray(candidate) ||
      typeof candidate._id !== 'string' ||
      typeof candidate._type !== 'string'
    ) {
      throw new SnapshotError(
        file,
        index + 1,
        'não é um documento do Sanity: faltam os campos "_id" e "_type" (textos).',
      );
    }
    const firstLine = lineOfId.get(candidate._id);
    if (firstLine !== undefined) {
      throw new SnapshotError(
        file,
        index + 1,
        `o documento "${candidate._id}" já apareceu na linha ${firstLine}. Cada documento deve aparecer uma só vez.`,
      );
    }
    lineOfId.set(candidate._id, index + 1);
    documents.push(candidate as SanityDocumentLike);
  });
  return documents;
}

export async function readSnapshot(file: string): Promise<SanityDocumentLike[]> {
  return parseSnapshot(await readFile(file, 'utf8'), file);
}

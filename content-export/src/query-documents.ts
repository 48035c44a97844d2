// Runs the export's query over documents in memory, exactly as the Content Lake would. Pure (no
// file or network), so the Studio runs it too (release-check.ts).
import { evaluate, parse } from 'groq-js';
import { CONTENT_QUERY } from './query.ts';
import type { SanityDocumentLike } from './read-snapshot.ts';

/** The raw, unvalidated result of CONTENT_QUERY over `documents`. */
export async function queryDocuments(documents: readonly SanityDocumentLike[]): Promise<unknown> {
  const result = await evaluate(parse(CONTENT_QUERY), { dataset: documents });
  return result.get();
}

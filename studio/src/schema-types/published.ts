import type { SanityDocument, ValidationContext } from 'sanity';
import { apiVersion } from '../env.ts';

/**
 * Learners only receive published documents: a document that exists only as a draft is missing
 * from the app, and a scenario missing from the middle of a phase stops the export.
 */
export async function warnIfNeverPublished(
  document: SanityDocument | undefined,
  context: ValidationContext,
): Promise<string | true> {
  if (!document?._id.startsWith('drafts.')) return true;
  const publishedId = document._id.slice('drafts.'.length);
  const published = await context
    .getClient({ apiVersion })
    .fetch<boolean>('defined(*[_id == $id][0]._id)', { id: publishedId });
  return published
    ? true
    : 'Este documento ainda não foi publicado: os alunos só recebem o que está publicado. Publique quando estiver pronto.';
}

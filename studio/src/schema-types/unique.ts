import type { ValidationContext } from 'sanity';
import { apiVersion } from '../env.ts';

/**
 * The ids of the other documents of `type` whose `field` equals `value`, drafts included, so an
 * educator learns of a clash before publishing. The document's own draft and published version
 * do not count.
 */
export async function otherDocumentsWith(
  context: ValidationContext,
  type: string,
  field: string,
  value: unknown,
): Promise<string[]> {
  const id = context.document?._id.replace(/^drafts\./, '');
  if (!id || value === undefined) return [];
  // `field` is one of our own field names, never user input.
  const query = `*[_type == $type && ${field} == $value && !(_id in [$id, $draftId])]._id`;
  const ids = await context
    .getClient({ apiVersion })
    .fetch<string[]>(query, { type, value, id, draftId: `drafts.${id}` });
  // A document and its own draft are one document for the educator.
  return [...new Set(ids.map((other) => other.replace(/^drafts\./, '')))];
}

/** The numbers of every other scenario, drafts included (this one and its draft left out). */
export async function otherScenarioNumbers(context: ValidationContext): Promise<unknown[]> {
  const id = context.document?._id.replace(/^drafts\./, '') ?? '';
  return context
    .getClient({ apiVersion })
    .fetch<unknown[]>('*[_type == "scenario" && !(_id in [$id, $draftId])].number', {
      id,
      draftId: `drafts.${id}`,
    });
}

/** How many scenarios are published: what the export counts as the whole set. */
export async function publishedScenarioCount(context: ValidationContext): Promise<number> {
  return context
    .getClient({ apiVersion })
    .fetch<number>(
      'count(*[_type == "scenario" && !(_id in path("drafts.**")) && !(_id in path("versions.**"))])',
    );
}

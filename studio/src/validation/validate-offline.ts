// Runs the Studio's own validation rules (the ones an educator sees beside each field) over
// documents on disk, without the network: `validateDocument` from sanity, with a stand-in for
// the Content Lake that answers the rules' GROQ queries (uniqueness, published or not) from the
// same documents through groq-js.
import { evaluate, parse } from 'groq-js';
import {
  createSchema,
  validateDocument,
  type Path,
  type SanityClient,
  type SanityDocument,
} from 'sanity';
import { localizationTypes } from '../localization.ts';
import { schemaTypes } from '../schema-types/schema-types.ts';

export const studioSchema = createSchema({
  name: 'default',
  types: [...schemaTypes, ...localizationTypes],
});

function offlineClient(documents: readonly SanityDocument[]): SanityClient {
  // The documents do not change during one validation, so a query asked again with the same
  // parameters (the answer cues ask for every scenario's choices, once per scenario) is answered
  // from the first evaluation.
  const answers = new Map<string, Promise<unknown>>();
  const client = {
    fetch: (query: string, params: Record<string, unknown> = {}) => {
      const key = JSON.stringify([query, params]);
      const known = answers.get(key);
      if (known) return known;
      const answer = (async () => {
        const result = await evaluate(parse(query, { params }), { dataset: documents, params });
        return result.get();
      })();
      answers.set(key, answer);
      return answer;
    },
    withConfig: () => client,
  };
  return client as unknown as SanityClient;
}

export type StudioIssue = {
  documentId: string;
  path: string;
  level: 'error' | 'warning' | 'info';
  message: string;
};

/**
 * A marker path made readable: keyed array items become their language (`title[en]`) or their
 * position (`choices[1]`), as the export names them.
 */
function readablePath(document: unknown, path: Path): string {
  let value: unknown = document;
  let text = '';
  let inTranslation = false;
  for (const segment of path) {
    // A translation is named by its language alone: `title[en]`, not `title[en].value`.
    if (inTranslation && segment === 'value') break;
    inTranslation = false;
    if (typeof segment === 'string') {
      text = text === '' ? segment : `${text}.${segment}`;
      value = (value as Record<string, unknown> | undefined)?.[segment];
    } else if (typeof segment === 'number') {
      text += `[${segment}]`;
      value = (value as unknown[] | undefined)?.[segment];
    } else if (typeof segment === 'object' && '_key' in segment) {
      const items = Array.isArray(value) ? (value as Array<Record<string, unknown>>) : [];
      const index = items.findIndex((item) => item._key === segment._key);
      const item = items[index];
      inTranslation = typeof item?.language === 'string';
      text += inTranslation ? `[${String(item?.language)}]` : `[${index}]`;
      value = item;
    }
  }
  return text;
}

/**
 * Every marker the Studio would show on these documents, validated against one another; with
 * `of`, only the markers of the documents with those ids (still validated against all).
 */
export async function validateDocuments(
  documents: readonly SanityDocument[],
  of?: readonly string[],
): Promise<StudioIssue[]> {
  const client = offlineClient(documents);
  const ids = new Set(documents.map((document) => document._id));
  const validated = of ? documents.filter((document) => of.includes(document._id)) : documents;
  const results = await Promise.all(
    validated.map(async (document) => {
      const markers = await validateDocument({
        document,
        // validateDocument reads only the schema and a client from the workspace.
        workspace: { schema: studioSchema, getClient: () => client } as never,
        getClient: () => client,
        getDocumentExists: async ({ id }) => ids.has(id),
        // As the Studio validates: 'cli' adds Sanity's unknown-field checks at warning level,
        // which turned the skill key's errors into warnings here.
        environment: 'studio',
      });
      return markers.map((marker) => ({
        documentId: document._id,
        path: readablePath(document, marker.path),
        level: marker.level,
        message: marker.message,
      }));
    }),
  );
  return results.flat();
}

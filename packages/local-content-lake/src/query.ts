// GROQ over the documents in memory, with groq-js (the evaluator Sanity publishes), and the
// perspectives of the Query API: raw, published and drafts.
import { evaluate, parse } from 'groq-js';
import { isDraftId, isPublishedId, publishedIdOf } from './dataset.ts';
import { badRequest, LakeError, unsupported } from './errors.ts';
import type { StoredDocument } from './snapshot-file.ts';

export type Perspective = 'raw' | 'published' | 'drafts';

/**
 * The perspective a request asks for. Without one, API versions from 2025-02-19 on read
 * `published`, older ones `raw` (Sanity's default changed then).
 */
export function perspectiveOf(requested: string | null, apiVersion: string): Perspective {
  if (requested === null || requested === '') {
    return apiVersion === 'X' || apiVersion >= '2025-02-19' ? 'published' : 'raw';
  }
  if (requested === 'raw' || requested === 'published') return requested;
  if (requested === 'drafts' || requested === 'previewDrafts') return 'drafts';
  // A release stack ("rX,drafts"): there are no releases here, so it reads as drafts.
  if (requested.split(',').includes('drafts')) return 'drafts';
  throw unsupported(`perspective "${requested}"`);
}

/** The documents as the perspective sees them. */
export function documentsIn(
  documents: StoredDocument[],
  perspective: Perspective,
): StoredDocument[] {
  if (perspective === 'raw') return documents;
  const published = documents.filter((doc) => isPublishedId(doc._id));
  if (perspective === 'published') return published;
  const drafts = new Map(
    documents.filter((doc) => isDraftId(doc._id)).map((doc) => [publishedIdOf(doc._id), doc]),
  );
  const seen = new Set<string>();
  const overlaid = published.map((doc) => {
    seen.add(doc._id);
    const draft = drafts.get(doc._id);
    return draft ? { ...draft, _id: doc._id, _originalId: draft._id } : doc;
  });
  for (const [id, draft] of drafts) {
    if (!seen.has(id)) overlaid.push({ ...draft, _id: id, _originalId: draft._id });
  }
  return overlaid;
}

/** Parses `$name=<json>` search parameters into GROQ parameters. */
export function paramsFromSearch(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, value] of search) {
    if (!key.startsWith('$')) continue;
    try {
      params[key.slice(1)] = JSON.parse(value);
    } catch {
      throw badRequest(`Parameter ${key} is not valid JSON`, { type: 'queryParseError' });
    }
  }
  return params;
}

/** Runs a GROQ query; a syntax error is a 400 with Sanity's queryParseError shape. */
export async function runQuery(
  query: string,
  params: Record<string, unknown>,
  dataset: StoredDocument[],
  identity: string,
): Promise<unknown> {
  let tree;
  try {
    tree = parse(query, { params });
  } catch (error) {
    throw new LakeError(400, 'queryParseError', (error as Error).message, {
      query,
      start: (error as { position?: number }).position ?? 0,
      end: (error as { position?: number }).position ?? 0,
    });
  }
  try {
    return await (await evaluate(tree, { dataset, params, identity })).get();
  } catch (error) {
    throw new LakeError(400, 'queryError', (error as Error).message, { query });
  }
}

/** Whether `document` is selected by a listener's query (`*[filter]`). */
export async function matchesQuery(
  query: string,
  params: Record<string, unknown>,
  document: StoredDocument | null,
): Promise<boolean> {
  if (!document) return false;
  const result = await (
    await evaluate(parse(query, { params }), { dataset: [document], params })
  ).get();
  return Array.isArray(result) ? result.length > 0 : result !== null && result !== undefined;
}

import { createClient } from '@sanity/client';
import type { ContentSource } from './content-source.ts';
import { CONTENT_QUERY } from './query.ts';
import { queryDocuments } from './query-documents.ts';
import { readSnapshot } from './read-snapshot.ts';

/** The API version the query is written against. */
const API_VERSION = '2025-02-19';

/** The raw, unvalidated result of CONTENT_QUERY from the source. */
export async function fetchContent(source: ContentSource): Promise<unknown> {
  if (source.kind === 'snapshot') return queryDocuments(await readSnapshot(source.file));
  const client = createClient({
    projectId: source.projectId,
    dataset: source.dataset,
    apiVersion: API_VERSION,
    useCdn: false,
    perspective: 'published',
    ...(source.token ? { token: source.token } : {}),
    // The request goes to apiHost itself, not to <projectId>.<apiHost>.
    ...(source.apiHost ? { apiHost: source.apiHost, useProjectHostname: false } : {}),
  });
  return client.fetch(CONTENT_QUERY);
}

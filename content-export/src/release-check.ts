// What the export would say if a Studio action happened: "Publicar", "Excluir" or
// "Despublicar" checked against the very rules the release runs (validate-dataset.ts), across
// documents too, before anything is written (docs/decisions/0059-no-action-the-export-refuses.md).
// Pure: the Studio passes the documents it read from its Content Lake.
import { queryDocuments } from './query-documents.ts';
import type { SanityDocumentLike } from './read-snapshot.ts';
import { ContentValidationError, validateDataset, type ContentIssue } from './validate-dataset.ts';

export type { ContentIssue };

/** A Studio action as the published content sees it. */
export type StudioChange =
  /** The draft becomes the published document. */
  | { kind: 'publish'; draft: SanityDocumentLike }
  /** The document and its draft are gone. */
  | { kind: 'delete'; id: string }
  /** The published document is gone; its draft stays. */
  | { kind: 'unpublish'; id: string };

const publishedId = (id: string) => id.replace(/^drafts\./, '');
const draftId = (id: string) => `drafts.${publishedId(id)}`;

/** The documents after the change, as the Content Lake would hold them. */
export function applyChange(
  documents: readonly SanityDocumentLike[],
  change: StudioChange,
): SanityDocumentLike[] {
  if (change.kind === 'publish') {
    const id = publishedId(change.draft._id);
    return [
      ...documents.filter((document) => document._id !== id && document._id !== draftId(id)),
      { ...change.draft, _id: id },
    ];
  }
  const id = publishedId(change.id);
  const gone = change.kind === 'delete' ? [id, draftId(id)] : [id];
  return documents.filter((document) => !gone.includes(document._id));
}

/** Every problem the export finds in `documents`; none when it would release them. */
export async function releaseIssues(
  documents: readonly SanityDocumentLike[],
): Promise<ContentIssue[]> {
  try {
    validateDataset(await queryDocuments(documents));
    return [];
  } catch (error) {
    if (error instanceof ContentValidationError) return [...error.issues];
    throw error;
  }
}

const sameIssue = (a: ContentIssue, b: ContentIssue) =>
  a.documentId === b.documentId && a.field === b.field && a.message === b.message;

/**
 * The problems the change would add to what the export finds today: the reasons it would refuse
 * the release afterwards. Problems already there are not the action's doing, and do not stop it.
 */
export async function issuesAddedBy(
  documents: readonly SanityDocumentLike[],
  change: StudioChange,
): Promise<ContentIssue[]> {
  const before = await releaseIssues(documents);
  const after = await releaseIssues(applyChange(documents, change));
  return after.filter((issue) => !before.some((known) => sameIssue(issue, known)));
}

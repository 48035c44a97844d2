// The dataset in memory: the documents in file order and the log of the transactions since the
// server started. Every change is one transaction: it is checked as a whole on a copy, and only
// then committed, so a request that fails changes nothing.
import { randomBytes } from 'node:crypto';
import type { StoredDocument } from './snapshot-file.ts';

export type DocumentChange = {
  documentId: string;
  before: StoredDocument | null;
  after: StoredDocument | null;
  /** The mutations that turned `before` into `after`, as listeners receive them. */
  mutations: unknown[];
};

export type Transaction = {
  /** Position in the log, also the listener's event id (Last-Event-ID). */
  sequence: number;
  id: string;
  timestamp: string;
  identity: string;
  changes: DocumentChange[];
};

/** A Sanity-like revision id: 22 characters of base62-ish randomness. */
export function newRevision(): string {
  return randomBytes(16).toString('base64url').slice(0, 22);
}

export const isDraftId = (id: string) => id.startsWith('drafts.');
export const isVersionId = (id: string) => id.startsWith('versions.');
/** Documents learners can receive: not drafts, not release versions, not system documents. */
export const isPublishedId = (id: string) =>
  !isDraftId(id) && !isVersionId(id) && !id.startsWith('_.');
export const publishedIdOf = (id: string) =>
  id.replace(/^drafts\./, '').replace(/^versions\.[^.]+\./, '');

/** A working copy of the documents for one transaction; nothing is visible until committed. */
export class Staging {
  readonly changed = new Map<string, StoredDocument | null>();
  readonly mutationsOf = new Map<string, unknown[]>();
  /**
   * Listeners receive each change as the whole result (createOrReplace or delete) instead of the
   * mutations that made it. Actions need this: an edit that creates a draft is a patch of a
   * document the listener does not have yet, which @sanity/mutator (the Studio's buffer) cannot
   * apply, and the Studio would wait for its save forever.
   */
  asReplacements = false;

  private readonly dataset: Dataset;

  constructor(dataset: Dataset) {
    this.dataset = dataset;
  }

  get(id: string): StoredDocument | null {
    if (this.changed.has(id)) return this.changed.get(id) ?? null;
    return this.dataset.get(id);
  }

  put(id: string, document: StoredDocument | null, mutation: unknown): void {
    this.changed.set(id, document);
    this.mutationsOf.set(id, [...(this.mutationsOf.get(id) ?? []), mutation]);
  }
}

export class Dataset {
  // Map keeps insertion order: documents stay where the snapshot had them, new ones go last.
  private readonly documents = new Map<string, StoredDocument>();
  private readonly log: Transaction[] = [];
  private sequence = 0;
  private readonly subscribers = new Set<(transaction: Transaction) => void>();

  constructor(initial: readonly StoredDocument[]) {
    for (const document of initial) this.documents.set(document._id, document);
  }

  get(id: string): StoredDocument | null {
    return this.documents.get(id) ?? null;
  }

  all(): StoredDocument[] {
    return [...this.documents.values()];
  }

  get lastSequence(): number {
    return this.sequence;
  }

  /** Transactions after `sequence`, or undefined when the log no longer reaches back that far. */
  transactionsAfter(sequence: number): Transaction[] | undefined {
    if (sequence > this.sequence) return undefined;
    const first = this.log[0];
    if (sequence < this.sequence && (!first || first.sequence > sequence + 1)) return undefined;
    return this.log.filter((transaction) => transaction.sequence > sequence);
  }

  transactionsOf(documentId: string): Transaction[] {
    return this.log.filter((transaction) =>
      transaction.changes.some((change) => change.documentId === documentId),
    );
  }

  transactionById(id: string): Transaction | undefined {
    return this.log.find((transaction) => transaction.id === id);
  }

  subscribe(subscriber: (transaction: Transaction) => void): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  /**
   * Commits a staged transaction: each changed document gets the transaction id as `_rev` and
   * its timestamp as `_updatedAt` (and `_createdAt` when new), as the Content Lake does.
   */
  commit(
    staging: Staging,
    options: { transactionId?: string; identity: string },
  ): Transaction | undefined {
    if (staging.changed.size === 0) return undefined;
    const id = options.transactionId ?? newRevision();
    const timestamp = new Date().toISOString();
    const changes: DocumentChange[] = [];
    for (const [documentId, next] of staging.changed) {
      const before = this.get(documentId);
      if (before === null && next === null) continue;
      let after: StoredDocument | null = null;
      if (next) {
        after = {
          ...next,
          _id: documentId,
          _rev: id,
          _createdAt: (next._createdAt as string | undefined) ?? timestamp,
          _updatedAt: timestamp,
        };
        // Fields keep the order they had, so a diff of the snapshot shows only what changed.
        if (before) after = inKeyOrderOf(before, after);
      }
      changes.push({
        documentId,
        before,
        after,
        mutations: staging.asReplacements
          ? [after ? { createOrReplace: after } : { delete: { id: documentId } }]
          : (staging.mutationsOf.get(documentId) ?? []),
      });
    }
    if (changes.length === 0) return undefined;
    for (const { documentId, after } of changes) {
      if (after) this.documents.set(documentId, after);
      else this.documents.delete(documentId);
    }
    this.sequence += 1;
    const transaction: Transaction = {
      sequence: this.sequence,
      id,
      timestamp,
      identity: options.identity,
      changes,
    };
    this.log.push(transaction);
    // Enough for listeners to resume after a short disconnection and for this session's history.
    if (this.log.length > 5000) this.log.shift();
    for (const subscriber of this.subscribers) subscriber(transaction);
    return transaction;
  }
}

/** `next` with the keys `previous` had first, in that order, then any new ones. */
function inKeyOrderOf(previous: StoredDocument, next: StoredDocument): StoredDocument {
  const ordered: Record<string, unknown> = {};
  for (const key of Object.keys(previous)) if (key in next) ordered[key] = next[key];
  for (const key of Object.keys(next)) if (!(key in ordered)) ordered[key] = next[key];
  return ordered as StoredDocument;
}

/** The document without `_rev`: what a mendoza effect describes (the revision travels beside it). */
export function withoutRev(document: StoredDocument | null): Omit<StoredDocument, '_rev'> | null {
  if (!document) return null;
  const copy: Partial<StoredDocument> = { ...document };
  delete copy._rev;
  return copy as Omit<StoredDocument, '_rev'>;
}

// Mutations (/data/mutate) and document actions (/data/actions), applied to a Staging copy. Their
// shape was checked when the body was read (bodies.ts); what is checked here needs the documents:
// whether they exist, their revisions, whether a draft belongs to its published id. Any failure
// throws a LakeError before the transaction is committed, so the dataset is left as it was.
import { Mutation as MutatorMutation } from '@sanity/mutator';
import { evaluate, parse } from 'groq-js';
import { randomBytes } from 'node:crypto';
import type { Action, Mutation, NewDocument, Patch } from './bodies.ts';
import { isDraftId, newRevision, publishedIdOf, type Staging } from './dataset.ts';
import { badRequest, conflict, LakeError, unsupported } from './errors.ts';
import type { StoredDocument } from './snapshot-file.ts';

export type MutationResult = { id: string; operation: 'create' | 'update' | 'delete' | 'none' };

/** An object in an array that has no `_key`, which ?autoGenerateArrayKeys=true gives one. */
const lacksKey = (item: unknown): boolean =>
  typeof item === 'object' &&
  item !== null &&
  !Array.isArray(item) &&
  (item as { _key?: unknown })._key === undefined;

/** Adds a random `_key` to objects in arrays that lack one (?autoGenerateArrayKeys=true). */
export function addMissingKeys(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map((item) =>
      lacksKey(item)
        ? { _key: randomBytes(6).toString('hex'), ...(addMissingKeys(item) as object) }
        : addMissingKeys(item),
    );
  }
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, addMissingKeys(v)]));
  }
  return value;
}

/** Applies one patch ({set, unset, insert, …}) to `document`, checking ifRevisionID. */
function applyPatch(document: StoredDocument, patch: Patch): StoredDocument {
  if (patch.ifRevisionID !== undefined && patch.ifRevisionID !== document._rev) {
    throw conflict(
      `Document "${document._id}" has revision "${document._rev}", not the expected "${patch.ifRevisionID}"`,
      { id: document._id },
    );
  }
  const operations = Object.fromEntries(
    Object.entries(patch).filter(([key]) => !['ifRevisionID', 'query', 'params'].includes(key)),
  );
  try {
    const next = new MutatorMutation({
      mutations: [{ patch: { ...operations, id: document._id } }],
    } as ConstructorParameters<typeof MutatorMutation>[0]).apply(structuredClone(document));
    if (!next) throw new Error('the patch removed the document');
    return next as StoredDocument;
  } catch (error) {
    if (error instanceof LakeError) throw error;
    throw badRequest(`patch of "${document._id}" cannot be applied: ${(error as Error).message}`);
  }
}

/** The ids a mutation names: its `id`, or the existing documents its `query` selects. */
async function idsOf(
  staging: Staging,
  documents: () => StoredDocument[],
  selection: { id?: string; query?: string; params?: Record<string, unknown> },
  where: string,
): Promise<string[]> {
  if (selection.query === undefined) return selection.id === undefined ? [] : [selection.id];
  const params = selection.params ?? {};
  try {
    const result = await (
      await evaluate(parse(selection.query, { params }), { dataset: documents(), params })
    ).get();
    const list: unknown[] = Array.isArray(result) ? result : [result];
    return list
      .map((item) => (item as { _id?: unknown } | null)?._id)
      .filter((id): id is string => typeof id === 'string' && staging.get(id) !== null);
  } catch (error) {
    throw badRequest(`${where}: the query is not valid GROQ: ${(error as Error).message}`);
  }
}

/** Applies the mutations of POST /data/mutate to `staging`; returns one result per document. */
export async function applyMutations(
  staging: Staging,
  mutations: Mutation[],
  options: { autoGenerateArrayKeys: boolean; documents: () => StoredDocument[] },
): Promise<MutationResult[]> {
  const results: MutationResult[] = [];
  const fix = (doc: StoredDocument) =>
    options.autoGenerateArrayKeys ? (addMissingKeys(doc) as StoredDocument) : doc;
  for (const [index, mutation] of mutations.entries()) {
    const where = `mutations[${index}]`;
    if ('delete' in mutation) {
      for (const id of await idsOf(staging, options.documents, mutation.delete, where)) {
        if (staging.get(id)) staging.put(id, null, { delete: { id } });
        results.push({ id, operation: 'delete' });
      }
    } else if ('patch' in mutation) {
      const patch = mutation.patch;
      for (const id of await idsOf(staging, options.documents, patch, where)) {
        const document = staging.get(id);
        if (!document) {
          throw conflict(`Cannot patch "${id}": the document does not exist`, { id });
        }
        staging.put(id, fix(applyPatch(document, patch)), { patch: { ...patch, id } });
        results.push({ id, operation: 'update' });
      }
    } else {
      const [kind, sent] = Object.entries(mutation)[0] as [
        'create' | 'createIfNotExists' | 'createOrReplace',
        NewDocument,
      ];
      const document = fix(structuredClone({ ...sent, _id: sent._id ?? newRevision() }));
      const existing = staging.get(document._id);
      if (existing && kind === 'create') {
        throw conflict(`Document by ID "${document._id}" already exists`, { id: document._id });
      }
      if (existing && kind === 'createIfNotExists') {
        results.push({ id: document._id, operation: 'none' });
        continue;
      }
      staging.put(document._id, document, { [kind]: document });
      results.push({ id: document._id, operation: existing ? 'update' : 'create' });
    }
  }
  return results;
}

const draftOf = (publishedId: string) => `drafts.${publishedId}`;

/** Applies the actions of POST /data/actions (the Studio's document actions) to `staging`. */
export function applyActions(staging: Staging, actions: Action[]): void {
  staging.asReplacements = true;
  for (const [index, action] of actions.entries())
    applyAction(staging, action, `actions[${index}]`);
}

/** Only drafts: release versions ("versions.…") are not kept by the local lake. */
function draftIdOf(action: { draftId: string }, where: string): string {
  if (!isDraftId(action.draftId)) {
    throw unsupported(`${where}: only drafts ("drafts.…"), not "${action.draftId}"`);
  }
  return action.draftId;
}

function applyAction(staging: Staging, action: Action, where: string): void {
  switch (action.actionType) {
    case 'sanity.action.document.create': {
      const published = action.publishedId;
      const document = structuredClone(action.attributes) as StoredDocument;
      if (document._id !== draftOf(published)) {
        throw unsupported(`${where}: only creating the draft "${draftOf(published)}"`);
      }
      if (staging.get(document._id) || staging.get(published)) {
        if (action.ifExists === 'ignore') return;
        throw conflict(`Document "${published}" already exists`, { id: published });
      }
      staging.put(document._id, document, { create: document });
      return;
    }
    case 'sanity.action.document.edit': {
      const draft = draftIdOf(action, where);
      const published = action.publishedId;
      if (publishedIdOf(draft) !== published)
        throw badRequest(`${where}: ${draft} is not a draft of ${published}`);
      const base = staging.get(draft) ?? staging.get(published);
      if (!base)
        throw conflict(`Cannot edit "${published}": neither it nor its draft exists`, {
          id: published,
        });
      const patched = applyPatch({ ...base, _id: draft }, action.patch);
      staging.put(draft, patched, { patch: { ...action.patch, id: draft } });
      return;
    }
    case 'sanity.action.document.publish': {
      const draft = draftIdOf(action, where);
      const published = action.publishedId;
      const draftDocument = staging.get(draft);
      if (!draftDocument)
        throw conflict(`Cannot publish "${published}": it has no draft`, { id: draft });
      const current = staging.get(published);
      if (
        action.ifDraftRevisionId !== undefined &&
        action.ifDraftRevisionId !== draftDocument._rev
      ) {
        throw conflict(`The draft of "${published}" changed since it was read`, { id: draft });
      }
      if (
        action.ifPublishedRevisionId !== undefined &&
        action.ifPublishedRevisionId !== current?._rev
      ) {
        throw conflict(`"${published}" was published by someone else since it was read`, {
          id: published,
        });
      }
      const next = {
        ...draftDocument,
        _id: published,
        ...(current?._createdAt ? { _createdAt: current._createdAt } : {}),
      };
      staging.put(published, next, { createOrReplace: next });
      staging.put(draft, null, { delete: { id: draft } });
      return;
    }
    case 'sanity.action.document.unpublish': {
      const draft = draftIdOf(action, where);
      const published = action.publishedId;
      const current = staging.get(published);
      if (!current) throw conflict(`"${published}" is not published`, { id: published });
      if (!staging.get(draft)) {
        const copy = { ...current, _id: draft };
        staging.put(draft, copy, { create: copy });
      }
      staging.put(published, null, { delete: { id: published } });
      return;
    }
    case 'sanity.action.document.discard': {
      const draft = draftIdOf(action, where);
      if (!staging.get(draft))
        throw conflict(`There is no draft "${draft}" to discard`, { id: draft });
      staging.put(draft, null, { delete: { id: draft } });
      return;
    }
    case 'sanity.action.document.delete': {
      const published = action.publishedId;
      const ids = [published, draftOf(published), ...(action.includeDrafts ?? [])];
      for (const id of new Set(ids)) if (staging.get(id)) staging.put(id, null, { delete: { id } });
      return;
    }
    case 'sanity.action.document.replaceDraft': {
      const draft = draftIdOf(action, where);
      const document = structuredClone(action.attributes) as StoredDocument;
      if (document._id !== draft) throw badRequest(`${where}.attributes._id must be "${draft}"`);
      staging.put(draft, document, { createOrReplace: document });
      return;
    }
  }
}

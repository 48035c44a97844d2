// Mutations (/data/mutate) and document actions (/data/actions), applied to a Staging copy.
// Anything malformed or unsupported throws a LakeError before the transaction is committed, so
// the dataset is left exactly as it was.
import { Mutation } from '@sanity/mutator';
import { evaluate, parse } from 'groq-js';
import { randomBytes } from 'node:crypto';
import { isDraftId, newRevision, publishedIdOf, type Staging } from './dataset.ts';
import { badRequest, conflict, LakeError, unsupported } from './errors.ts';
import type { StoredDocument } from './snapshot-file.ts';

const ID_PATTERN = /^[a-zA-Z0-9_][a-zA-Z0-9._-]{0,127}$/;
const PATCH_KEYS = new Set([
  'id',
  'query',
  'params',
  'ifRevisionID',
  'set',
  'setIfMissing',
  'unset',
  'inc',
  'dec',
  'insert',
  'diffMatchPatch',
]);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function checkId(id: unknown, where: string): string {
  if (typeof id !== 'string' || !ID_PATTERN.test(id)) {
    throw badRequest(
      `${where}: document id ${JSON.stringify(id)} is not valid (letters, digits, ".", "_" and "-", at most 128)`,
    );
  }
  return id;
}

function checkDocument(value: unknown, where: string, generateId: boolean): StoredDocument {
  if (!isObject(value)) throw badRequest(`${where}: expected a document object`);
  if (typeof value._type !== 'string' || value._type === '') {
    throw badRequest(`${where}: the document needs a "_type" string`);
  }
  const id = value._id === undefined && generateId ? newRevision() : checkId(value._id, where);
  return structuredClone({ ...value, _id: id }) as StoredDocument;
}

/** Adds a random `_key` to objects in arrays that lack one (?autoGenerateArrayKeys=true). */
export function addMissingKeys(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map((item) =>
      isObject(item) && item._key === undefined
        ? { _key: randomBytes(6).toString('hex'), ...(addMissingKeys(item) as object) }
        : addMissingKeys(item),
    );
  }
  if (isObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, addMissingKeys(v)]));
  }
  return value;
}

/** Applies one patch ({id, set, unset, insert, …}) to `document`, checking ifRevisionID. */
function applyPatch(document: StoredDocument, patch: Record<string, unknown>): StoredDocument {
  if (patch.ifRevisionID !== undefined && patch.ifRevisionID !== document._rev) {
    throw conflict(
      `Document "${document._id}" has revision "${document._rev}", not the expected "${String(patch.ifRevisionID)}"`,
      { id: document._id },
    );
  }
  const operations = Object.fromEntries(
    Object.entries(patch).filter(([key]) => !['ifRevisionID', 'query', 'params'].includes(key)),
  );
  try {
    const next = new Mutation({
      mutations: [{ patch: { ...operations, id: document._id } }],
    } as ConstructorParameters<typeof Mutation>[0]).apply(structuredClone(document));
    if (!next) throw new Error('the patch removed the document');
    return next as StoredDocument;
  } catch (error) {
    if (error instanceof LakeError) throw error;
    throw badRequest(`patch of "${document._id}" cannot be applied: ${(error as Error).message}`);
  }
}

async function idsMatching(
  staging: Staging,
  documents: () => StoredDocument[],
  query: unknown,
  params: unknown,
  where: string,
): Promise<string[]> {
  if (typeof query !== 'string') throw badRequest(`${where}: "query" must be a GROQ string`);
  try {
    const result = await (
      await evaluate(parse(query, { params: isObject(params) ? params : {} }), {
        dataset: documents(),
        params: isObject(params) ? params : {},
      })
    ).get();
    const list: unknown[] = Array.isArray(result) ? result : [result];
    return list
      .filter(isObject)
      .map((doc) => doc._id)
      .filter((id): id is string => typeof id === 'string' && staging.get(id) !== null);
  } catch (error) {
    throw badRequest(`${where}: the query is not valid GROQ: ${(error as Error).message}`);
  }
}

/** Applies the body of POST /data/mutate to `staging`; returns one result per mutation. */
export async function applyMutations(
  staging: Staging,
  body: unknown,
  options: { autoGenerateArrayKeys: boolean; documents: () => StoredDocument[] },
): Promise<Array<{ id: string; operation: 'create' | 'update' | 'delete' | 'none' }>> {
  if (!isObject(body) || !Array.isArray(body.mutations) || body.mutations.length === 0) {
    throw badRequest('The body must be {"mutations": [ … ]} with at least one mutation');
  }
  const results: Array<{ id: string; operation: 'create' | 'update' | 'delete' | 'none' }> = [];
  for (const [index, raw] of body.mutations.entries()) {
    const where = `mutations[${index}]`;
    if (!isObject(raw) || Object.keys(raw).length !== 1) {
      throw badRequest(
        `${where}: each mutation is an object with exactly one of create, createIfNotExists, createOrReplace, delete, patch`,
      );
    }
    const [kind, argument] = Object.entries(raw)[0] as [string, unknown];
    const fix = (doc: StoredDocument) =>
      options.autoGenerateArrayKeys ? (addMissingKeys(doc) as StoredDocument) : doc;
    switch (kind) {
      case 'create':
      case 'createIfNotExists':
      case 'createOrReplace': {
        const document = fix(checkDocument(argument, `${where}.${kind}`, kind === 'create'));
        const existing = staging.get(document._id);
        if (existing && kind === 'create') {
          throw conflict(`Document by ID "${document._id}" already exists`, { id: document._id });
        }
        if (existing && kind === 'createIfNotExists') {
          results.push({ id: document._id, operation: 'none' });
          break;
        }
        staging.put(document._id, document, { [kind]: document });
        results.push({ id: document._id, operation: existing ? 'update' : 'create' });
        break;
      }
      case 'delete': {
        if (!isObject(argument)) throw badRequest(`${where}.delete: expected {id} or {query}`);
        const ids =
          argument.query !== undefined
            ? await idsMatching(staging, options.documents, argument.query, argument.params, where)
            : [checkId(argument.id, `${where}.delete`)];
        for (const id of ids) {
          if (staging.get(id)) staging.put(id, null, { delete: { id } });
          results.push({ id, operation: 'delete' });
        }
        break;
      }
      case 'patch': {
        if (!isObject(argument)) throw badRequest(`${where}.patch: expected an object`);
        const unknown = Object.keys(argument).filter((key) => !PATCH_KEYS.has(key));
        if (unknown.length > 0) {
          throw badRequest(`${where}.patch: unknown operation(s) ${unknown.join(', ')}`);
        }
        const ids =
          argument.query !== undefined
            ? await idsMatching(staging, options.documents, argument.query, argument.params, where)
            : [checkId(argument.id, `${where}.patch`)];
        for (const id of ids) {
          const document = staging.get(id);
          if (!document) {
            throw conflict(`Cannot patch "${id}": the document does not exist`, { id });
          }
          const patched = fix(applyPatch(document, argument));
          staging.put(id, patched, { patch: { ...argument, id } });
          results.push({ id, operation: 'update' });
        }
        break;
      }
      default:
        throw badRequest(`${where}: unknown mutation type "${kind}"`);
    }
  }
  return results;
}

const draftOf = (publishedId: string) => `drafts.${publishedId}`;

/** Applies the body of POST /data/actions (the Studio's document actions) to `staging`. */
export function applyActions(staging: Staging, body: unknown): void {
  if (!isObject(body) || !Array.isArray(body.actions) || body.actions.length === 0) {
    throw badRequest('The body must be {"actions": [ … ]} with at least one action');
  }
  staging.asReplacements = true;
  for (const [index, action] of body.actions.entries()) {
    const where = `actions[${index}]`;
    if (!isObject(action) || typeof action.actionType !== 'string') {
      throw badRequest(`${where}: each action needs an "actionType"`);
    }
    applyAction(staging, action, where);
  }
}

function applyAction(staging: Staging, action: Record<string, unknown>, where: string): void {
  const type = action.actionType as string;
  const publishedId = () => checkId(action.publishedId, `${where}.publishedId`);
  const draftId = () => {
    const id = checkId(action.draftId, `${where}.draftId`);
    if (!isDraftId(id)) throw unsupported(`${where}: only drafts ("drafts.…"), not "${id}"`);
    return id;
  };
  switch (type) {
    case 'sanity.action.document.create': {
      const published = publishedId();
      const document = checkDocument(action.attributes, `${where}.attributes`, false);
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
      const draft = draftId();
      const published = publishedId();
      if (publishedIdOf(draft) !== published)
        throw badRequest(`${where}: ${draft} is not a draft of ${published}`);
      if (!isObject(action.patch)) throw badRequest(`${where}.patch: expected a patch object`);
      const unknown = Object.keys(action.patch).filter((key) => !PATCH_KEYS.has(key));
      if (unknown.length > 0)
        throw badRequest(`${where}.patch: unknown operation(s) ${unknown.join(', ')}`);
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
      const draft = draftId();
      const published = publishedId();
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
      const draft = draftId();
      const published = publishedId();
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
      const draft = draftId();
      if (!staging.get(draft))
        throw conflict(`There is no draft "${draft}" to discard`, { id: draft });
      staging.put(draft, null, { delete: { id: draft } });
      return;
    }
    case 'sanity.action.document.delete': {
      const published = publishedId();
      const drafts = Array.isArray(action.includeDrafts) ? action.includeDrafts : [];
      const ids = [
        published,
        draftOf(published),
        ...drafts.map((id) => checkId(id, `${where}.includeDrafts`)),
      ];
      for (const id of new Set(ids)) if (staging.get(id)) staging.put(id, null, { delete: { id } });
      return;
    }
    case 'sanity.action.document.replaceDraft': {
      const draft = draftId();
      const document = checkDocument(action.attributes, `${where}.attributes`, false);
      if (document._id !== draft) throw badRequest(`${where}.attributes._id must be "${draft}"`);
      staging.put(draft, document, { createOrReplace: document });
      return;
    }
    default:
      throw unsupported(`${where}: action "${type}"`);
  }
}

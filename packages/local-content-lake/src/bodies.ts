// The request bodies the lake accepts, as zod schemas. A body that does not match is refused with
// a 400 that says where and what (`mutations[1].patch: unknown operation(s) frobnicate`) before
// anything is applied.
//
// The schemas only check: what `check` hands on is the body as sent, not zod's parsed copy. zod
// builds its copy with the schema's keys first, and a new document must keep its fields in the
// order the client sent them, as they will stand in the snapshot file, so that a diff shows only
// what changed (docs/decisions/0009). So no schema here may transform or fill in defaults.
import { z } from 'zod';
import { badRequest, unsupported } from './errors.ts';

/** Sanity's document ids: letters, digits, ".", "_" and "-", not starting with "." or "-". */
const ID_PATTERN = /^[a-zA-Z0-9_][a-zA-Z0-9._-]{0,127}$/;

/** `value` as sent, if it matches `schema`; otherwise a 400 naming the first problem and where. */
export function check<S extends z.ZodType>(
  schema: S,
  value: unknown,
  at: PropertyKey[] = [],
): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return value as z.output<S>;
  const issue = result.error.issues[0];
  const where = pathText([...at, ...(issue?.path ?? [])]);
  const message = issue?.message ?? 'The request body is not valid';
  throw badRequest(where ? `${where}: ${message}` : message);
}

/** `['mutations', 1, 'patch']` → `mutations[1].patch`. */
function pathText(path: PropertyKey[]): string {
  return path.reduce<string>(
    (text, key) =>
      typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key),
    '',
  );
}

const documentId = z.custom<string>(
  (value) => typeof value === 'string' && ID_PATTERN.test(value),
  {
    error: (issue) =>
      `document id ${JSON.stringify(issue.input)} is not valid (letters, digits, ".", "_" and "-", at most 128)`,
  },
);

const NEEDS_TYPE = 'the document needs a "_type" string';
const documentType = z.string({ error: NEEDS_TYPE }).min(1, NEEDS_TYPE);
const NOT_A_DOCUMENT = 'expected a document object';

/** A whole document, with its `_id`. */
const identifiedDocument = z.looseObject(
  { _type: documentType, _id: documentId },
  { error: NOT_A_DOCUMENT },
);
/** A document for `create`, which may leave the `_id` to the lake. */
const newDocument = z.looseObject(
  { _type: documentType, _id: documentId.optional() },
  { error: NOT_A_DOCUMENT },
);
export type NewDocument = z.output<typeof newDocument>;

const groqParams = z.record(z.string(), z.unknown(), {
  error: 'must be an object of GROQ parameters',
});
const groq = z.string({ error: '"query" must be a GROQ string' });
const fieldValues = z.record(z.string(), z.unknown(), {
  error: 'must be an object of paths and values',
});
const numbers = z.record(z.string(), z.number(), {
  error: 'must be an object of paths and numbers',
});
const insert = z
  .looseObject(
    {
      before: z.string().optional(),
      after: z.string().optional(),
      replace: z.string().optional(),
      items: z.array(z.unknown(), { error: '"items" must be an array' }),
    },
    { error: 'must be {"before" | "after" | "replace": path, "items": [ … ]}' },
  )
  .refine(
    (value) =>
      [value.before, value.after, value.replace].filter((at) => at !== undefined).length === 1,
    'needs exactly one of "before", "after", "replace"',
  );

/** A patch's operations (applied by @sanity/mutator), as in a mutation or an edit action. */
const patchOperations = z.strictObject(
  {
    id: documentId.optional(),
    query: groq.optional(),
    params: groqParams.optional(),
    ifRevisionID: z.string({ error: '"ifRevisionID" must be a revision id' }).optional(),
    set: fieldValues.optional(),
    setIfMissing: fieldValues.optional(),
    unset: z.array(z.string(), { error: 'must be a list of paths' }).optional(),
    inc: numbers.optional(),
    dec: numbers.optional(),
    insert: insert.optional(),
    diffMatchPatch: z
      .record(z.string(), z.string(), { error: 'must be an object of paths and patches' })
      .optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `unknown operation(s) ${issue.keys.join(', ')}`
        : 'expected a patch object',
  },
);
export type Patch = z.output<typeof patchOperations>;

const selection = z
  .object(
    { id: documentId.optional(), query: groq.optional(), params: groqParams.optional() },
    { error: 'expected {id} or {query}' },
  )
  .refine((value) => value.id !== undefined || value.query !== undefined, {
    error: 'expected {id} or {query}',
  });

const EXACTLY_ONE =
  'each mutation is an object with exactly one of create, createIfNotExists, createOrReplace, delete, patch';
const mutation = z
  .strictObject(
    {
      create: newDocument.optional(),
      createIfNotExists: identifiedDocument.optional(),
      createOrReplace: identifiedDocument.optional(),
      delete: selection.optional(),
      patch: patchOperations
        .refine((patch) => patch.id !== undefined || patch.query !== undefined, {
          error: 'needs the "id" of a document or a "query"',
        })
        .optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `unknown mutation type ${issue.keys.map((key) => JSON.stringify(key)).join(', ')}`
          : EXACTLY_ONE,
    },
  )
  .refine((value) => Object.keys(value).length === 1, EXACTLY_ONE);

/** One of the object's keys with its value: `{create: doc}`, `{patch: …}`, … */
type OneOf<T> = { [K in keyof T]-?: { [P in K]-?: Exclude<T[P], undefined> } }[keyof T];
export type Mutation = OneOf<z.output<typeof mutation>>;

const MUTATE_BODY = 'The body must be {"mutations": [ … ]} with at least one mutation';
const mutateBody = z.object(
  {
    mutations: z
      .array(mutation, { error: 'must be a list of at least one mutation' })
      .min(1, 'must be a list of at least one mutation'),
  },
  { error: MUTATE_BODY },
);

/** The body of POST /data/mutate. */
export function mutateBodyOf(body: unknown): { mutations: Mutation[]; transactionId?: unknown } {
  return check(mutateBody, body) as { mutations: Mutation[] };
}

const draftAndPublished = { draftId: documentId, publishedId: documentId };
const revision = z.string({ error: 'must be a revision id' }).optional();

/** The document actions the Studio sends, by `actionType`. Release versions are not among them. */
const ACTIONS = {
  'sanity.action.document.create': z.object({
    publishedId: documentId,
    attributes: identifiedDocument,
    ifExists: z.enum(['fail', 'ignore']).optional(),
  }),
  'sanity.action.document.edit': z.object({ ...draftAndPublished, patch: patchOperations }),
  'sanity.action.document.publish': z.object({
    ...draftAndPublished,
    ifDraftRevisionId: revision,
    ifPublishedRevisionId: revision,
  }),
  'sanity.action.document.unpublish': z.object(draftAndPublished),
  'sanity.action.document.discard': z.object({ draftId: documentId }),
  'sanity.action.document.delete': z.object({
    publishedId: documentId,
    includeDrafts: z.array(documentId, { error: 'must be a list of document ids' }).optional(),
  }),
  'sanity.action.document.replaceDraft': z.object({
    draftId: documentId,
    attributes: identifiedDocument,
  }),
};
type ActionType = keyof typeof ACTIONS;
export type Action = {
  [K in ActionType]: { actionType: K } & z.output<(typeof ACTIONS)[K]>;
}[ActionType];

const ACTIONS_BODY = 'The body must be {"actions": [ … ]} with at least one action';
const actionsBody = z.object(
  {
    actions: z
      .array(
        z.looseObject(
          { actionType: z.string({ error: 'each action needs an "actionType"' }) },
          { error: 'expected an action object' },
        ),
        {
          error: 'must be a list of at least one action',
        },
      )
      .min(1, 'must be a list of at least one action'),
    dryRun: z.boolean({ error: 'must be true or false' }).optional(),
  },
  { error: ACTIONS_BODY },
);

/** The body of POST /data/actions; an action type the lake does not know is a 400 that says so. */
export function actionsBodyOf(body: unknown): {
  actions: Action[];
  dryRun?: boolean;
  transactionId?: unknown;
} {
  const { actions } = check(actionsBody, body);
  for (const [index, action] of actions.entries()) {
    if (!Object.hasOwn(ACTIONS, action.actionType)) {
      throw unsupported(`actions[${index}]: action "${action.actionType}"`);
    }
    check(ACTIONS[action.actionType as ActionType], action, ['actions', index]);
  }
  return body as { actions: Action[] };
}

/** The body of POST /data/query (the client posts a query too long for a URL). */
export const queryBody = z.object(
  { query: groq.optional(), params: groqParams.optional() },
  { error: 'The body must be {"query", "params"}' },
);

/** The body of PUT /users/me/keyvalue: the Studio's per-user settings. */
export const keyValueBody = z.array(
  z.object(
    { key: z.string({ error: '"key" must be a string' }), value: z.unknown() },
    { error: 'expected {"key", "value"}' },
  ),
  { error: 'The body must be [{"key", "value"}]' },
);

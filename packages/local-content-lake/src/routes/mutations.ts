// POST /data/mutate/:dataset: a transaction of mutations, all or nothing (mutations.ts).
import { Hono } from 'hono';
import { mutateBodyOf } from '../bodies.ts';
import { newRevision, Staging } from '../dataset.ts';
import { json, readJson } from '../http.ts';
import { transactionIdOf, type Lake } from '../lake.ts';
import { applyMutations } from '../mutations.ts';

export function mutationRoutes(lake: Lake): Hono {
  const app = new Hono();
  app.post('/data/mutate/:dataset', async (c) => {
    const body = mutateBodyOf(await readJson(c));
    const flag = (name: string) => c.req.query(name) === 'true';
    const { results, committed } = await lake.serialized(async () => {
      const staging = new Staging(lake.dataset);
      const applied = await applyMutations(staging, body.mutations, {
        autoGenerateArrayKeys: flag('autoGenerateArrayKeys'),
        documents: () => lake.dataset.all(),
      });
      if (flag('dryRun')) return { results: applied, committed: undefined };
      return { results: applied, committed: await lake.commit(staging, transactionIdOf(body)) };
    });
    return json(c, {
      transactionId: committed?.id ?? transactionIdOf(body) ?? newRevision(),
      results: results.map(({ id, operation }) => ({
        id,
        operation: operation === 'none' ? 'update' : operation,
        ...(flag('returnDocuments') ? { document: lake.dataset.get(id) ?? undefined } : {}),
      })),
      documentIds: results.map(({ id }) => id),
    });
  });
  return app;
}

// POST /data/actions/:dataset: the document actions the Studio edits and publishes with
// (create, edit, publish, unpublish, discard, delete, replaceDraft), all or nothing.
import { Hono } from 'hono';
import { actionsBodyOf } from '../bodies.ts';
import { newRevision, Staging } from '../dataset.ts';
import { json, readJson } from '../http.ts';
import { transactionIdOf, type Lake } from '../lake.ts';
import { applyActions } from '../mutations.ts';

export function actionRoutes(lake: Lake): Hono {
  const app = new Hono();
  app.post('/data/actions/:dataset', async (c) => {
    const body = actionsBodyOf(await readJson(c));
    const committed = await lake.serialized(async () => {
      const staging = new Staging(lake.dataset);
      applyActions(staging, body.actions);
      if (body.dryRun) return undefined;
      return lake.commit(staging, transactionIdOf(body));
    });
    return json(c, { transactionId: committed?.id ?? transactionIdOf(body) ?? newRevision() });
  });
  return app;
}

// GET /data/history/:dataset/…: what the Studio's history panel reads. The lake keeps the
// transactions since it started, not older ones, so the timeline begins with this run.
import { Hono } from 'hono';
import { withoutRev } from '../dataset.ts';
import { notFound } from '../errors.ts';
import { json } from '../http.ts';
import type { Lake } from '../lake.ts';

export function historyRoutes(lake: Lake): Hono {
  const app = new Hono();
  const { dataset } = lake;

  // The document's event timeline (published, unpublished, …): not kept, so it starts empty;
  // the edits of this run still show through the transactions below.
  app.get('/data/history/:dataset/events/documents/:id/*', (c) =>
    json(c, { events: { [c.req.param('id')]: [] }, nextCursor: '' }),
  );

  // The documents as they were at a revision of this run (the history panel's "view at").
  app.get('/data/history/:dataset/documents/:ids/*', (c) => {
    const revision = c.req.query('revision');
    const documents = c.req
      .param('ids')
      .split(',')
      .flatMap((id) => {
        const current = dataset.get(id);
        if (!revision || current?._rev === revision) return current ? [current] : [];
        const transaction = dataset.transactionById(revision);
        const change = transaction?.changes.find((each) => each.documentId === id);
        return change?.after ? [change.after] : [];
      });
    if (revision && documents.length === 0) {
      throw notFound(`Revision ${revision} is older than this run of the local Content Lake`);
    }
    return json(c, { documents });
  });

  // The transactions that touched the documents, oldest first, one JSON object per line, with
  // each document's effects as whole values (mendoza's [0, value]).
  app.get('/data/history/:dataset/transactions/:ids/*', (c) => {
    const transactions = c.req
      .param('ids')
      .split(',')
      .flatMap((id) => dataset.transactionsOf(id));
    const unique = [...new Map(transactions.map((t) => [t.id, t])).values()].sort(
      (a, b) => a.sequence - b.sequence,
    );
    const excludeContent = c.req.query('excludeContent') === 'true';
    const lines = unique.map((t) =>
      JSON.stringify({
        id: t.id,
        timestamp: t.timestamp,
        author: t.identity,
        documentIDs: t.changes.map((change) => change.documentId),
        ...(excludeContent ? {} : { mutations: t.changes.flatMap((change) => change.mutations) }),
        effects: Object.fromEntries(
          t.changes.map((change) => [
            change.documentId,
            {
              apply: [0, change.after ? withoutRev(change.after) : null],
              revert: [0, change.before ? withoutRev(change.before) : null],
            },
          ]),
        ),
      }),
    );
    c.header('Content-Type', 'application/x-ndjson');
    return c.body(lines.map((line) => `${line}\n`).join(''));
  });

  app.get('/data/history/:dataset', () => {
    throw notFound('The local Content Lake does not serve history/');
  });
  app.get('/data/history/:dataset/:part/*', (c) => {
    throw notFound(`The local Content Lake does not serve history/${c.req.param('part')}`);
  });
  return app;
}

// GET /data/doc/:dataset/:ids: documents by id, as @sanity/client's getDocument(s) read them.
import { Hono } from 'hono';
import { json } from '../http.ts';
import type { Lake } from '../lake.ts';
import type { StoredDocument } from '../snapshot-file.ts';

export function documentRoutes(lake: Lake): Hono {
  const app = new Hono();
  app.get('/data/doc/:dataset/:ids{.+}', (c) => {
    const ids = c.req.param('ids').split(',').filter(Boolean);
    const found = ids
      .map((id) => lake.dataset.get(id))
      .filter((doc): doc is StoredDocument => doc !== null);
    return json(c, {
      documents:
        c.req.query('excludeContent') === 'true'
          ? found.map(({ _id, _type, _rev }) => ({ _id, _type, _rev }))
          : found,
      // A missing document is named, not an error: getDocument answers undefined for it.
      omitted: ids.filter((id) => !lake.dataset.get(id)).map((id) => ({ id, reason: 'existence' })),
    });
  });
  return app;
}

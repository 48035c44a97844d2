// GET/POST /data/query/:dataset: GROQ over the dataset as the request's perspective sees it.
import { Hono } from 'hono';
import { check, queryBody } from '../bodies.ts';
import { badRequest } from '../errors.ts';
import { apiVersionOf, json, readJson } from '../http.ts';
import type { Lake } from '../lake.ts';
import { LOCAL_USER } from '../local-user.ts';
import { documentsIn, paramsFromSearch, perspectiveOf, runQuery } from '../query.ts';

export function queryRoutes(lake: Lake): Hono {
  const app = new Hono();
  app.on(['GET', 'POST'], '/data/query/:dataset', async (c) => {
    const started = performance.now();
    const search = new URL(c.req.url).searchParams;
    let query = search.get('query');
    let params = paramsFromSearch(search);
    // @sanity/client posts a query too long for a URL, with its parameters, as the body.
    if (c.req.method === 'POST') {
      const body = check(queryBody, await readJson(c));
      query = body.query ?? null;
      params = body.params ?? {};
    }
    if (!query) throw badRequest('The "query" parameter is missing', { type: 'queryParseError' });
    const perspective = perspectiveOf(search.get('perspective'), apiVersionOf(c));
    const result = await runQuery(
      query,
      params,
      documentsIn(lake.dataset.all(), perspective),
      LOCAL_USER.id,
    );
    return json(c, {
      query,
      result,
      ms: Math.round(performance.now() - started),
      syncTags: [],
    });
  });
  return app;
}

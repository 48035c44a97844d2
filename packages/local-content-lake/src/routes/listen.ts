// GET /data/listen/:dataset: the listener, as a stream of server-sent events, or, with
// `pollAfter`, as one answer with what happened since that event (listener.ts says why both).
import { Hono } from 'hono';
import { newRevision } from '../dataset.ts';
import { badRequest } from '../errors.ts';
import { json } from '../http.ts';
import type { Lake } from '../lake.ts';
import { listenerStream, pollListener, type ListenOptions } from '../listener.ts';
import { LOCAL_USER } from '../local-user.ts';
import { paramsFromSearch, runQuery } from '../query.ts';

export function listenRoutes(lake: Lake): Hono {
  const app = new Hono();
  app.get('/data/listen/:dataset', async (c) => {
    const search = new URL(c.req.url).searchParams;
    const query = search.get('query');
    if (!query) throw badRequest('The "query" parameter is missing', { type: 'queryParseError' });
    const params = paramsFromSearch(search);
    // A bad query is a 400 now rather than a stream that breaks at the first change.
    await runQuery(query, params, [], LOCAL_USER.id);
    const flag = (name: string, fallback: boolean) => {
      const value = search.get(name);
      return value === null ? fallback : value === 'true';
    };
    const options: ListenOptions = {
      query,
      params,
      includeResult: flag('includeResult', false),
      includePreviousRevision: flag('includePreviousRevision', false),
      includeMutations: flag('includeMutations', true),
      effects: search.get('effectFormat') === 'mendoza',
      enableResume: flag('enableResume', false),
      listenerName: search.get('listenerName') ?? newRevision(),
    };
    const pollAfter = search.get('pollAfter');
    if (pollAfter !== null) {
      return json(c, { events: await pollListener(lake.dataset, options, pollAfter) });
    }
    c.header('Content-Type', 'text/event-stream; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    c.header('Connection', 'keep-alive');
    return c.body(
      listenerStream(lake.dataset, options, c.req.header('last-event-id'), lake.streams),
    );
  });
  return app;
}

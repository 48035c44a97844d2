// /users: the one local editor, whoever asks and whichever ids the Studio looks up (the authors of
// a document's history), and the Studio's per-user settings.
import { Hono, type Context } from 'hono';
import { check, keyValueBody } from '../bodies.ts';
import { json, readJson } from '../http.ts';
import type { Lake } from '../lake.ts';
import { LOCAL_USER } from '../local-user.ts';

export function userRoutes(lake: Lake): Hono {
  const app = new Hono();

  // The Studio's per-user settings (for example, which announcements were seen), kept for the run.
  app.put('/users/me/keyvalue/*', async (c) => {
    const pairs = check(keyValueBody, await readJson(c));
    for (const { key, value } of pairs) lake.keyValues.set(key, value);
    return json(c, pairs);
  });
  const settings = (c: Context, keys: string) =>
    json(
      c,
      keys
        .split(',')
        .filter(Boolean)
        .map((key) => ({ key, value: lake.keyValues.get(key) ?? null })),
    );
  app.all('/users/me/keyvalue', (c) => settings(c, ''));
  app.all('/users/me/keyvalue/:keys/*', (c) => settings(c, c.req.param('keys')));

  app.all('/users/me/*', (c) => json(c, LOCAL_USER));
  app.all('/users/:ids/*', (c) =>
    json(
      c,
      c.req
        .param('ids')
        .split(',')
        .map(() => LOCAL_USER),
    ),
  );
  return app;
}

// GET /data/listen: @sanity/client's listen() as a stream of server-sent events, resuming after
// a lost connection, and the Studio's local mode, which polls the same endpoint (pollAfter).
import type { ListenEvent, MutationEvent } from '@sanity/client';
import { expect, test } from 'vitest';
import { API_VERSION, useLake } from './lake.ts';
import { call, errorOf, expectError } from './http.ts';

const lake = useLake();
const LISTEN = '/data/listen/production';

/** Subscribes to `query` and collects what arrives until the test ends or `stop()`. */
function listen(query: string, options: Parameters<typeof lake.client.listen>[2] = {}) {
  const events: Array<ListenEvent<Record<string, unknown>>> = [];
  const errors: unknown[] = [];
  const subscription = lake.client
    .listen(query, {}, { events: ['welcome', 'mutation'], ...options })
    .subscribe({ next: (event) => events.push(event), error: (error) => errors.push(error) });
  return { events, errors, stop: () => subscription.unsubscribe() };
}

test('welcome, then a mutation event after a commit: result, previous revision, mendoza effects', async () => {
  const listener = listen('*[_type == "scenario"]', {
    includeResult: true,
    includePreviousRevision: true,
    effectFormat: 'mendoza',
  });
  await expect.poll(() => listener.events.map((event) => event.type)).toEqual(['welcome']);
  await lake.client.patch('scenario-2').set({ title: 'Esperar a vez na fila' }).commit();
  // Not matched by the query: no event.
  await lake.client.patch('phase-1').set({ name: 'Outro nome' }).commit();
  await expect.poll(() => listener.events.length).toBe(2);
  listener.stop();
  const event = listener.events[1] as MutationEvent;
  expect(event).toMatchObject({
    type: 'mutation',
    documentId: 'scenario-2',
    transition: 'update',
    identity: 'local-editor',
    previousRev: 'rev-scenario-2',
    resultRev: event.transactionId,
    result: { _id: 'scenario-2', title: 'Esperar a vez na fila', _rev: event.transactionId },
    previous: { _id: 'scenario-2', title: 'Esperar a vez' },
    mutations: [{ patch: { id: 'scenario-2', set: { title: 'Esperar a vez na fila' } } }],
    transactionTotalEvents: 1,
    transactionCurrentEvent: 1,
  });
  // Mendoza: the whole next value and the whole previous one, without _rev.
  const effects = event.effects as { apply: unknown[]; revert: unknown[] };
  expect(effects.apply).toEqual([0, expect.objectContaining({ title: 'Esperar a vez na fila' })]);
  expect(effects.revert).toEqual([0, expect.objectContaining({ title: 'Esperar a vez' })]);
  expect(effects.apply[1]).not.toHaveProperty('_rev');
});

test('a document appears, and an action reaches listeners as whole documents', async () => {
  const listener = listen('*[_id in path("drafts.**") || _type == "scenario"]');
  await expect.poll(() => listener.events.length).toBe(1);
  await lake.client.create({ _id: 'scenario-3', _type: 'scenario', title: 'Novo' });
  await lake.client.action({
    actionType: 'sanity.action.document.edit',
    draftId: 'drafts.scenario-3',
    publishedId: 'scenario-3',
    patch: { set: { title: 'Novo, editado' } },
  });
  await expect.poll(() => listener.events.length).toBe(3);
  listener.stop();
  expect(listener.events.slice(1)).toMatchObject([
    { documentId: 'scenario-3', transition: 'appear', mutations: [{ create: { title: 'Novo' } }] },
    {
      documentId: 'drafts.scenario-3',
      transition: 'appear',
      // A patch of a draft the listener has not seen yet could not be applied by the Studio.
      mutations: [{ createOrReplace: { _id: 'drafts.scenario-3', title: 'Novo, editado' } }],
    },
  ]);
});

/** Reads a raw event stream until `enough` of its events have arrived, then hangs up. */
async function readStream(path: string, headers: Record<string, string>, enough: number) {
  const controller = new AbortController();
  const response = await fetch(`${lake.url}/v${API_VERSION}${path}`, {
    headers,
    signal: controller.signal,
  });
  expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  const events = () => text.split('\n\n').filter((block) => block.includes('event: '));
  while (events().length < enough) text += (await reader.read()).value ?? '';
  controller.abort();
  return events().map((block) => ({
    id: /^id: (.*)$/m.exec(block)?.[1],
    event: /^event: (.*)$/m.exec(block)?.[1],
    data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as Record<string, unknown>,
  }));
}

test('a stream resumes from Last-Event-ID: welcomeback and the mutations missed since', async () => {
  await lake.client.patch('scenario-1').set({ title: 'Primeira' }).commit();
  await lake.client.patch('scenario-1').set({ title: 'Segunda' }).commit();
  const path = `${LISTEN}?query=*&enableResume=true&listenerName=resumed`;
  const resumed = await readStream(path, { 'Last-Event-ID': '1' }, 2);
  expect(resumed).toMatchObject([
    { event: 'welcomeback', id: '2', data: { listenerName: 'resumed' } },
    { event: 'mutation', id: '2', data: { documentId: 'scenario-1', transition: 'update' } },
  ]);
  // An event id the log does not reach (another run of the lake): start over.
  const reset = await readStream(path, { 'Last-Event-ID': '99' }, 1);
  expect(reset).toEqual([{ event: 'reset', id: '2', data: {} }]);
});

test('the Studio polls: welcome first, then what happened after the last event id', async () => {
  const poll = async (after: string) =>
    (
      await call(
        lake.url,
        `${LISTEN}?query=*[_type=="scenario"]&includeResult=false&enableResume=true&listenerName=tab&pollAfter=${after}`,
      )
    ).json as { events: Array<{ event: string; id: number; data: Record<string, unknown> }> };
  expect(await poll('')).toEqual({
    events: [{ event: 'welcome', id: 0, data: { listenerName: 'tab' } }],
  });
  await lake.client.patch('scenario-1').set({ title: 'Editado' }).commit();
  await lake.client.patch('phase-1').set({ name: 'Não ouvido' }).commit();
  const { events } = await poll('0');
  expect(events).toMatchObject([
    { event: 'mutation', id: 1, data: { documentId: 'scenario-1', transition: 'update' } },
  ]);
  expect(events[0]!.data).not.toHaveProperty('result');
  expect(await poll('2')).toEqual({ events: [] });
  expect(await poll('99')).toEqual({ events: [{ event: 'reset', id: 2, data: {} }] });
});

test('a listener that goes away is dropped, and closing the lake ends the streams still open', async () => {
  // The dataset's subscribers are the open streams' (private: read here only).
  const subscribers = () =>
    (lake.lake.dataset as unknown as { subscribers: Set<unknown> }).subscribers.size;
  const first = listen('*');
  const second = listen('*');
  await expect.poll(() => first.events.length + second.events.length).toBe(2);
  expect(subscribers()).toBe(2);
  first.stop();
  await expect.poll(subscribers).toBe(1);
  await lake.lake.close();
  expect(subscribers()).toBe(0);
  second.stop();
});

test('bad GROQ: the client cannot connect, and the answer is a 400 with the parser message', async () => {
  const listener = listen('*[_type == ');
  await expect.poll(() => listener.errors.length).toBe(1);
  expect(listener.errors[0]).toMatchObject({ name: 'ConnectionFailedError' });
  expect(listener.events).toEqual([]);
  const answer = await call(lake.url, `${LISTEN}?query=${encodeURIComponent('*[_type == ')}`);
  expect(answer.status).toBe(400);
  expect(errorOf(answer)).toMatchObject({
    type: 'queryParseError',
    description: 'Syntax error in GROQ query at position 10: Unexpected end of query',
  });
  const missing = await call(lake.url, LISTEN);
  expectError(missing, 400, {
    type: 'queryParseError',
    description: 'The "query" parameter is missing',
  });
});

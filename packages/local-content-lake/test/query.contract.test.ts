// GET/POST /data/query: GROQ through @sanity/client's fetch, as the Studio's lists and the
// export read the dataset.
import { expect, test } from 'vitest';
import { call, errorOf, post, expectError } from './http.ts';
import { useLake } from './lake.ts';

const lake = useLake();

test('GROQ with parameters, ordering, projections and references', async () => {
  const scenarios = await lake.client.fetch<Array<{ title: string; phase: string }>>(
    '*[_type == $type] | order(number desc){title, "phase": phase->name}',
    { type: 'scenario' },
  );
  expect(scenarios).toEqual([
    { title: 'Esperar a vez', phase: 'Fundamentos' },
    { title: 'Pedir ajuda', phase: 'Fundamentos' },
  ]);
});

test('the answer has the query, the result, the time taken and no sync tags', async () => {
  const answer = await lake.client.fetch('count(*)', {}, { filterResponse: false });
  expect(answer).toEqual({ query: 'count(*)', result: 3, ms: expect.any(Number), syncTags: [] });
});

test('published by default from API version 2025-02-19; raw and drafts show the drafts', async () => {
  await lake.client.create({ _id: 'drafts.scenario-1', _type: 'scenario', title: 'Rascunho' });
  const ids = '*[_type == "scenario"]._id';
  expect(await lake.client.fetch(ids)).toEqual(['scenario-1', 'scenario-2']);
  expect(await lake.client.fetch(ids, {}, { perspective: 'raw' })).toEqual([
    'scenario-1',
    'scenario-2',
    'drafts.scenario-1',
  ]);
  // The drafts perspective overlays a draft on its published document, under the published id.
  expect(
    await lake.client.fetch(
      '*[_id == "scenario-1"][0]{title, _originalId}',
      {},
      {
        perspective: 'drafts',
      },
    ),
  ).toEqual({ title: 'Rascunho', _originalId: 'drafts.scenario-1' });
  // Older API versions read raw by default, as on Sanity.
  const older = lake.client.withConfig({ apiVersion: '2021-06-07' });
  expect(await older.fetch('count(*[_type == "scenario"])')).toBe(3);
});

test('a query too long for a URL is posted, and answered the same', async () => {
  // @sanity/client posts queries longer than about 11 kB; a GROQ comment makes this one long,
  // longer than the 16 KiB of headers Node's server reads, so only a POST can be answered.
  const query = `*[_type == $type] | order(number asc).title // ${'x'.repeat(20_000)}\n`;
  expect(await lake.client.fetch(query, { type: 'scenario' })).toEqual([
    'Pedir ajuda',
    'Esperar a vez',
  ]);
});

test('identity() is the local editor', async () => {
  expect(await lake.client.fetch('identity()')).toBe('local-editor');
});

test('bad GROQ: 400 queryParseError with the parser message and where it failed', async () => {
  await expect(lake.client.fetch('*[_type == ')).rejects.toMatchObject({
    statusCode: 400,
    details: {
      type: 'queryParseError',
      description: 'Syntax error in GROQ query at position 10: Unexpected end of query',
      query: '*[_type == ',
      start: 10,
      end: 10,
    },
  });
});

test('bad parameters and perspectives are 400s that name them', async () => {
  const param = await call(lake.url, '/data/query/production?query=*[_type==$type]&$type=scenario');
  expectError(param, 400, {
    type: 'queryParseError',
    description: 'Parameter $type is not valid JSON',
  });
  const perspective = await call(lake.url, '/data/query/production?query=*&perspective=previous');
  expectError(perspective, 400, {
    type: 'unsupportedError',
    description: 'perspective "previous" (not supported by the local Content Lake)',
  });
  const missing = await call(lake.url, '/data/query/production');
  expect(missing.status).toBe(400);
  expect(errorOf(missing).description).toBe('The "query" parameter is missing');
});

test('bad posted bodies are 400s that say what the body must be', async () => {
  const cases: Array<[string, string]> = [
    ['{"query": ', 'The request body is not valid JSON'],
    ['"*"', 'The body must be {"query", "params"}'],
    ['{"query": 5}', 'query: "query" must be a GROQ string'],
    ['{"query": "*", "params": ["scenario"]}', 'params: must be an object of GROQ parameters'],
    ['{"params": {}}', 'The "query" parameter is missing'],
  ];
  for (const [body, description] of cases) {
    const answer = await post(lake.url, '/data/query/production', body);
    expect(answer.status, body).toBe(400);
    expect(errorOf(answer).description, body).toBe(description);
  }
});

test('another dataset is a 404 naming the one served', async () => {
  await expect(
    lake.client.withConfig({ dataset: 'staging' }).fetch('count(*)'),
  ).rejects.toMatchObject({
    statusCode: 404,
    message: 'Dataset "staging" not found (the local Content Lake serves "production")',
  });
});

test('queries are read the same without a version in the path', async () => {
  const response = await fetch(`${lake.url}/data/query/production?query=count(*)`);
  expect(await response.json()).toMatchObject({ result: 3 });
});

import { expect, test } from 'vitest';
import { ContentSourceError, contentSource, describeSource } from './content-source.ts';

const SNAPSHOT = '/repo/studio/dataset/production.ndjson';

/** The ContentSourceError contentSource throws for env. */
function sourceError(env: NodeJS.ProcessEnv): ContentSourceError {
  try {
    contentSource(env, SNAPSHOT);
  } catch (error) {
    if (error instanceof ContentSourceError) return error;
    throw error;
  }
  throw new Error('contentSource accepted the environment');
}

test('with no Sanity variables the source is the snapshot', () => {
  expect(contentSource({}, SNAPSHOT)).toEqual({ kind: 'snapshot', file: SNAPSHOT });
});

test('unrelated variables do not matter', () => {
  expect(contentSource({ PATH: '/usr/bin', HOME: '/root' }, SNAPSHOT)).toEqual({
    kind: 'snapshot',
    file: SNAPSHOT,
  });
});

test('empty strings count as unset, also for the token', () => {
  expect(
    contentSource(
      { SANITY_STUDIO_PROJECT_ID: '', SANITY_STUDIO_DATASET: '', SANITY_API_READ_TOKEN: '' },
      SNAPSHOT,
    ),
  ).toEqual({ kind: 'snapshot', file: SNAPSHOT });
});

test('project and dataset set: the live dataset, without a token when none is set', () => {
  expect(
    contentSource({ SANITY_STUDIO_PROJECT_ID: 'abc123', SANITY_STUDIO_DATASET: 'production' }, ''),
  ).toStrictEqual({ kind: 'live', projectId: 'abc123', dataset: 'production' });
});

test('the read token is passed on when set', () => {
  expect(
    contentSource(
      {
        SANITY_STUDIO_PROJECT_ID: 'abc-123',
        SANITY_STUDIO_DATASET: 'staging_2',
        SANITY_API_READ_TOKEN: 'sk-secret',
      },
      SNAPSHOT,
    ),
  ).toEqual({ kind: 'live', projectId: 'abc-123', dataset: 'staging_2', token: 'sk-secret' });
});

test('an empty token is left out of the live source', () => {
  const source = contentSource(
    {
      SANITY_STUDIO_PROJECT_ID: 'abc',
      SANITY_STUDIO_DATASET: 'production',
      SANITY_API_READ_TOKEN: '',
    },
    SNAPSHOT,
  );
  expect(source).not.toHaveProperty('token');
});

test('a token alone does not switch to the live dataset', () => {
  expect(contentSource({ SANITY_API_READ_TOKEN: 'sk-secret' }, SNAPSHOT)).toEqual({
    kind: 'snapshot',
    file: SNAPSHOT,
  });
});

test.each([
  [{ SANITY_STUDIO_PROJECT_ID: 'abc123' }, 'SANITY_STUDIO_DATASET'],
  [{ SANITY_STUDIO_PROJECT_ID: 'abc123', SANITY_STUDIO_DATASET: '' }, 'SANITY_STUDIO_DATASET'],
  [{ SANITY_STUDIO_DATASET: 'production' }, 'SANITY_STUDIO_PROJECT_ID'],
  [
    { SANITY_STUDIO_DATASET: 'production', SANITY_STUDIO_PROJECT_ID: '' },
    'SANITY_STUDIO_PROJECT_ID',
  ],
])('only one of the two set (%j): the error names the missing %s', (env, missing) => {
  const error = sourceError(env);
  expect(error.name).toBe('ContentSourceError');
  expect(error.message).toMatch(new RegExp(`falta ${missing}\\.`));
});

test.each(['ABC123', 'abc 123', 'abc_123'])(
  'project id %j is refused, naming SANITY_STUDIO_PROJECT_ID',
  (projectId) => {
    const error = sourceError({ SANITY_STUDIO_PROJECT_ID: projectId, SANITY_STUDIO_DATASET: 'x' });
    expect(error.message).toMatch(/Variáveis de ambiente inválidas/);
    expect(error.message).toMatch(/SANITY_STUDIO_PROJECT_ID: use o Project ID de sanity\.io/);
    expect(error.message).not.toMatch(/SANITY_STUDIO_DATASET:/);
  },
);

test('an invalid project id is refused even when the dataset is missing', () => {
  expect(sourceError({ SANITY_STUDIO_PROJECT_ID: 'My Project' }).message).toMatch(
    /SANITY_STUDIO_PROJECT_ID: use o Project ID/,
  );
});

test.each([
  ['production', true],
  ['a'.repeat(64), true],
  ['1-test_data', true],
  ['a'.repeat(65), false],
  ['Production', false],
  ['_production', false],
  ['-production', false],
  ['prod.data', false],
])('dataset %j accepted: %s', (dataset, accepted) => {
  const env = { SANITY_STUDIO_PROJECT_ID: 'abc', SANITY_STUDIO_DATASET: dataset };
  if (accepted) expect(contentSource(env, SNAPSHOT)).toMatchObject({ kind: 'live', dataset });
  else expect(sourceError(env).message).toMatch(/SANITY_STUDIO_DATASET: um dataset tem até 64/);
});

test('both variables invalid: both are named, one per line', () => {
  const message = sourceError({
    SANITY_STUDIO_PROJECT_ID: 'ABC',
    SANITY_STUDIO_DATASET: 'Prod',
  }).message;
  expect(message.split('\n')).toEqual([
    'Variáveis de ambiente inválidas:',
    expect.stringMatching(/^ {2}SANITY_STUDIO_PROJECT_ID: /),
    expect.stringMatching(/^ {2}SANITY_STUDIO_DATASET: /),
  ]);
});

test('describeSource names the snapshot file, or the dataset and project', () => {
  expect(describeSource({ kind: 'snapshot', file: 'dataset.ndjson' })).toBe(
    'snapshot dataset.ndjson',
  );
  expect(
    describeSource({ kind: 'live', projectId: 'abc123', dataset: 'production', token: 'sk' }),
  ).toBe('dataset "production" do projeto Sanity abc123');
});

test('the token never appears in the description', () => {
  expect(
    describeSource({ kind: 'live', projectId: 'abc', dataset: 'production', token: 'sk-secret' }),
  ).not.toContain('sk-secret');
});

test('values are trimmed: a pasted " abc " or "production\\n" works, and blank means unset', () => {
  expect(
    contentSource(
      { SANITY_STUDIO_PROJECT_ID: ' abc ', SANITY_STUDIO_DATASET: 'production\n' },
      SNAPSHOT,
    ),
  ).toStrictEqual({ kind: 'live', projectId: 'abc', dataset: 'production' });
  expect(
    contentSource({ SANITY_STUDIO_PROJECT_ID: '  ', SANITY_STUDIO_DATASET: '\t' }, SNAPSHOT),
  ).toStrictEqual({ kind: 'snapshot', file: SNAPSHOT });
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { SnapshotError, parseSnapshot, readSnapshot } from './read-snapshot.ts';

const doc = (_id: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ _id, _type: 'scenario', ...extra });

/** The SnapshotError parseSnapshot throws, for its file, line and message. */
function snapshotError(text: string, file = 'dataset.ndjson'): SnapshotError {
  try {
    parseSnapshot(text, file);
  } catch (error) {
    if (error instanceof SnapshotError) return error;
    throw error;
  }
  throw new Error('parseSnapshot accepted the text');
}

test('each line becomes a document, in order, with every field kept', () => {
  const documents = parseSnapshot(
    [doc('scenario-1', { number: 1 }), doc('scenario-2', { number: 2 })].join('\n'),
    'f.ndjson',
  );
  expect(documents).toEqual([
    { _id: 'scenario-1', _type: 'scenario', number: 1 },
    { _id: 'scenario-2', _type: 'scenario', number: 2 },
  ]);
});

test('blank lines, CRLF line ends and a trailing newline are skipped', () => {
  const text = `\n${doc('a')}\r\n\r\n   \n${doc('b')}\r\n`;
  expect(parseSnapshot(text, 'f.ndjson').map((document) => document._id)).toEqual(['a', 'b']);
});

test('an empty file has no documents', () => {
  expect(parseSnapshot('', 'f.ndjson')).toEqual([]);
  expect(parseSnapshot('\n\n', 'f.ndjson')).toEqual([]);
});

test('a malformed line names the file and its 1-based line, counting blank lines', () => {
  const error = snapshotError(`${doc('a')}\n\n{"_id": "b",`, 'studio/production.ndjson');
  expect(error.name).toBe('SnapshotError');
  expect(error.file).toBe('studio/production.ndjson');
  expect(error.line).toBe(3);
  expect(error.message).toMatch(/^studio\/production\.ndjson, linha 3: não é um JSON válido/);
});

test('two documents on one line are not valid JSON', () => {
  expect(snapshotError(`${doc('a')}${doc('b')}`).message).toMatch(/linha 1: não é um JSON válido/);
});

test.each([
  ['an array', '[]'],
  ['null', 'null'],
  ['a number', '42'],
  ['a string', '"scenario-1"'],
  ['an object without _type', '{"_id":"a"}'],
  ['an object without _id', '{"_type":"scenario"}'],
  ['an object whose _id is a number', '{"_id":1,"_type":"scenario"}'],
  ['an object whose _type is null', '{"_id":"a","_type":null}'],
])('a line that is %s is not a document, and the error names that line', (_name, line) => {
  const error = snapshotError(`${doc('first')}\n${line}\n${doc('last')}`);
  expect(error.line).toBe(2);
  expect(error.message).toMatch(/dataset\.ndjson, linha 2: não é um documento do Sanity/);
  expect(error.message).toMatch(/"_id" e "_type"/);
});

test('a repeated _id names the document, the repeated line and the first line', () => {
  const error = snapshotError([doc('a'), doc('dup'), '', doc('b'), doc('dup')].join('\n'));
  expect(error.line).toBe(5);
  expect(error.message).toMatch(/linha 5: o documento "dup" já apareceu na linha 2/);
});

test('the same _id is allowed once as a draft and once published', () => {
  const documents = parseSnapshot(`${doc('scenario-1')}\n${doc('drafts.scenario-1')}`, 'f');
  expect(documents).toHaveLength(2);
});

test('readSnapshot reads a file and names it in errors', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'read-snapshot-'));
  try {
    const good = join(dir, 'good.ndjson');
    const bad = join(dir, 'bad.ndjson');
    await writeFile(good, `${doc('a')}\n${doc('b')}\n`);
    await writeFile(bad, `${doc('a')}\nnot json\n`);
    expect((await readSnapshot(good)).map((document) => document._id)).toEqual(['a', 'b']);
    await expect(readSnapshot(bad)).rejects.toThrow(`${bad}, linha 2`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('the committed snapshot reads without error', async () => {
  const file = join(import.meta.dirname, '../../studio/dataset/production.ndjson');
  const documents = await readSnapshot(file);
  expect(documents.filter((document) => document._type === 'phase')).toHaveLength(5);
});

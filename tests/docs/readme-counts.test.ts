// The README's first paragraph counts the content (phases, scenarios, skills, achievements); it
// once said "88 skills" long after the skills were regrouped into 27. The counts are read here
// from the content itself, the snapshot the app is built from, so the README cannot fall behind.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const readme = readFileSync(resolve(ROOT, 'README.md'), 'utf8');
const documents = readFileSync(resolve(ROOT, 'studio/dataset/production.ndjson'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as { _id: string; _type: string });

/** Published documents of a type: drafts (`drafts.` ids) are not in the app. */
function count(type: string): number {
  return documents.filter((doc) => doc._type === type && !doc._id.startsWith('drafts.')).length;
}

test.each([
  ['phases', 'phase'],
  ['scenarios', 'scenario'],
  ['skills', 'skill'],
  ['achievements', 'achievement'],
])('the README counts the %s as the content does', (word, type) => {
  const said = new RegExp(`(\\d+) ${word}\\b`).exec(readme);
  expect(said, `README.md says "N ${word}"`).not.toBeNull();
  expect(Number(said![1])).toBe(count(type));
});

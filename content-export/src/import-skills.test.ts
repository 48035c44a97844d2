import { join } from 'node:path';
import { expect, test } from 'vitest';
import {
  entryMismatches,
  parseSkillEntries,
  SkillImportError,
  skillDocument,
  withSkills,
  type Stamp,
} from './import-skills.ts';
import { readSnapshot, type SanityDocumentLike } from './read-snapshot.ts';
import { SKILL_ENTRIES } from './testing/skill-entries.ts';

const snapshot = await readSnapshot(
  join(import.meta.dirname, '../../studio/dataset/production.ndjson'),
);
// The snapshot without skill documents, and its scenarios 1–3 only: what the three entries cover.
const documents = snapshot.filter(
  (document) =>
    document._type !== 'skill' && (document._type !== 'scenario' || Number(document.number) <= 3),
);

function stamp(): Stamp {
  let count = 0;
  return {
    now: '2026-11-25T12:00:00.000Z',
    rev: () => `rev${++count}`,
    itemKey: () => `key${++count}`,
  };
}

test('a skill document is in Sanity’s export format, as the Studio writes it', () => {
  expect(skillDocument(SKILL_ENTRIES[0]!, stamp())).toEqual({
    _id: 'skill-conhecer-pessoas-novas',
    _type: 'skill',
    _rev: 'rev3',
    _createdAt: '2026-11-25T12:00:00.000Z',
    _updatedAt: '2026-11-25T12:00:00.000Z',
    name: 'Conhecer pessoas novas',
    key: { _type: 'slug', current: 'conhecer-pessoas-novas' },
    casel: 'relationship-skills',
    bncc: 9,
    challenge: [
      {
        _key: 'key1',
        _type: 'internationalizedArrayTextValue',
        language: 'pt-BR',
        value: SKILL_ENTRIES[0]!.challenge['pt-BR'],
      },
      {
        _key: 'key2',
        _type: 'internationalizedArrayTextValue',
        language: 'en',
        value: SKILL_ENTRIES[0]!.challenge.en,
      },
    ],
  });
});

test('new skills go last; a second import of the same list changes nothing', () => {
  const once = withSkills(documents, SKILL_ENTRIES, stamp());
  expect(once.slice(0, documents.length)).toEqual(documents);
  expect(once.slice(documents.length).map((document) => document._id)).toEqual([
    'skill-conhecer-pessoas-novas',
    'skill-conversar-em-grupo',
    'skill-esperar-a-vez-de-falar',
  ]);
  const twice = withSkills(once, SKILL_ENTRIES, { ...stamp(), now: '2027-01-01T00:00:00.000Z' });
  expect(twice).toEqual(once);
});

test('a changed challenge replaces the document where it stands, keeping its creation and keys', () => {
  const once = withSkills(documents, SKILL_ENTRIES, stamp());
  const changed = structuredClone(SKILL_ENTRIES);
  changed[1]!.challenge.en =
    'This week, ask one question about something a classmate has just told you.';
  const later = { ...stamp(), now: '2027-01-01T00:00:00.000Z', rev: () => 'newrev' };
  const again = withSkills(once, changed, later);
  const before = once.find((document) => document._id === 'skill-conversar-em-grupo')!;
  const after = again.find((document) => document._id === 'skill-conversar-em-grupo')!;
  expect(again.indexOf(after)).toBe(once.indexOf(before));
  expect(after).toMatchObject({
    _rev: 'newrev',
    _createdAt: before._createdAt,
    _updatedAt: '2027-01-01T00:00:00.000Z',
  });
  expect((after.challenge as { _key: string }[]).map((item) => item._key)).toEqual(
    (before.challenge as { _key: string }[]).map((item) => item._key),
  );
});

test('an entry that lists other scenarios than those with its skill, or another English name, is refused', () => {
  const wrong = structuredClone(SKILL_ENTRIES);
  wrong[0]!.scenarios = [1, 2];
  wrong[2]!.name.en = 'Waiting to speak';
  expect(entryMismatches(wrong, documents)).toEqual([
    'conhecer-pessoas-novas: a lista diz os cenários 1, 2, mas os cenários com a habilidade “Conhecer pessoas novas” são 1.',
    'esperar-a-vez-de-falar: o nome em en é “Waiting to speak”, mas scenario-3 diz “Waiting for your turn to speak”.',
  ]);
  expect(() => withSkills(documents, wrong, stamp())).toThrow(SkillImportError);
});

test('a malformed list names the entry and the field', () => {
  const raw: unknown[] = structuredClone(SKILL_ENTRIES);
  (raw[1] as Record<string, unknown>).casel = 'empathy';
  (raw[2] as Record<string, unknown>).key = 'Esperar a vez';
  expect(() => parseSkillEntries(raw)).toThrow(
    expect.objectContaining({
      problems: [
        expect.stringMatching(/^entrada 2 \(conversar-em-grupo\) › casel: /),
        expect.stringMatching(
          /^entrada 3 \(Esperar a vez\) › key: A chave "Esperar a vez" não serve/,
        ),
      ],
    }) as unknown as Error,
  );
});

test('the imported documents pass the export’s validation', async () => {
  const { queryDocuments } = await import('./fetch-content.ts');
  const { validateDataset } = await import('./validate-dataset.ts');
  const merged: SanityDocumentLike[] = withSkills(documents, SKILL_ENTRIES, stamp());
  const dataset = validateDataset(await queryDocuments(merged), {});
  expect(dataset.skills.map((skill) => skill.key)).toEqual([
    'conhecer-pessoas-novas',
    'conversar-em-grupo',
    'esperar-a-vez-de-falar',
  ]);
});

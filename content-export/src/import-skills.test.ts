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

const documents = await readSnapshot(
  join(import.meta.dirname, '../../studio/dataset/production.ndjson'),
);

function stamp(): Stamp {
  let count = 0;
  return {
    now: '2026-11-25T12:00:00.000Z',
    rev: () => `rev${++count}`,
    itemKey: () => `key${++count}`,
  };
}

const refOf = (merged: readonly SanityDocumentLike[], id: string) =>
  (merged.find((document) => document._id === id)?.skill as { _ref?: string } | undefined)?._ref;

test('a skill document is in Sanity’s export format, as the Studio writes it', () => {
  const entry = SKILL_ENTRIES[0]!;
  const text = (type: string, values: { 'pt-BR': string; en: string }, first: number) => [
    { _key: `key${first}`, _type: type, language: 'pt-BR', value: values['pt-BR'] },
    { _key: `key${first + 1}`, _type: type, language: 'en', value: values.en },
  ];
  expect(skillDocument(entry, stamp())).toEqual({
    _id: 'skill-esperar-na-fila',
    _type: 'skill',
    _rev: 'rev16',
    _createdAt: '2026-11-25T12:00:00.000Z',
    _updatedAt: '2026-11-25T12:00:00.000Z',
    name: text('internationalizedArrayStringValue', entry.name, 1),
    key: { _type: 'slug', current: 'esperar-na-fila' },
    description: text('internationalizedArrayTextValue', entry.description, 3),
    casel: 'self-management',
    bncc: 9,
    bnccReason: entry.bnccReason,
    challenge: text('internationalizedArrayTextValue', entry.challenge, 5),
    steps: entry.steps.map((step, index) => ({
      _key: `key${7 + index * 3}`,
      _type: 'skillStep',
      text: text('internationalizedArrayStringValue', step, 8 + index * 3),
    })),
  });
});

test('a list with fewer than 3 steps for a skill is refused, naming the entry', () => {
  const raw: unknown[] = structuredClone(SKILL_ENTRIES);
  (raw[1] as { steps: unknown[] }).steps.splice(1);
  expect(() => parseSkillEntries(raw)).toThrow(
    expect.objectContaining({
      problems: [
        expect.stringMatching(
          /^entrada 2 \(pedir-ajuda\) › steps: Uma habilidade tem de 3 a 4 passos \(agora há 1\)/,
        ),
      ],
    }) as unknown as Error,
  );
});

test('the listed scenarios reference their skill; new skills go last; a second import changes nothing', () => {
  const once = withSkills(documents, SKILL_ENTRIES, stamp());
  expect(once.slice(documents.length).map((document) => document._id)).toEqual([
    'skill-esperar-na-fila',
  ]);
  expect([10, 21, 66].map((number) => refOf(once, `scenario-${number}`))).toEqual([
    'skill-esperar-na-fila',
    'skill-esperar-na-fila',
    'skill-esperar-na-fila',
  ]);
  // A scenario whose reference does not change keeps its revision.
  const unchanged = documents.find((document) => document._id === 'scenario-9');
  expect(once.find((document) => document._id === 'scenario-9')).toBe(unchanged);
  const twice = withSkills(once, SKILL_ENTRIES, { ...stamp(), now: '2027-01-01T00:00:00.000Z' });
  expect(twice).toEqual(once);
});

test('a changed challenge replaces the document where it stands, keeping its creation and keys', () => {
  const once = withSkills(documents, SKILL_ENTRIES, stamp());
  const changed = structuredClone(SKILL_ENTRIES);
  changed[1]!.challenge.en = 'This week, when homework gets hard, ask someone at home for help.';
  const later = { ...stamp(), now: '2027-01-01T00:00:00.000Z', rev: () => 'newrev' };
  const again = withSkills(once, changed, later);
  const before = once.find((document) => document._id === 'skill-pedir-ajuda')!;
  const after = again.find((document) => document._id === 'skill-pedir-ajuda')!;
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

test('a scenario listed twice, one that does not exist, or a key listed twice is refused', () => {
  const wrong = structuredClone(SKILL_ENTRIES);
  wrong[1]!.scenarios = [9, 54, 78, 10, 400];
  wrong[2]!.key = 'pedir-ajuda';
  expect(entryMismatches(wrong, documents)).toEqual([
    'pedir-ajuda: o cenário 10 já está em esperar-na-fila; cada cenário pratica uma só habilidade.',
    'pedir-ajuda: não há cenário 400 no snapshot.',
    'pedir-ajuda: chave repetida na lista.',
  ]);
  expect(() => withSkills(documents, wrong, stamp())).toThrow(SkillImportError);
});

test('a malformed list names the entry and the field', () => {
  const raw: unknown[] = structuredClone(SKILL_ENTRIES);
  (raw[1] as Record<string, unknown>).casel = 'empathy';
  (raw[2] as Record<string, unknown>).key = 'Esperar a vez';
  delete (raw[0] as Record<string, unknown>).bnccReason;
  expect(() => parseSkillEntries(raw)).toThrow(
    expect.objectContaining({
      problems: [
        expect.stringMatching(/^entrada 1 \(esperar-na-fila\) › bnccReason: /),
        expect.stringMatching(/^entrada 2 \(pedir-ajuda\) › casel: /),
        expect.stringMatching(
          /^entrada 3 \(Esperar a vez\) › key: A chave "Esperar a vez" não serve/,
        ),
      ],
    }) as unknown as Error,
  );
});

test('the imported documents pass the export’s validation', async () => {
  const { queryDocuments } = await import('./query-documents.ts');
  const { validateDataset } = await import('./validate-dataset.ts');
  const merged: SanityDocumentLike[] = withSkills(documents, SKILL_ENTRIES, stamp());
  const dataset = validateDataset(await queryDocuments(merged), {});
  expect(dataset.skills.map((skill) => skill.key)).toContain('esperar-na-fila');
  expect(dataset.skills).toHaveLength(28);
});

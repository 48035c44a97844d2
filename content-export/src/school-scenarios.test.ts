// docs/decisions/0055: a school adds its own scenarios after the shipped 100. Bundles of 101 and
// 120 scenarios go through the whole export (snapshot, query, rules, split per phase, files).
import type { ContentIndex, PhaseContent } from '@ths/content-model/bundle-schema';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { exportContent } from './export-content.ts';
import { readSnapshot } from './read-snapshot.ts';
import { schoolPhaseOf, toNdjson, withSchoolScenarios } from './testing/school-snapshot.ts';
import { ContentValidationError } from './validate-dataset.ts';

const SNAPSHOT = resolve(import.meta.dirname, '../../studio/dataset/production.ndjson');
const shipped = await readSnapshot(SNAPSHOT);
const folder = mkdtempSync(join(tmpdir(), 'ths-school-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function exportOf(ndjson: string, name: string) {
  const file = join(folder, `${name}.ndjson`);
  writeFileSync(file, ndjson);
  const outDir = join(folder, name);
  const result = await exportContent({ source: { kind: 'snapshot', file }, outDir });
  const load = async <T>(piece: string, exported: string) =>
    ((await import(join(outDir, `pt-BR.${piece}.ts`))) as Record<string, T>)[exported]!;
  return { result, load };
}

test.each([101, 120])(
  'a bundle of %i scenarios exports, each school scenario in the phase it was given, after the shipped ones',
  async (last) => {
    const { result, load } = await exportOf(
      toNdjson(withSchoolScenarios(shipped, last)),
      `s${last}`,
    );
    expect(result.counts.scenarios).toBe(last);
    const index = await load<ContentIndex>('index', 'index');
    expect(index.scenarios).toHaveLength(last);
    for (let number = 101; number <= last; number += 1) {
      expect(index.scenarios.find((ref) => ref.number === number)?.stage).toBe(
        schoolPhaseOf(number),
      );
    }
    for (const phase of [1, 2, 3, 4, 5]) {
      const chunk = await load<PhaseContent>(`phase-${phase}`, 'phase');
      const school = Array.from({ length: last - 100 }, (_, i) => 101 + i).filter(
        (number) => schoolPhaseOf(number) === phase,
      );
      const first = (phase - 1) * 20 + 1;
      const numbers = Array.from({ length: 20 }, (_, i) => first + i);
      expect(chunk.scenarios.map((scenario) => scenario.number)).toEqual([...numbers, ...school]);
    }
    const perfectionist = index.achievements.find((a) => a.type === 'perfect_score');
    // It names no number, so it stays true whatever the school adds (docs/decisions/0055).
    expect(perfectionist?.description).toBe(
      'Acerte de primeira todos os cenários, de todas as fases.',
    );
  },
);

test.each([
  ['no phase', undefined, /\(agora: \(vazia\)\)/],
  ['phase 6', 6, /\(agora: 6\)/],
])(
  "a school's scenario 101 with %s is refused, naming the document, the field and the rule",
  async (_name, stage, detail) => {
    const documents = withSchoolScenarios(shipped, 101).map((document) =>
      document._id === 'scenario-101' ? { ...document, stage } : document,
    );
    const refused = exportOf(toNdjson(documents), `bad-${String(stage)}`);
    await expect(refused).rejects.toThrow(ContentValidationError);
    const error = (await refused.catch((caught: unknown) => caught)) as ContentValidationError;
    expect(error.issues).toEqual([
      {
        documentId: 'scenario-101',
        field: 'stage',
        message: expect.stringMatching(
          /O cenário 101 é um cenário da escola \(número acima de 100\): escolha a fase dele, de 1 a 5/,
        ),
      },
    ]);
    expect(error.issues[0]?.message).toMatch(detail);
  },
);

test("a school's scenario with a gap before it is refused, naming the missing number", async () => {
  const documents = withSchoolScenarios(shipped, 102).filter(
    (document) => document._id !== 'scenario-101',
  );
  const refused = await exportOf(toNdjson(documents), 'gap').catch((caught: unknown) => caught);
  expect((refused as ContentValidationError).issues).toContainEqual({
    documentId: '(cenários)',
    field: 'number',
    message: expect.stringMatching(/Falta o cenário 101 publicado: os cenários vão de 1 a 102/),
  });
});

test("a perfectionist text that names 100, 'todos os 100 cenários', is refused once there are 101", async () => {
  const documents = withSchoolScenarios(shipped, 101);
  const reverted = documents.map((document) =>
    document._id === 'achievement-perfectionist'
      ? {
          ...document,
          description: [
            { _key: 'pt', language: 'pt-BR', value: 'Acerte de primeira todos os 100 cenários.' },
            { _key: 'en', language: 'en', value: 'Get all 100 scenarios right first time.' },
          ],
        }
      : document,
  );
  const refused = await exportOf(toNdjson(reverted), 'perfect').catch((caught: unknown) => caught);
  expect((refused as ContentValidationError).issues).toEqual([
    expect.objectContaining({
      documentId: 'achievement-perfectionist',
      field: 'description[pt-BR]',
    }),
    expect.objectContaining({ documentId: 'achievement-perfectionist', field: 'description[en]' }),
  ]);
});

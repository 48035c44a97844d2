// Pure: turns a writer's list of skills (key, name and description in each language, scenarios,
// CASEL, BNCC with its reason, challenge and 3 or 4 steps in each language) into skill documents in Sanity's
// export format, merged into the snapshot's documents, with each listed scenario's reference set
// to its skill (docs/decisions/0043). For bulk revisions; day-to-day edits happen in the Studio.
import { LOCALE_IDS } from '@ths/content-model/locales';
import { BNCC_IDS, CASEL_IDS } from '@ths/content-model/skill-competences';
import { checkSkillKey, checkSkillStepCount } from '@ths/content-model/rules';
import { z } from 'zod';
import type { SanityDocumentLike } from './read-snapshot.ts';

const PerLocaleSchema = z.object({
  'pt-BR': z.string().trim().min(1, 'falta o texto em pt-BR'),
  en: z.string().trim().min(1, 'falta o texto em en'),
});

export const SkillEntrySchema = z.object({
  key: z.string().superRefine((value, context) => {
    const message = checkSkillKey(value);
    if (message) context.addIssue({ code: 'custom', message });
  }),
  name: PerLocaleSchema,
  description: PerLocaleSchema,
  scenarios: z.array(z.int().positive()).min(1, 'nenhum cenário listado'),
  casel: z.enum(CASEL_IDS),
  bncc: z.literal(BNCC_IDS),
  bnccReason: z.string().trim().min(1, 'falta o motivo da competência da BNCC'),
  challenge: PerLocaleSchema,
  steps: z.array(PerLocaleSchema).superRefine((steps, context) => {
    const message = checkSkillStepCount(steps);
    if (message) context.addIssue({ code: 'custom', message });
  }),
});
export type SkillEntry = z.infer<typeof SkillEntrySchema>;

export const SkillEntriesSchema = z.array(SkillEntrySchema).min(1);

export class SkillImportError extends Error {
  override name = 'SkillImportError';
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(
      `A lista de habilidades tem ${problems.length} problema(s):\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
    this.problems = problems;
  }
}

/** The entries, or every problem named by entry and field. */
export function parseSkillEntries(raw: unknown): SkillEntry[] {
  const result = SkillEntriesSchema.safeParse(raw);
  if (result.success) return result.data;
  throw new SkillImportError(
    result.error.issues.map((issue) => {
      const [index, ...field] = issue.path;
      const key =
        Array.isArray(raw) && typeof index === 'number'
          ? (raw[index] as { key?: unknown })?.key
          : undefined;
      const where =
        typeof index === 'number'
          ? `entrada ${index + 1}${typeof key === 'string' ? ` (${key})` : ''}`
          : '(lista)';
      return `${where} › ${field.join('.') || '(entrada)'}: ${issue.message}`;
    }),
  );
}

/**
 * What the entries say and the snapshot disagrees with: a key listed twice, a scenario number no
 * scenario has, a scenario listed by two entries.
 */
export function entryMismatches(
  entries: readonly SkillEntry[],
  documents: readonly SanityDocumentLike[],
): string[] {
  const numbers = new Set(
    documents.filter((document) => document._type === 'scenario').map((s) => Number(s.number)),
  );
  const problems: string[] = [];
  const seenKeys = new Set<string>();
  const listedBy = new Map<number, string>();
  for (const entry of entries) {
    if (seenKeys.has(entry.key)) problems.push(`${entry.key}: chave repetida na lista.`);
    seenKeys.add(entry.key);
    for (const number of entry.scenarios) {
      if (!numbers.has(number)) {
        problems.push(`${entry.key}: não há cenário ${number} no snapshot.`);
      }
      const other = listedBy.get(number);
      if (other !== undefined && other !== entry.key) {
        problems.push(
          `${entry.key}: o cenário ${number} já está em ${other}; cada cenário pratica uma só habilidade.`,
        );
      }
      listedBy.set(number, entry.key);
    }
  }
  return problems;
}

const SYSTEM_FIELDS = new Set(['_id', '_type', '_rev', '_createdAt', '_updatedAt']);

export type Stamp = { now: string; rev: () => string; itemKey: () => string };

type PreviousStep = { _key?: string; text?: { _key?: string; language?: string }[] };

/** One skill document in Sanity's export format; `previous` keeps its creation date and keys. */
export function skillDocument(
  entry: SkillEntry,
  stamp: Stamp,
  previous?: SanityDocumentLike,
): SanityDocumentLike {
  // A text keeps the keys of its translations, so a re-import changes nothing.
  const localized = (field: 'name' | 'description' | 'challenge', type: string) => {
    const previousItems = (previous?.[field] ?? []) as { _key?: string; language?: string }[];
    return LOCALE_IDS.map((language) => ({
      _key: previousItems.find((item) => item.language === language)?._key ?? stamp.itemKey(),
      _type: type,
      language,
      value: entry[field][language].trim(),
    }));
  };
  const content = {
    name: localized('name', 'internationalizedArrayStringValue'),
    key: { _type: 'slug', current: entry.key },
    description: localized('description', 'internationalizedArrayTextValue'),
    casel: entry.casel,
    bncc: entry.bncc,
    bnccReason: entry.bnccReason.trim(),
    challenge: localized('challenge', 'internationalizedArrayTextValue'),
    // A step keeps the keys it had at its place (its translation records are filed under them).
    steps: entry.steps.map((step, index) => {
      const before = (previous?.steps as PreviousStep[] | undefined)?.[index];
      return {
        _key: before?._key ?? stamp.itemKey(),
        _type: 'skillStep',
        text: LOCALE_IDS.map((language) => ({
          _key: before?.text?.find((item) => item.language === language)?._key ?? stamp.itemKey(),
          _type: 'internationalizedArrayStringValue',
          language,
          value: step[language].trim(),
        })),
      };
    }),
  };
  if (previous) {
    const { _id, _type, _createdAt } = previous;
    const before = Object.fromEntries(
      Object.entries(previous).filter(([field]) => !SYSTEM_FIELDS.has(field)),
    );
    // Unchanged content keeps its revision, so a re-import changes nothing on disk.
    if (JSON.stringify(before) === JSON.stringify(content)) return previous;
    return { _id, _type, _rev: stamp.rev(), _createdAt, _updatedAt: stamp.now, ...content };
  }
  return {
    _id: `skill-${entry.key}`,
    _type: 'skill',
    _rev: stamp.rev(),
    _createdAt: stamp.now,
    _updatedAt: stamp.now,
    ...content,
  };
}

/** The scenario referencing `skillId`; unchanged (same object) when it already does. */
function withSkillReference(
  scenario: SanityDocumentLike,
  skillId: string,
  stamp: Stamp,
): SanityDocumentLike {
  if ((scenario.skill as { _ref?: unknown } | undefined)?._ref === skillId) return scenario;
  return {
    ...scenario,
    _rev: stamp.rev(),
    _updatedAt: stamp.now,
    skill: { _type: 'reference', _ref: skillId },
  };
}

/**
 * The snapshot's documents with the entries' skill documents (an existing one is replaced where
 * it stands, a new one goes last, as the local Content Lake adds documents) and each listed
 * scenario referencing its entry's skill. Skills the list leaves without scenarios stay: the
 * export's validation then names them.
 */
export function withSkills(
  documents: readonly SanityDocumentLike[],
  entries: readonly SkillEntry[],
  stamp: Stamp,
): SanityDocumentLike[] {
  const problems = entryMismatches(entries, documents);
  if (problems.length > 0) throw new SkillImportError(problems);
  const byId = new Map(entries.map((entry) => [`skill-${entry.key}`, entry]));
  const skillOfScenario = new Map(
    entries.flatMap((entry) => entry.scenarios.map((number) => [number, `skill-${entry.key}`])),
  );
  const merged = documents.map((document) => {
    const entry = byId.get(document._id);
    if (entry) return skillDocument(entry, stamp, document);
    const skillId = skillOfScenario.get(Number(document.number));
    if (document._type === 'scenario' && skillId !== undefined) {
      return withSkillReference(document, skillId, stamp);
    }
    return document;
  });
  const existing = new Set(documents.map((document) => document._id));
  for (const [id, entry] of byId) if (!existing.has(id)) merged.push(skillDocument(entry, stamp));
  return merged;
}

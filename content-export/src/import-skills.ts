// Pure: turns a writer's list of skills (key, names, scenarios, CASEL, BNCC, challenge in each
// language) into skill documents in Sanity's export format, merged into the snapshot's
// documents. Used once for the 88 skills of the first 100 scenarios and again for any bulk
// revision; day-to-day edits happen in the Studio.
import { LOCALE_IDS, SOURCE_LOCALE } from '@ths/content-model/locales';
import { localizedText } from '@ths/content-model/localized-text';
import { BNCC_IDS, CASEL_IDS } from '@ths/content-model/skill-competences';
import { checkSkillKey } from '@ths/content-model/rules';
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
  scenarios: z.array(z.int().positive()).min(1, 'nenhum cenário listado'),
  casel: z.enum(CASEL_IDS),
  bncc: z.literal(BNCC_IDS),
  challenge: PerLocaleSchema,
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

type Localized = { language?: unknown; value?: unknown }[];

/**
 * What the entries say and the scenarios disagree with: the scenarios listed must be exactly
 * those whose pt-BR skill is the entry's name, and the English name must be theirs.
 */
export function entryMismatches(
  entries: readonly SkillEntry[],
  documents: readonly SanityDocumentLike[],
): string[] {
  const scenarios = documents.filter((document) => document._type === 'scenario');
  const problems: string[] = [];
  const seenKeys = new Set<string>();
  for (const entry of entries) {
    if (seenKeys.has(entry.key)) problems.push(`${entry.key}: chave repetida na lista.`);
    seenKeys.add(entry.key);
    const using = scenarios.filter(
      (scenario) =>
        localizedText(scenario.skill as Localized, SOURCE_LOCALE).text === entry.name['pt-BR'],
    );
    const numbers = using.map((scenario) => Number(scenario.number)).sort((a, b) => a - b);
    const listed = [...entry.scenarios].sort((a, b) => a - b);
    if (numbers.join() !== listed.join()) {
      problems.push(
        `${entry.key}: a lista diz os cenários ${listed.join(', ')}, mas os cenários com a habilidade “${entry.name['pt-BR']}” são ${numbers.join(', ') || 'nenhum'}.`,
      );
    }
    for (const locale of LOCALE_IDS.filter((id) => id !== SOURCE_LOCALE)) {
      for (const scenario of using) {
        const text = localizedText(scenario.skill as Localized, locale);
        if (text.translated && text.text !== entry.name[locale]) {
          problems.push(
            `${entry.key}: o nome em ${locale} é “${entry.name[locale]}”, mas ${scenario._id} diz “${text.text}”.`,
          );
        }
      }
    }
  }
  return problems;
}

const SYSTEM_FIELDS = new Set(['_id', '_type', '_rev', '_createdAt', '_updatedAt']);

export type Stamp = { now: string; rev: () => string; itemKey: () => string };

/** One skill document in Sanity's export format; `previous` keeps its creation date and keys. */
export function skillDocument(
  entry: SkillEntry,
  stamp: Stamp,
  previous?: SanityDocumentLike,
): SanityDocumentLike {
  const previousItems = (previous?.challenge ?? []) as { _key?: string; language?: string }[];
  const content = {
    name: entry.name['pt-BR'],
    key: { _type: 'slug', current: entry.key },
    casel: entry.casel,
    bncc: entry.bncc,
    challenge: LOCALE_IDS.map((language) => ({
      _key: previousItems.find((item) => item.language === language)?._key ?? stamp.itemKey(),
      _type: 'internationalizedArrayTextValue',
      language,
      value: entry.challenge[language].trim(),
    })),
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

/**
 * The snapshot's documents with the entries' skill documents: an existing one is replaced where
 * it stands, a new one goes last (as the local Content Lake adds documents).
 */
export function withSkills(
  documents: readonly SanityDocumentLike[],
  entries: readonly SkillEntry[],
  stamp: Stamp,
): SanityDocumentLike[] {
  const problems = entryMismatches(entries, documents);
  if (problems.length > 0) throw new SkillImportError(problems);
  const byId = new Map(entries.map((entry) => [`skill-${entry.key}`, entry]));
  const merged = documents.map((document) => {
    const entry = byId.get(document._id);
    return entry ? skillDocument(entry, stamp, document) : document;
  });
  const existing = new Set(documents.map((document) => document._id));
  for (const [id, entry] of byId) if (!existing.has(id)) merged.push(skillDocument(entry, stamp));
  return merged;
}

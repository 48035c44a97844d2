// The rules that tie scenarios to skill documents, across documents. A scenario's pt-BR skill
// text is the link: exactly one skill document carries it as its name. Pure, so the Studio
// (on the document being edited) and the export (on the whole dataset) report the same things.
import { LOCALE_IDS, SOURCE_LOCALE, type Locale } from './locales.ts';
import { localizedText, sourceText, type LocalizedValues } from './localized-text.ts';
import { duplicateMessage } from './rules.ts';

export type SkillLinkScenario = { _id: string; skill?: LocalizedValues | null };
export type SkillLinkDocument = { _id: string; name?: unknown };

/**
 * - `no-skill-document`, `two-skill-documents`: a scenario's skill has no document, or several.
 * - `duplicate-name`: two skill documents have the same name.
 * - `unused-skill`: no scenario uses a skill document's name. The export stops on it; the Studio
 *   only warns, since an educator may be writing the scenario that will use it.
 * - `translation-differs`: scenarios with the same pt-BR skill name it differently in a language.
 */
export type SkillLinkKind =
  | 'no-skill-document'
  | 'two-skill-documents'
  | 'duplicate-name'
  | 'unused-skill'
  | 'translation-differs';

/** `field` is `skill` (a scenario's, with `language`) or `name` (a skill document's). */
export type SkillLinkIssue = {
  kind: SkillLinkKind;
  documentId: string;
  field: 'skill' | 'name';
  language?: Locale;
  message: string;
};

const nameOf = (skill: SkillLinkDocument) => (typeof skill.name === 'string' ? skill.name : '');

/** The skill documents by name; a name with two documents lists both. */
function documentsByName(skills: readonly SkillLinkDocument[]): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const skill of skills) {
    const name = nameOf(skill);
    if (name !== '') byName.set(name, [...(byName.get(name) ?? []), skill._id]);
  }
  return byName;
}

/** The value most scenarios of a group have; on a tie, the first scenario's. */
function mostCommon(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best = values[0]!;
  for (const [value, count] of counts) if (count > counts.get(best)!) best = value;
  return best;
}

function translationIssues(scenarios: readonly SkillLinkScenario[]): SkillLinkIssue[] {
  const groups = new Map<string, SkillLinkScenario[]>();
  for (const scenario of scenarios) {
    const name = sourceText(scenario.skill);
    if (name !== '') groups.set(name, [...(groups.get(name) ?? []), scenario]);
  }
  const issues: SkillLinkIssue[] = [];
  for (const [name, group] of groups) {
    for (const locale of LOCALE_IDS.filter((id) => id !== SOURCE_LOCALE)) {
      // A missing translation falls back to pt-BR and is counted by the translation report; only
      // two different translations are a contradiction.
      const translated = group
        .map((scenario) => ({ scenario, ...localizedText(scenario.skill, locale) }))
        .filter(({ translated }) => translated);
      if (translated.length < 2) continue;
      const agreed = mostCommon(translated.map(({ text }) => text));
      const agreeing = translated.filter(({ text }) => text === agreed).map((t) => t.scenario._id);
      for (const { scenario, text } of translated) {
        if (text === agreed) continue;
        issues.push({
          kind: 'translation-differs',
          documentId: scenario._id,
          field: 'skill',
          language: locale,
          message: `Em ${locale}, os outros cenários com a habilidade “${name}” dizem “${agreed}” (${agreeing.join(', ')}); este diz “${text}”. Use o mesmo texto em todos: é o nome da habilidade em “Minhas habilidades”.`,
        });
      }
    }
  }
  return issues;
}

/**
 * Every problem in how these scenarios and skill documents link to one another, as published.
 * `draftSkills` are skill drafts not published: a scenario naming one is told to publish it.
 */
export function skillLinkIssues(
  scenarios: readonly SkillLinkScenario[],
  skills: readonly SkillLinkDocument[],
  draftSkills: readonly SkillLinkDocument[] = [],
): SkillLinkIssue[] {
  const byName = documentsByName(skills);
  const usedNames = new Set(scenarios.map((scenario) => sourceText(scenario.skill)));
  const issues: SkillLinkIssue[] = [];

  for (const scenario of scenarios) {
    const name = sourceText(scenario.skill);
    if (name === '') continue; // the field's own rule asks for the pt-BR text
    const ids = byName.get(name) ?? [];
    if (ids.length === 0) {
      const draft = draftSkills.find((skill) => nameOf(skill) === name);
      issues.push({
        kind: 'no-skill-document',
        documentId: scenario._id,
        field: 'skill',
        language: SOURCE_LOCALE,
        message:
          `Nenhuma habilidade tem o nome “${name}”. Crie-a em Habilidades com este nome exato, a competência CASEL, a da BNCC e o desafio da semana, ou use o nome de uma habilidade que já existe.` +
          (draft ? ` Existe apenas o rascunho ${draft._id}: publique-o no Studio.` : ''),
      });
    } else if (ids.length > 1) {
      issues.push({
        kind: 'two-skill-documents',
        documentId: scenario._id,
        field: 'skill',
        language: SOURCE_LOCALE,
        message: `Há ${ids.length} habilidades com o nome “${name}” (${ids.join(', ')}). Deixe só uma, para o app saber onde guardar o progresso.`,
      });
    }
  }

  for (const skill of skills) {
    const name = nameOf(skill);
    if (name === '') continue; // the name's own rule asks for it
    const others = (byName.get(name) ?? []).filter((id) => id !== skill._id);
    if (others.length > 0) {
      issues.push({
        kind: 'duplicate-name',
        documentId: skill._id,
        field: 'name',
        message: duplicateMessage('skillName', name, others),
      });
    }
    if (!usedNames.has(name)) {
      issues.push({
        kind: 'unused-skill',
        documentId: skill._id,
        field: 'name',
        message: `Nenhum cenário tem a habilidade “${name}”. O nome deve ser igual, letra por letra, ao campo “Habilidade” (Português) dos cenários desta habilidade; a exportação para enquanto nenhum cenário publicado o usar.`,
      });
    }
  }

  return [...issues, ...translationIssues(scenarios)];
}

/**
 * The name of a skill in `locale`: its scenarios' skill text there (they agree, see above), or
 * the pt-BR name when none of them is translated.
 */
export function skillNameIn(
  scenarios: readonly SkillLinkScenario[],
  name: string,
  locale: Locale,
): { text: string; translated: boolean } {
  for (const scenario of scenarios) {
    if (sourceText(scenario.skill) !== name) continue;
    const text = localizedText(scenario.skill, locale);
    if (text.translated) return text;
  }
  return { text: name, translated: locale === SOURCE_LOCALE };
}

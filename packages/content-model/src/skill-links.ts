// The rules that tie scenarios to skill documents, across documents (docs/decisions/0043): a
// scenario references the skill it practises, and a skill is practised by enough scenarios, over
// enough phases, for a learner to see it grow. Pure, so the Studio (on the document being edited)
// and the export (on the whole dataset) report the same things in the same words.
import { sourceText, type LocalizedValues } from './localized-text.ts';
import { duplicateMessage } from './rules.ts';
import { stageForNumber } from './stage.ts';

/** A scenario as the link rules read it: `skill` is its Sanity reference. */
export type SkillLinkScenario = {
  _id: string;
  number?: unknown;
  stage?: unknown;
  skill?: { _ref?: unknown } | null;
};
export type SkillLinkDocument = { _id: string; name?: LocalizedValues | null };

/** A skill is practised by at least this many scenarios… */
export const MIN_SCENARIOS_PER_SKILL = 3;
/** …in at least this many phases, so that it comes back along the journey. */
export const MIN_PHASES_PER_SKILL = 2;

/**
 * - `no-skill`: a scenario references no skill.
 * - `skill-not-published`: a scenario references a skill that is not published (or not a skill).
 * - `duplicate-name`: two skill documents have the same pt-BR name.
 * - `too-few-scenarios`, `one-phase`: a skill practised by fewer than MIN_SCENARIOS_PER_SKILL
 *   scenarios, or only in one phase.
 */
export type SkillLinkKind =
  'no-skill' | 'skill-not-published' | 'duplicate-name' | 'too-few-scenarios' | 'one-phase';

/** `field` is `skill` (a scenario's reference) or `name` (a skill document's). */
export type SkillLinkIssue = {
  kind: SkillLinkKind;
  documentId: string;
  field: 'skill' | 'name';
  message: string;
};

/** The id a scenario's skill reference points at, or '' when there is none. */
export function skillRefOf(scenario: Pick<SkillLinkScenario, 'skill'>): string {
  const ref = scenario.skill?._ref;
  return typeof ref === 'string' ? ref : '';
}

const numberOf = (scenario: SkillLinkScenario) =>
  typeof scenario.number === 'number' ? String(scenario.number) : scenario._id;

/** The phase a scenario belongs to: its stage, or the one its number gives. */
function phaseOf(scenario: SkillLinkScenario): number | undefined {
  if (typeof scenario.stage === 'number' && Number.isInteger(scenario.stage)) return scenario.stage;
  if (typeof scenario.number !== 'number') return undefined;
  try {
    return stageForNumber(scenario.number);
  } catch {
    return undefined; // the number's own rule reports it
  }
}

const skillName = (skill: SkillLinkDocument) => sourceText(skill.name) || skill._id;

function practiceIssues(
  skill: SkillLinkDocument,
  scenarios: readonly SkillLinkScenario[],
  draftScenarios: readonly SkillLinkScenario[],
): SkillLinkIssue[] {
  const name = skillName(skill);
  const ids = scenarios.map((scenario) => scenario._id).join(', ');
  const waiting = draftScenarios
    .filter((draft) => skillRefOf(draft) === skill._id)
    .map((draft) => draft._id);
  const publish =
    waiting.length > 0
      ? ` Os rascunhos ${waiting.join(', ')} também a praticam: publique-os no Studio.`
      : '';
  const issue = (kind: SkillLinkKind, message: string): SkillLinkIssue[] => [
    { kind, documentId: skill._id, field: 'name', message: message + publish },
  ];
  if (scenarios.length < MIN_SCENARIOS_PER_SKILL) {
    const practised =
      scenarios.length === 0
        ? `Nenhum cenário pratica a habilidade “${name}”`
        : `A habilidade “${name}” é praticada por ${scenarios.length} cenário${scenarios.length === 1 ? '' : 's'} (${ids})`;
    return issue(
      'too-few-scenarios',
      `${practised}; ela precisa de pelo menos ${MIN_SCENARIOS_PER_SKILL}, de pelo menos ${MIN_PHASES_PER_SKILL} fases, para o aluno vê-la crescer. Escolha-a em “Habilidade” em mais cenários, ou junte-a com outra habilidade.`,
    );
  }
  const phases = new Set(scenarios.map(phaseOf).filter((phase) => phase !== undefined));
  if (phases.size < MIN_PHASES_PER_SKILL) {
    return issue(
      'one-phase',
      `Os ${scenarios.length} cenários da habilidade “${name}” (${ids}) são todos da fase ${[...phases].join(', ')}; ela precisa de cenários em pelo menos ${MIN_PHASES_PER_SKILL} fases, para voltar ao longo do caminho. Escolha-a em “Habilidade” num cenário de outra fase.`,
    );
  }
  return [];
}

/**
 * Every problem in how these scenarios and skill documents link to one another. The export passes
 * what is published; `draftSkills` and `draftScenarios` are drafts not published, named in the
 * messages so that an educator knows what to publish.
 */
export function skillLinkIssues(
  scenarios: readonly SkillLinkScenario[],
  skills: readonly SkillLinkDocument[],
  drafts: {
    skills?: readonly SkillLinkDocument[];
    scenarios?: readonly SkillLinkScenario[];
  } = {},
): SkillLinkIssue[] {
  const skillIds = new Set(skills.map((skill) => skill._id));
  const issues: SkillLinkIssue[] = [];

  for (const scenario of scenarios) {
    const ref = skillRefOf(scenario);
    if (ref === '') {
      issues.push({
        kind: 'no-skill',
        documentId: scenario._id,
        field: 'skill',
        message: `O cenário ${numberOf(scenario)} não tem habilidade. Escolha em “Habilidade” a habilidade que ele pratica; se ela ainda não existir, crie-a em Habilidades.`,
      });
    } else if (!skillIds.has(ref)) {
      const draft = (drafts.skills ?? []).find((skill) => skill._id === `drafts.${ref}`);
      issues.push({
        kind: 'skill-not-published',
        documentId: scenario._id,
        field: 'skill',
        message:
          `A habilidade escolhida (${ref}) não está publicada.` +
          (draft
            ? ` Existe apenas o rascunho ${draft._id}: publique-o no Studio.`
            : ' Escolha em “Habilidade” uma habilidade que existe.'),
      });
    }
  }

  const idsByName = new Map<string, string[]>();
  for (const skill of skills) {
    const name = sourceText(skill.name);
    if (name !== '') idsByName.set(name, [...(idsByName.get(name) ?? []), skill._id]);
  }
  for (const skill of skills) {
    const name = sourceText(skill.name);
    const others = (idsByName.get(name) ?? []).filter((id) => id !== skill._id);
    if (name !== '' && others.length > 0) {
      issues.push({
        kind: 'duplicate-name',
        documentId: skill._id,
        field: 'name',
        message: duplicateMessage('skillName', name, others),
      });
    }
    const practising = scenarios.filter((scenario) => skillRefOf(scenario) === skill._id);
    issues.push(...practiceIssues(skill, practising, drafts.scenarios ?? []));
  }
  return issues;
}

import {
  skillLinkIssues,
  skillRefOf,
  type SkillLinkDocument,
  type SkillLinkIssue,
  type SkillLinkScenario,
} from '@ths/content-model/skill-links';
import type { ValidationContext } from 'sanity';
import { apiVersion } from '../env.ts';

const baseId = (id: string) => id.replace(/^drafts\./, '');

/** Each document once, by its base id: its draft when it has one, else the published version. */
function latest<T extends { _id: string }>(documents: readonly T[]): T[] {
  const byId = new Map<string, T>();
  for (const document of documents) {
    const id = baseId(document._id);
    if (!byId.has(id) || document._id.startsWith('drafts.')) byId.set(id, { ...document, _id: id });
  }
  return [...byId.values()];
}

/**
 * The scenario–skill link issues (@ths/content-model/skill-links) about the document being
 * edited, the way the export will see them once what is being written is published
 * (docs/decisions/0043):
 * - the reference itself is checked against the skills as published (a skill that is only a
 *   draft is told to be published first, as the export says);
 * - a skill's scenarios are counted as they will be: each scenario's draft when it has one. A new
 *   skill can then be published once three scenario drafts over two phases practise it, and its
 *   scenarios after it (Sanity publishes no reference to an unpublished document).
 * A scenario also hears of the skills it leaves short: the one it practises and the one its
 * published version practised, so moving it away from a skill is not a surprise at export.
 */
export async function skillLinkIssuesOfDocument(
  context: ValidationContext,
): Promise<SkillLinkIssue[]> {
  const document = context.document;
  if (!document) return [];
  const id = baseId(document._id);
  const { scenarios, skills, draftSkills, publishedRef } = await context
    .getClient({ apiVersion })
    .fetch<{
      scenarios: SkillLinkScenario[];
      skills: SkillLinkDocument[];
      draftSkills: SkillLinkDocument[];
      publishedRef: string | null;
    }>(
      `{
    "scenarios": *[_type == "scenario" && !(_id in path("versions.**"))]{ _id, number, stage, skill },
    "skills": *[_type == "skill" && !(_id in path("drafts.**")) && !(_id in path("versions.**"))]{ _id, name },
    "draftSkills": *[_type == "skill" && _id in path("drafts.**")]{ _id, name },
    "publishedRef": *[_id == $id][0].skill._ref
  }`,
      { id },
    );
  const current = { ...document, _id: id } as SkillLinkScenario & SkillLinkDocument;
  const withCurrent = <T extends { _id: string }>(list: readonly T[], type: string): T[] => [
    ...list.filter((other) => baseId(other._id) !== id),
    ...(document._type === type ? [current as unknown as T] : []),
  ];
  const issues = skillLinkIssues(
    withCurrent(latest(scenarios), 'scenario'),
    withCurrent(skills, 'skill'),
    { skills: draftSkills.filter((draft) => baseId(draft._id) !== id) },
  );
  if (document._type !== 'scenario') return issues.filter((issue) => issue.documentId === id);
  const touched = new Set([skillRefOf(current), publishedRef ?? ''].filter(Boolean));
  return issues.flatMap((issue): SkillLinkIssue[] => {
    if (issue.documentId === id) return [issue];
    if (issue.field !== 'name' || !touched.has(issue.documentId)) return [];
    if (issue.kind === 'duplicate-name') return [];
    return [{ ...issue, documentId: id, field: 'skill' }];
  });
}

import {
  skillLinkIssues,
  type SkillLinkDocument,
  type SkillLinkIssue,
  type SkillLinkScenario,
} from '@ths/content-model/skill-links';
import type { ValidationContext } from 'sanity';
import { apiVersion } from '../env.ts';

const baseId = (id: string) => id.replace(/^drafts\./, '');

/** One version per document, as the educator sees it: the draft when there is one. */
function latest<T extends { _id: string }>(documents: readonly T[]): T[] {
  const byId = new Map<string, T>();
  for (const document of documents) {
    const id = baseId(document._id);
    if (document._id.startsWith('drafts.') || !byId.has(id)) byId.set(id, { ...document, _id: id });
  }
  return [...byId.values()];
}

/**
 * The scenario–skill link issues (@ths/content-model/skill-links) about the document being
 * edited, computed over every scenario and skill, drafts included, with this document as it is
 * now in the form.
 */
export async function skillLinkIssuesOfDocument(
  context: ValidationContext,
): Promise<SkillLinkIssue[]> {
  const document = context.document;
  if (!document) return [];
  const { scenarios, skills } = await context.getClient({ apiVersion }).fetch<{
    scenarios: SkillLinkScenario[];
    skills: SkillLinkDocument[];
  }>(`{
    "scenarios": *[_type == "scenario" && !(_id in path("versions.**"))]{ _id, skill },
    "skills": *[_type == "skill" && !(_id in path("versions.**"))]{ _id, name }
  }`);
  const id = baseId(document._id);
  const current = { ...document, _id: id } as SkillLinkScenario & SkillLinkDocument;
  const withCurrent = <T extends { _id: string }>(list: readonly T[], type: string): T[] => [
    ...latest(list).filter((other) => other._id !== id),
    ...(document._type === type ? [current as unknown as T] : []),
  ];
  return skillLinkIssues(withCurrent(scenarios, 'scenario'), withCurrent(skills, 'skill')).filter(
    (issue) => issue.documentId === id,
  );
}

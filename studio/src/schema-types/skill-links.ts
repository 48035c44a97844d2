import {
  skillLinkIssues,
  type SkillLinkDocument,
  type SkillLinkIssue,
  type SkillLinkScenario,
} from '@ths/content-model/skill-links';
import type { ValidationContext } from 'sanity';
import { apiVersion } from '../env.ts';

const baseId = (id: string) => id.replace(/^drafts\./, '');

/**
 * The scenario–skill link issues (@ths/content-model/skill-links) about the document being
 * edited: this document as it is now in the form, against every other scenario and skill as
 * published. That is what the export will read once this document is published; a draft of
 * another document does not count until it is published too (a scenario naming a skill that is
 * only a draft is told to publish it).
 */
export async function skillLinkIssuesOfDocument(
  context: ValidationContext,
): Promise<SkillLinkIssue[]> {
  const document = context.document;
  if (!document) return [];
  const { scenarios, skills, draftSkills } = await context.getClient({ apiVersion }).fetch<{
    scenarios: SkillLinkScenario[];
    skills: SkillLinkDocument[];
    draftSkills: SkillLinkDocument[];
  }>(`{
    "scenarios": *[_type == "scenario" && !(_id in path("drafts.**")) && !(_id in path("versions.**"))]{ _id, skill },
    "skills": *[_type == "skill" && !(_id in path("drafts.**")) && !(_id in path("versions.**"))]{ _id, name },
    "draftSkills": *[_type == "skill" && _id in path("drafts.**")]{ _id, name }
  }`);
  const id = baseId(document._id);
  const current = { ...document, _id: id } as SkillLinkScenario & SkillLinkDocument;
  const withCurrent = <T extends { _id: string }>(list: readonly T[], type: string): T[] => [
    ...list.filter((other) => other._id !== id),
    ...(document._type === type ? [current as unknown as T] : []),
  ];
  return skillLinkIssues(
    withCurrent(scenarios, 'scenario'),
    withCurrent(skills, 'skill'),
    draftSkills.filter((draft) => baseId(draft._id) !== id),
  ).filter((issue) => issue.documentId === id);
}
